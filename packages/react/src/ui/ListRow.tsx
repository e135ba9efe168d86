import { WalletImage } from './WalletImage.js'

export type ListRowProps = {
  testId: string
  name: string
  image?: string | undefined
  tag?: string | undefined
  accentTag?: boolean
  current?: boolean
  disabled?: boolean
  onClick(): void
}

/** A full-width list button: image, name and an optional tag. */
export function ListRow({ testId, name, image, tag, accentTag, current, disabled, onClick }: ListRowProps) {
  return (
    <button
      type="button"
      className="row"
      data-testid={testId}
      aria-current={current ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <WalletImage src={image} />
      <span className="name">{name}</span>
      {tag && <span className={accentTag ? 'tag accent' : 'tag'}>{tag}</span>}
    </button>
  )
}

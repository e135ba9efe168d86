import type { ReactNode } from 'react'
import { WalletImage } from './WalletImage.js'

export type ListRowProps = {
  testId: string
  name: string
  image?: string | undefined
  /** Drawn instead of `image` (rows that stand for a method, not one wallet). */
  icon?: ReactNode
  tag?: string | undefined
  accentTag?: boolean
  current?: boolean
  disabled?: boolean
  /** Called when the pointer or the focus reaches the row (to start loading what its click needs). */
  onIntent?: (() => void) | undefined
  onClick(): void
}

/** A full-width list button: image, name and an optional tag. */
export function ListRow({
  testId,
  name,
  image,
  icon,
  tag,
  accentTag,
  current,
  disabled,
  onIntent,
  onClick,
}: ListRowProps) {
  return (
    <button
      type="button"
      className="row"
      data-testid={testId}
      aria-current={current ? 'true' : undefined}
      disabled={disabled}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onClick}
    >
      {icon ?? <WalletImage src={image} />}
      <span className="name">{name}</span>
      {tag && <span className={accentTag ? 'tag accent' : 'tag'}>{tag}</span>}
    </button>
  )
}

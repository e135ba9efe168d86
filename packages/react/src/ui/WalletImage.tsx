/** A wallet or network image; an empty alt because the name is always shown beside it. */
export function WalletImage({ src, size }: { src: string | undefined; size?: number }) {
  if (!src) return <span className="avatar" aria-hidden="true" />
  return <img src={src} alt="" width={size ?? 36} height={size ?? 36} loading="lazy" decoding="async" />
}

/** A QR-code glyph in the accent colour: the WalletConnect row's image (the row pairs by QR code). */
export function QrGlyph() {
  return (
    <span className="glyph" aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 22 22" fill="currentColor" aria-hidden="true">
        <path d="M1 1h8v8H1zm2 2v4h4V3zm10-2h8v8h-8zm2 2v4h4V3zM1 13h8v8H1zm2 2v4h4v-4zm10-2h3v3h-3zm5 0h3v3h-3zm-5 5h3v3h-3zm5 0h3v3h-3zm-2.5-2.5h3v3h-3z" />
      </svg>
    </span>
  )
}

/** The 2×2 grid's cells, by position (their keys). */
const GRID_CELLS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const

/** Up to four wallet images in a 2×2 grid: the All Wallets row's image. Empty cells keep the shape. */
export function WalletGrid({ images }: { images: readonly (string | undefined)[] }) {
  const cells = GRID_CELLS.map((cell, i) => ({ cell, src: images[i] }))
  return (
    <span className="grid4" aria-hidden="true">
      {cells.map(({ cell, src }) =>
        src ? (
          <img key={cell} src={src} alt="" width={14} height={14} loading="lazy" decoding="async" />
        ) : (
          <span key={cell} className="cell" />
        ),
      )}
    </span>
  )
}

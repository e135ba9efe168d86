import { useMemo } from 'react'
import { encode } from 'uqr'

/** Quiet zone around the code, in modules (the QR standard asks for 4; 2 is enough on a light tile). */
const QR_BORDER_MODULES = 2

export type QrCodeProps = {
  /** The text to encode (a `wc:` URI). */
  value: string
  /** The accessible name of the image. */
  label: string
  /** Rendered width and height in CSS pixels. */
  size?: number
}

/**
 * The dark modules of a QR code as one SVG path, one `h1v1h-1z` square per module, so the code is drawn
 * by React from data (never injected as markup).
 */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: QR_BORDER_MODULES })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size }
}

/**
 * A QR code as an SVG image: dark modules on a white tile. The modules take `--portico-qr-color` (H-02),
 * black unless the theme sets it; the tile stays white so any scanner reads it.
 */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const qr = useMemo(() => qrPath(value), [value])
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 12, maxWidth: '100%', height: 'auto' }}
    >
      <path d={qr.path} style={{ fill: 'var(--portico-qr-color, #000)' }} />
    </svg>
  )
}

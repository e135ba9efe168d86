import jsQR from 'jsqr'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.js'

/** CSS pixels per module when the SVG is rasterized for the decoder. */
const SCALE = 4

/** Rasterizes the rendered SVG (its one path of `M{x} {y}h1v1h-1z` squares) and decodes it with jsQR. */
function decodeRendered(markup: string): string | undefined {
  const viewBox = /viewBox="0 0 (\d+) \d+"/.exec(markup)
  const path = /<path d="([^"]*)"/.exec(markup)
  if (!viewBox?.[1] || path?.[1] === undefined) return undefined
  const modules = Number(viewBox[1])
  const width = modules * SCALE
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of path[1].matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4
        pixels.fill(0, offset, offset + 3)
      }
    }
  }
  return jsQR(pixels, width, width)?.data
}

describe('QrCode', () => {
  it('C-22 renders an SVG image whose modules decode back to the wc: URI', () => {
    const uri =
      'wc:318d99c0b23e9b38f76dc755a7fe57fc9b11424977f4664d517565fa2ea9e824@2?expiryTimestamp=1795433225&relay-protocol=irn&symKey=b5daef9ab18031a8c774cff413903a78654de69319da3a27c92a927be5066e8a'
    const markup = renderToStaticMarkup(<QrCode value={uri} label="WalletConnect QR code" />)
    expect(markup).toMatch(/^<svg role="img" aria-label="WalletConnect QR code"/)
    expect(decodeRendered(markup)).toBe(uri)
  })
})

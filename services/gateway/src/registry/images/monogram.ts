import { createHash } from 'node:crypto'

/** Side of the generated square image, in SVG user units. */
export const MONOGRAM_SIZE = 96

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)

/**
 * Up to two initials of a name (`My Wallet` → `MW`, `metamask` → `ME`), letters and digits only,
 * upper-cased; `?` when the name has none.
 */
export function initialsOf(name: string): string {
  const words = name.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []
  const first = words[0]
  if (!first) return '?'
  const second = words[1]
  const chars = second ? [...first.slice(0, 1), ...second.slice(0, 1)] : [...first].slice(0, 2)
  return chars.join('').toUpperCase()
}

/** A background colour derived from the id: same id, same colour, on every host. */
export function colourOf(id: string): string {
  const digest = createHash('sha256').update(id).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  return `hsl(${hue}, 55%, 42%)`
}

/**
 * A square SVG monogram: the initials of `label` on a colour derived from `id`. All text is escaped, so
 * no input ever becomes markup.
 */
export function monogramSvg(id: string, label: string): string {
  const s = MONOGRAM_SIZE
  const initials = escapeXml(initialsOf(label))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<rect width="${s}" height="${s}" rx="${s / 4}" fill="${colourOf(id)}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" ` +
    `font-size="${s * 0.4}" font-weight="600" fill="#fff">${initials}</text></svg>`
  )
}

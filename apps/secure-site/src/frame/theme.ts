/** The theme variables the secure site takes from the app (`--portico-*`, as the modal names them). */
const VARIABLE = /^--portico-[a-z-]{1,40}$/
/** A value we pass on: plain CSS tokens (colours, lengths, font names), never a `url(` or a rule break. */
const VALUE = /^[#(),.%\w\s'"-]{0,100}$/

/**
 * F-26: applies the app's theme to the secure site's own screens: the mode as `data-theme` on the root, and
 * each well-formed `--portico-*` variable as a custom property. Anything else is ignored; a bad mode throws.
 */
export function applyTheme(doc: Document, payload: { themeMode?: unknown; themeVariables?: unknown }): void {
  if (payload.themeMode !== 'light' && payload.themeMode !== 'dark') throw new Error('Invalid themeMode')
  const root = doc.documentElement
  root.dataset.theme = payload.themeMode
  const variables =
    typeof payload.themeVariables === 'object' && payload.themeVariables !== null
      ? Object.entries(payload.themeVariables as Record<string, unknown>)
      : []
  for (const [name, value] of variables) {
    if (!VARIABLE.test(name)) continue
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
    if (typeof text !== 'string' || !VALUE.test(text) || /url\s*\(/i.test(text)) continue
    root.style.setProperty(name, text)
  }
}

// No imports on purpose: the lazy playground chunk shares only this module with the page, not the modal.

/** Parses an options object from JSON; the error names what is wrong instead of throwing. */
export function parseOptionsJson(raw: string): { options: Record<string, unknown> } | { error: string } {
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { error: 'options must be a JSON object' }
    }
    return { options: parsed as Record<string, unknown> }
  } catch (error) {
    return { error: `options is not valid JSON: ${(error as Error).message}` }
  }
}

/** The query string that carries `options` (empty options: no query at all). */
export const optionsSearch = (options: Record<string, unknown>): string =>
  Object.keys(options).length ? `?options=${encodeURIComponent(JSON.stringify(options))}` : ''

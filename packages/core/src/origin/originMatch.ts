/** Longest origin pattern an operator may store. */
export const MAX_ORIGIN_PATTERN_LENGTH = 200

/** One DNS label: what `*` stands for in a host (`https://*.example.com`). */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
/** A port number: what `*` stands for after the host (`http://127.0.0.1:*`); the default port matches too. */
const ANY_PORT = '(?::[0-9]{1,5})?'
/**
 * An origin pattern: scheme, host, optional port or `*`. The host is labels (or an IPv4 address), `[IPv6]`,
 * or `*.` before at least two fixed labels (`*.example.com`, never `*.com` nor `a.*.example.com`).
 */
const PATTERN_SHAPE =
  /^([a-z][a-z0-9+.-]*):\/\/((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+|[a-z0-9-]+|\[[0-9a-f:.]+\])(?::(\*|[0-9]{1,5}))?$/
/** A serialized origin as browsers send it: scheme, host, optional port; nothing else. */
const ORIGIN_SHAPE = /^[a-z][a-z0-9+.-]*:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
const compiled = new Map<string, RegExp | null>()

/** The anchored regular expression of a wildcard pattern, or null when the pattern is not well formed. */
function wildcardRegExp(pattern: string): RegExp | null {
  const cached = compiled.get(pattern)
  if (cached !== undefined) return cached
  const m = PATTERN_SHAPE.exec(pattern.toLowerCase())
  let re: RegExp | null = null
  if (m) {
    const [, scheme, host = '', port] = m
    const hostRe = host
      .split('.')
      .map((label) => (label === '*' ? LABEL : escapeRegExp(label)))
      .join('\\.')
    const portRe = port === undefined ? '' : port === '*' ? ANY_PORT : `:${port}`
    re = new RegExp(`^${escapeRegExp(scheme ?? '')}://${hostRe}${portRe}$`)
  }
  if (compiled.size > 10_000) compiled.clear()
  compiled.set(pattern, re)
  return re
}

/**
 * P-05: true when `origin` matches `pattern`. The origin must be a bare serialized origin
 * (`scheme://host[:port]`, lower case, no path, user info or query). In a pattern `*` stands for the
 * leftmost DNS label (`https://*.example.com` matches `https://app.example.com`, not
 * `https://a.b.example.com` nor `https://example.com.evil.io`) or for the port (`http://127.0.0.1:*`), never
 * for `@`, `/` or a `.`. A pattern without `*` is compared as a URL origin.
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (!ORIGIN_SHAPE.test(origin)) return false
  if (!pattern.includes('*')) {
    let normalized = pattern
    try {
      normalized = new URL(pattern).origin
    } catch {
      // not a URL: compare the raw string
    }
    return normalized === origin
  }
  return wildcardRegExp(pattern)?.test(origin) ?? false
}

/** True when any pattern in `allowed` matches `origin`. */
export const isOriginAllowed = (allowed: readonly string[], origin: string): boolean =>
  allowed.some((p) => originMatches(p, origin))

/**
 * Checks an origin pattern before it is stored: `scheme://host[:port]` where `*` may stand for the leftmost
 * DNS label (two fixed labels must follow) or the port, e.g. `http://127.0.0.1:*` or `https://*.example.com`. Returns an error message or
 * undefined.
 */
export function validateOriginPattern(pattern: string): string | undefined {
  if (pattern.length === 0 || pattern.length > MAX_ORIGIN_PATTERN_LENGTH) {
    return `origin pattern must be 1 to ${MAX_ORIGIN_PATTERN_LENGTH} characters`
  }
  if (!PATTERN_SHAPE.test(pattern.toLowerCase())) {
    return `"${pattern}" is not an origin pattern like https://app.example.com or http://127.0.0.1:* (* stands for the leftmost DNS label or the port)`
  }
  return undefined
}

/** Longest origin pattern an operator may store. */
export const MAX_ORIGIN_PATTERN_LENGTH = 200

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * P-05: true when `origin` matches `pattern`. `*` matches any run of characters and the whole origin
 * must match (`https://*.example.com` matches `https://app.example.com`, not
 * `https://example.com.evil.io`). A pattern without `*` is compared as a URL origin.
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (!pattern.includes('*')) {
    let normalized = pattern
    try {
      normalized = new URL(pattern).origin
    } catch {
      // not a URL: compare the raw string
    }
    return normalized === origin
  }
  const re = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`)
  return re.test(origin)
}

/** True when any pattern in `allowed` matches `origin`. */
export const isOriginAllowed = (allowed: readonly string[], origin: string): boolean =>
  allowed.some((p) => originMatches(p, origin))

/**
 * Checks an origin pattern before it is stored: `scheme://host[:port]` where `*` may stand for any
 * part, e.g. `http://127.0.0.1:*` or `https://*.example.com`. Returns an error message or undefined.
 */
export function validateOriginPattern(pattern: string): string | undefined {
  if (pattern.length === 0 || pattern.length > MAX_ORIGIN_PATTERN_LENGTH) {
    return `origin pattern must be 1 to ${MAX_ORIGIN_PATTERN_LENGTH} characters`
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9*.[\]:-]+$/.test(pattern)) {
    return `"${pattern}" is not an origin pattern like https://app.example.com or http://127.0.0.1:*`
  }
  return undefined
}

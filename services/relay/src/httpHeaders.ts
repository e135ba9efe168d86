/** Headers on every HTTP answer of the relay (health, 404, refused upgrades): nothing it sends is a page. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
} as const

/** {@link SECURITY_HEADERS} as raw HTTP header lines, each ending with CRLF. */
export const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/** Longest Accept-Encoding header looked at (browsers send about 30 characters). */
const MAX_ACCEPT_ENCODING_LENGTH = 256

/**
 * True when an `Accept-Encoding` header accepts gzip: a `gzip` (or `*`) token whose `q` is not 0.
 * `gzip;q=0` and a header that names neither mean no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length > MAX_ACCEPT_ENCODING_LENGTH) return false
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (token !== 'gzip' && token !== '*') continue
    const q = params.find((p) => p.startsWith('q='))
    if (!q || Number(q.slice(2)) > 0) return true
  }
  return false
}

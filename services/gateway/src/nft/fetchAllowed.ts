/** Longest wait for a remote NFT document or image. */
export const NFT_FETCH_TIMEOUT_MS = 3000

/**
 * Fetches `url` only when its host is one the operator allowed (`PORTICO_NFT_IMAGE_HOSTS`), without
 * following redirects, within {@link NFT_FETCH_TIMEOUT_MS} and `maxBytes`. Undefined on any failure.
 */
export async function fetchAllowed(
  url: string,
  allowedHosts: readonly string[],
  maxBytes: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (
    !['http:', 'https:'].includes(parsed.protocol) ||
    !allowedHosts.includes(parsed.hostname.toLowerCase())
  ) {
    return undefined
  }
  try {
    const res = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(NFT_FETCH_TIMEOUT_MS) })
    if (!res.ok || !res.body) return undefined
    const declared = Number(res.headers.get('content-length') ?? 0)
    if (declared > maxBytes) return undefined
    const chunks: Buffer[] = []
    let size = 0
    const reader = res.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxBytes) {
        await reader.cancel()
        return undefined
      }
      chunks.push(Buffer.from(value))
    }
    return {
      contentType: (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
      bytes: Buffer.concat(chunks),
    }
  } catch {
    return undefined
  }
}

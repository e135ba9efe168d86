/**
 * Largest upstream JSON-RPC answer the gateway reads, 32 MiB (env `PORTICO_RPC_MAX_ANSWER_BYTES`): read as a
 * stream and cut there, so a node (or whoever answers in its place) cannot make the gateway buffer without end.
 * Room for an indexer round of 100 full blocks and a wide `eth_getLogs`.
 */
export const RPC_MAX_ANSWER_BYTES = 32 * 1024 * 1024

/** An upstream answer whose body passed the byte cap; the connection was cut as soon as it did. */
export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Upstream RPC answer is over the limit of ${maxBytes} bytes`)
    this.name = 'AnswerTooLargeError'
  }
}

/**
 * Reads `res`'s body as a stream, keeping at most `maxBytes`: a declared `Content-Length` over the cap is
 * refused before reading, and a body that grows past it is cancelled (closing the upstream connection) at the
 * chunk that crossed it, so a node answering without end costs at most `maxBytes` of memory.
 */
export async function readCappedText(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined)
    throw new AnswerTooLargeError(maxBytes)
  }
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new AnswerTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total).toString('utf8')
}

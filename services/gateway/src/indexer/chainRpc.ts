import { callUpstream, type Forwarded } from '../rpc/proxy.js'

/** A JSON-RPC call: method and params. */
export interface RpcCall {
  method: string
  params: unknown[]
}

/** The chain's node failed, timed out or answered an error where a result was needed. */
export class ChainRpcError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ChainRpcError'
  }
}

/** One answer of a batch: the result, or the node's error message. */
export type RpcAnswer = { ok: true; result: unknown } | { ok: false; error: string }

/**
 * A small JSON-RPC client of one chain's upstream nodes, for the indexer and the routes it backs. With several
 * upstreams, a batch the current one fails to answer (down, timed out, garbage) goes to the next, which then
 * stays current: the first upstream is retried only once the others fail in turn.
 */
export class ChainRpc {
  readonly #urls: readonly string[]
  #current = 0

  constructor(
    urls: string | readonly string[],
    private readonly timeoutMs: number,
  ) {
    this.#urls = typeof urls === 'string' ? [urls] : urls
    if (this.#urls.length === 0) throw new Error('ChainRpc needs at least one upstream URL')
  }

  /** The upstream batches go to now. */
  get url(): string {
    return this.#urls[this.#current] as string
  }

  /** Sends `calls` in one batch; each answer is its result or its error (the node's `error.message`). */
  async batch(calls: readonly RpcCall[]): Promise<RpcAnswer[]> {
    if (calls.length === 0) return []
    const requests: Forwarded[] = calls.map((c, id) => ({ jsonrpc: '2.0', id, ...c }))
    let answers = await callUpstream(this.url, requests, this.timeoutMs)
    for (let tried = 1; !(answers instanceof Map) && tried < this.#urls.length; tried++) {
      this.#current = (this.#current + 1) % this.#urls.length
      answers = await callUpstream(this.url, requests, this.timeoutMs)
    }
    if (!(answers instanceof Map)) throw new ChainRpcError(answers.error)
    return calls.map((_, id): RpcAnswer => {
      const a = answers.get(id)
      if (a && 'result' in a) return { ok: true, result: a.result }
      const error = a?.error as { message?: unknown } | undefined
      return { ok: false, error: typeof error?.message === 'string' ? error.message : 'no answer' }
    })
  }

  /** Sends `calls` in one batch and returns their results; throws when any failed. */
  async all(calls: readonly RpcCall[]): Promise<unknown[]> {
    return (await this.batch(calls)).map((a, i) => {
      if (!a.ok) throw new ChainRpcError(`${calls[i]?.method} failed: ${a.error}`)
      return a.result
    })
  }

  /** One call; throws on an error answer. */
  async call(method: string, params: unknown[]): Promise<unknown> {
    return (await this.all([{ method, params }]))[0]
  }
}

/** `0x1f` → 31n; throws on anything that is not a hex quantity. */
export function hexToBigInt(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
    throw new ChainRpcError(`${what} is not a hex quantity`)
  }
  return BigInt(value)
}

/** A hex quantity as a safe integer (block numbers, indexes, timestamps). */
export const hexToNumber = (value: unknown, what: string): number => {
  const n = hexToBigInt(value, what)
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new ChainRpcError(`${what} is too large`)
  return Number(n)
}

/** `n` as a JSON-RPC quantity. */
export const toHex = (n: number | bigint): string => `0x${n.toString(16)}`

import { isMethodAllowed, isUserOperationMethod } from './allowList.js'
import {
  type CheckedRequest,
  checkRequest,
  JSON_RPC_INVALID_REQUEST,
  JSON_RPC_UPSTREAM_ERROR,
  type JsonRpcId,
  rpcError,
} from './jsonRpc.js'
import { AnswerTooLargeError, RPC_MAX_ANSWER_BYTES, readCappedText } from './readCapped.js'

/** Options of {@link proxyJsonRpc}. */
export interface ProxyOptions {
  /** The chain's upstream URL, or undefined when the chain is not configured. */
  upstreamUrl: string | undefined
  /** The chain's ERC-4337 bundler: user-operation methods go there; none → they are refused. */
  bundlerUrl?: string
  /** The CAIP-2 chain id: its namespace picks the allow-list, and it names the chain in messages. */
  chainId: string
  timeoutMs: number
  maxBatch: number
  /** Largest upstream answer read, in bytes (default {@link RPC_MAX_ANSWER_BYTES}). */
  maxAnswerBytes?: number
}

/** A JSON-RPC request as sent upstream, with the gateway's own numeric id. */
export type Forwarded = { id: number; jsonrpc: '2.0'; method: string; params: unknown }

/**
 * Sends requests upstream; returns answers by the gateway's own ids, or one error for all. The answer is read
 * as a stream and cut at `maxAnswerBytes` (default {@link RPC_MAX_ANSWER_BYTES}).
 */
export async function callUpstream(
  url: string,
  requests: Forwarded[],
  timeoutMs: number,
  maxAnswerBytes = RPC_MAX_ANSWER_BYTES,
): Promise<Map<number, Record<string, unknown>> | { error: string }> {
  // Serialized before the network call, so a failure here is never reported as an unavailable upstream.
  const body = JSON.stringify(requests.length === 1 ? requests[0] : requests)
  let text: string
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await readCappedText(res, maxAnswerBytes)
  } catch (error) {
    if (error instanceof AnswerTooLargeError) return { error: error.message }
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return {
      error: timedOut ? `Upstream RPC did not answer within ${timeoutMs} ms` : 'Upstream RPC is unavailable',
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { error: 'Upstream RPC answered with invalid JSON' }
  }
  const answers = new Map<number, Record<string, unknown>>()
  for (const a of Array.isArray(parsed) ? parsed : [parsed]) {
    if (a && typeof a === 'object' && typeof (a as { id?: unknown }).id === 'number') {
      answers.set((a as { id: number }).id, a as Record<string, unknown>)
    }
  }
  if (answers.size === 0) return { error: 'Upstream RPC answered with no JSON-RPC response' }
  return answers
}

/**
 * O-15, O-16, U-26: checks a JSON-RPC request or batch (at most `maxBatch`) against the method allow-list
 * and forwards the allowed requests to the chain's node. Always answers JSON-RPC: refusals, unknown chains,
 * upstream failures and timeouts become error objects that keep the caller's id.
 */
export async function proxyJsonRpc(body: unknown, options: ProxyOptions): Promise<unknown> {
  const isBatch = Array.isArray(body)
  if (isBatch && body.length === 0)
    return rpcError(null, JSON_RPC_INVALID_REQUEST, 'Invalid request: empty batch')
  if (isBatch && body.length > options.maxBatch) {
    return rpcError(
      null,
      JSON_RPC_INVALID_REQUEST,
      `Batch of ${body.length} requests is over the limit of ${options.maxBatch}`,
    )
  }
  const namespace = options.chainId.split(':')[0] ?? ''
  const bundler = options.bundlerUrl !== undefined
  const allowed = (method: string) => isMethodAllowed(method, namespace, { bundler })
  const checked: CheckedRequest[] = (isBatch ? body : [body]).map((r) => checkRequest(r, allowed))
  const results: unknown[] = checked.map((c) => (c.ok ? undefined : c.response))
  const forward: Forwarded[] = []
  const originalIds = new Map<number, JsonRpcId>()
  checked.forEach((c, index) => {
    if (!c.ok) return
    forward.push({ jsonrpc: '2.0', id: index, method: c.method, params: c.params })
    originalIds.set(index, c.id)
  })
  // User-operation methods go to the bundler, the rest to the node; each upstream gets one call.
  const toBundler = forward.filter((f) => isUserOperationMethod(f.method))
  const toNode = forward.filter((f) => !isUserOperationMethod(f.method))
  await Promise.all([
    forwardTo(options.upstreamUrl, toNode, options, originalIds, results),
    forwardTo(options.bundlerUrl, toBundler, options, originalIds, results),
  ])
  return isBatch ? results : results[0]
}

/** Sends `forward` to `url` and writes each answer (or error) into `results` under the caller's id. */
async function forwardTo(
  url: string | undefined,
  forward: Forwarded[],
  options: ProxyOptions,
  originalIds: Map<number, JsonRpcId>,
  results: unknown[],
): Promise<void> {
  if (forward.length === 0) return
  const answers = url
    ? await callUpstream(url, forward, options.timeoutMs, options.maxAnswerBytes)
    : { error: `Chain ${options.chainId} is not supported by this gateway` }
  for (const f of forward) {
    const id = originalIds.get(f.id) ?? null
    if ('error' in answers && typeof answers.error === 'string') {
      results[f.id] = rpcError(id, JSON_RPC_UPSTREAM_ERROR, answers.error)
      continue
    }
    const answer = (answers as Map<number, Record<string, unknown>>).get(f.id)
    results[f.id] = answer
      ? { ...answer, id }
      : rpcError(id, JSON_RPC_UPSTREAM_ERROR, 'Upstream RPC gave no answer for this request')
  }
}

import { callUpstream, type Forwarded } from '../rpc/proxy.js'
import type { TokenInfo } from '../tokens/devnetManifest.js'

/** Selector of ERC-20 `balanceOf(address)`. */
const BALANCE_OF_SELECTOR = '0x70a08231'
/** JSON-RPC id of the native balance read in the batch; token `i` has id `i + 1`. */
const NATIVE_ID = 0

/** The upstream node failed, timed out or answered something that is not a balance. */
export class UpstreamError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UpstreamError'
  }
}

/** Raw balances of one address on one chain. */
export interface ChainBalances {
  native: bigint
  /** Per token of the input list, in order; `undefined` when the token's call failed (reverted, no code). */
  tokens: (bigint | undefined)[]
}

/** `balanceOf(owner)` call data, encoded by hand (selector + the address left-padded to 32 bytes). */
export const balanceOfData = (owner: string): string =>
  `${BALANCE_OF_SELECTOR}${owner.slice(2).toLowerCase().padStart(64, '0')}`

const quantity = (result: unknown): bigint | undefined => {
  if (result === '0x') return 0n
  return typeof result === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(result) ? BigInt(result) : undefined
}

/**
 * Reads the native balance (`eth_getBalance`) and each token's `balanceOf` (`eth_call`) of `owner` at the
 * latest block, in one JSON-RPC batch to `rpcUrl`.
 * @throws {UpstreamError} when the node is down, times out or the native balance read fails.
 */
export async function readBalances(
  rpcUrl: string,
  owner: string,
  tokens: readonly TokenInfo[],
  timeoutMs: number,
): Promise<ChainBalances> {
  const batch: Forwarded[] = [
    { jsonrpc: '2.0', id: NATIVE_ID, method: 'eth_getBalance', params: [owner, 'latest'] },
    ...tokens.map(
      (token, i): Forwarded => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'eth_call',
        params: [{ to: token.address, data: balanceOfData(owner) }, 'latest'],
      }),
    ),
  ]
  const answers = await callUpstream(rpcUrl, batch, timeoutMs)
  if (!(answers instanceof Map)) throw new UpstreamError(answers.error)
  const native = quantity(answers.get(NATIVE_ID)?.result)
  if (native === undefined) throw new UpstreamError('Upstream RPC did not return the native balance')
  return { native, tokens: tokens.map((_, i) => quantity(answers.get(i + 1)?.result)) }
}

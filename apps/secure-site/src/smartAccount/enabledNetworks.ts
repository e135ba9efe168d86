import { type Address, createPublicClient, http, isAddressEqual } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'

/**
 * D-24, F-24: is a smart account possible on a chain? Yes when the gateway's proxy reaches a bundler for it
 * that serves EntryPoint v0.8 (`eth_supportedEntryPoints`) and PorticoSmartAccountFactory is deployed there.
 * Any failure (no bundler: the proxy answers -32601; no node) means no.
 */
export async function isSmartAccountEnabled(rpcUrl: string, factoryAddress: Address): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  try {
    const entryPoints = (await client.request({
      method: 'eth_supportedEntryPoints' as never,
      params: [] as never,
    })) as unknown
    if (!Array.isArray(entryPoints)) return false
    if (!entryPoints.some((e) => typeof e === 'string' && isAddressEqual(e as Address, entryPoint08Address)))
      return false
    const code = await client.getCode({ address: factoryAddress })
    return code !== undefined && code !== '0x'
  } catch {
    return false
  }
}

/** How long a "not enabled" answer is kept: a bundler starting after the frame is found soon after. */
export const NOT_ENABLED_RETRY_MS = 10_000

/**
 * Remembers each chain's answer: "enabled" for the frame's life (a chain does not lose its bundler
 * mid-session), "not enabled" for {@link NOT_ENABLED_RETRY_MS}.
 */
export function enabledNetworksCache(probe: (chainId: number) => Promise<boolean>, now = () => Date.now()) {
  const known = new Map<number, { answer: Promise<boolean>; at: number }>()
  const check = async (chainId: number) => {
    const entry = known.get(chainId)
    if (entry && ((await entry.answer) || now() - entry.at < NOT_ENABLED_RETRY_MS)) return entry.answer
    const answer = probe(chainId)
    known.set(chainId, { answer, at: now() })
    return answer
  }
  return {
    check,
    /** The chain ids of `candidates` where smart accounts are enabled, in order. */
    async list(candidates: readonly number[]): Promise<number[]> {
      const answers = await Promise.all(candidates.map(check))
      return candidates.filter((_, i) => answers[i])
    },
  }
}

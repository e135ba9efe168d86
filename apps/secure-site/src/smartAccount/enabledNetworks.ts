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

/** Remembers each chain's answer for the frame's life (a chain does not lose its bundler mid-session). */
export function enabledNetworksCache(probe: (chainId: number) => Promise<boolean>) {
  const known = new Map<number, Promise<boolean>>()
  const check = (chainId: number) => {
    let answer = known.get(chainId)
    if (!answer) {
      answer = probe(chainId)
      known.set(chainId, answer)
    }
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

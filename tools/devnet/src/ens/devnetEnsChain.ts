import { type Chain, defineChain } from 'viem'
import type { DevnetManifestChain } from '../manifest.js'

/**
 * A viem chain for a devnet chain of the manifest, with `contracts.ensUniversalResolver` set, so that
 * `getEnsAddress` and `getEnsName` work on it.
 * @throws when the manifest chain has no universal resolver (a devnet from before ENS was deployed).
 * @example
 * const client = createPublicClient({ chain: devnetEnsChain(readManifest().chains[0]), transport: http() })
 * await client.getEnsAddress({ name: 'acc-1.portico.test' })
 */
export function devnetEnsChain(chain: DevnetManifestChain): Chain {
  const resolver = chain.contracts.find((contract) => contract.kind === 'ensUniversalResolver')
  if (!resolver) throw new Error(`devnet chain ${chain.chainId} has no ENS universal resolver`)
  return defineChain({
    id: chain.chainId,
    name: `Portico devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { ensUniversalResolver: { address: resolver.address } },
  })
}

import { readFileSync } from 'node:fs'
import { accountFactoryAbi } from '@portico/evm/smart-account'
import { type Address, createPublicClient, http } from 'viem'
import { inject } from 'vitest'

/** A contract of this stack's devnet manifest on chain 31337, by kind and name or symbol. */
export function devnetContract(kind: string, nameOrSymbol: string): Address {
  const manifest = JSON.parse(readFileSync(inject('stack').manifest, 'utf8')) as {
    chains: {
      chainId: number
      contracts: { kind: string; name: string; symbol?: string; address: Address }[]
    }[]
  }
  const found = manifest.chains
    .find((c) => c.chainId === 31337)
    ?.contracts.find((c) => c.kind === kind && (c.name === nameOrSymbol || c.symbol === nameOrSymbol))
  if (!found) throw new Error(`the devnet manifest has no ${kind} ${nameOrSymbol} on chain 31337`)
  return found.address
}

/** The embedded wallet's smart account of `owner` (its key): PorticoSmartAccountFactory's counterfactual address. */
export function smartAccountOwnedBy(owner: Address): Promise<Address> {
  return createPublicClient({ transport: http(inject('stack').evmA) }).readContract({
    address: devnetContract('accountFactory', 'PorticoSmartAccountFactory'),
    abi: accountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

import { type CaipNetwork, ValidationError } from '@portico/core'
import { type Chain, defineChain } from 'viem'

/**
 * A Portico EVM network (`eip155:<id>`) as the viem `Chain` wagmi's `createConfig` takes, so an app keeps one
 * list of networks for both. Throws `ValidationError` for a network of another namespace.
 *
 * @example
 * createConfig({ chains: [toViemChain(anvil), toViemChain(anvilB)], … })
 */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new ValidationError(`toViemChain: network ${network.caipNetworkId} is not an EVM (eip155) network`)
  }
  return defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}

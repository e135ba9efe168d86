import type { CaipNetwork, Eip1193Provider } from '@portico/core'
import { WalletChainErrorCodes } from './constants.js'
import { toQuantity } from './hexEncoding.js'
import { evmChainId } from './networks.js'

/** `wallet_addEthereumChain` parameters (EIP-3085) for a network. */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/** Builds the EIP-3085 parameters from the network: its own RPC URLs and explorer, when it has one. */
export function addEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toQuantity(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/** D-23: whether a switch failed because the wallet does not know the chain (4902, also when wrapped). */
export function isUnrecognizedChainError(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined
  const originalError = (error as { data?: { originalError?: unknown } } | null)?.data?.originalError
  return (
    codeOf(error) === WalletChainErrorCodes.UNRECOGNIZED_CHAIN ||
    codeOf(originalError) === WalletChainErrorCodes.UNRECOGNIZED_CHAIN
  )
}

/**
 * Asks the wallet to switch with `wallet_switchEthereumChain`; when it does not know the chain (4902), adds
 * it with `wallet_addEthereumChain` and switches again. Other errors (e.g. the user declined) propagate.
 */
export async function switchChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = toQuantity(evmChainId(network))
  const request = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await request()
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addEthereumChainParameter(network)],
    })
    await request()
  }
}

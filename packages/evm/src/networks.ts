import { type CaipNetwork, ValidationError } from '@portico/core'
import { EVM_NAMESPACE } from './constants.js'

/** The numeric chain id of an eip155 network; a clear error for any other network. */
export function evmChainId(network: CaipNetwork): number {
  if (network?.chainNamespace !== EVM_NAMESPACE) {
    throw new ValidationError(`Not an EVM network: ${String(network?.caipNetworkId)}`)
  }
  const id = Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new ValidationError(`Invalid EVM chain id: ${String(network.id)}`)
  }
  return id
}

import type { CaipNetworkId, Eip1193Provider } from '@portico/core'
import { EVM_NAMESPACE } from './constants.js'

/**
 * D-25: the networks a provider says the wallet approved (a WalletConnect session's chains), as the
 * `approvedCaipNetworkIds` of a connection; nothing for providers that do not say (any chain can be asked
 * for). An answer that is not a list of positive chain ids is ignored, with a warning.
 */
export function approvedNetworks(provider: Eip1193Provider): { approvedCaipNetworkIds?: CaipNetworkId[] } {
  if (typeof provider.approvedChainIds !== 'function') return {}
  let ids: unknown
  try {
    ids = provider.approvedChainIds()
  } catch (error) {
    console.warn('@portico/evm: approvedChainIds() failed; treating every network as approved', error)
    return {}
  }
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    console.warn('@portico/evm: approvedChainIds() returned no valid chain ids; ignored', ids)
    return {}
  }
  return { approvedCaipNetworkIds: ids.map((id: number) => `${EVM_NAMESPACE}:${id}` as CaipNetworkId) }
}

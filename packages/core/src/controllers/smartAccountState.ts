import { patchAccountState, patchNetworkState } from '../stores/chains.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'

/**
 * D-24, F-24, N-06: copies an embedded wallet's smart-account state into the chain's state: the enabled
 * networks, whether the smart account is deployed and the preferred account type of the namespace. Connectors
 * without a smart account change nothing.
 */
export function applySmartAccountState(ctx: CoreContext, namespace: ChainNamespace, connector?: Connector) {
  const smart = connector?.smartAccount?.()
  if (!smart) return
  const previous = ctx.chains.getState().chains[namespace]?.accountState
  patchAccountState(ctx.chains, namespace, {
    smartAccountDeployed: smart.deployed,
    preferredAccountTypes: { ...previous?.preferredAccountTypes, [namespace]: smart.preferredAccountType },
    // The active address is the smart account's when that type is in use (SIWX verifies it by ERC-1271/6492).
    allAccounts: (previous?.allAccounts ?? []).map((account) =>
      account.address === previous?.address ? { ...account, type: smart.preferredAccountType } : account,
    ),
  })
  patchNetworkState(ctx.chains, namespace, { smartAccountEnabledNetworks: [...smart.enabledNetworks] })
}

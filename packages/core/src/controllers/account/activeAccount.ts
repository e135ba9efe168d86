import type { CoreContext } from '../context.js'

/**
 * The active namespace, network, plain address and connector, or undefined while nothing is connected. The
 * `key` (`<caipNetworkId>:<address>`) names the lists that belong to this account on this network.
 */
export function activeAccount(ctx: CoreContext) {
  const { activeChain, activeCaipNetwork, chains } = ctx.chains.getState()
  const account = activeChain ? chains[activeChain]?.accountState : undefined
  const address = account?.address
  const adapter = activeChain ? ctx.adapters.get(activeChain) : undefined
  if (!activeChain || !activeCaipNetwork || !address || !adapter) return undefined
  return {
    namespace: activeChain,
    network: activeCaipNetwork,
    address,
    adapter,
    connectorId: ctx.connections.getState().connectorIds[activeChain],
    lastRetry: account?.lastRetry,
    /** G-15, L-12: the address is a smart account (an ERC-4337 account of the embedded wallet), not an EOA. */
    isSmartAccount: account.allAccounts.some(
      (a) => a.type === 'smartAccount' && a.address.toLowerCase() === address.toLowerCase(),
    ),
    key: `${activeCaipNetwork.caipNetworkId}:${address}`,
  }
}

export type ActiveAccount = NonNullable<ReturnType<typeof activeAccount>>

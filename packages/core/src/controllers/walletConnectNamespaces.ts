import type { Account } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectConnector } from '../types/walletconnect.js'
import type { ConnectionController } from './connectionController.js'
import type { CoreContext } from './context.js'

type Granted = { chains: string[]; accounts: Account[] }

/** The session's CAIP-10 accounts outside eip155, by namespace (only namespaces the app has an adapter for). */
function grantedOutsideEip155(ctx: CoreContext, accounts: readonly string[]): Map<ChainNamespace, Granted> {
  const out = new Map<ChainNamespace, Granted>()
  for (const account of accounts) {
    const [namespace, reference, address] = account.split(':') as [ChainNamespace, string?, string?]
    if (namespace === 'eip155' || !reference || !address || !ctx.adapters.has(namespace)) continue
    const entry = out.get(namespace) ?? { chains: [], accounts: [] }
    const chain = `${namespace}:${reference}`
    if (!entry.chains.includes(chain)) entry.chains.push(chain)
    if (!entry.accounts.some((a) => a.address === address))
      entry.accounts.push({ namespace, address, type: 'eoa' })
    out.set(namespace, entry)
  }
  return out
}

/**
 * O-01: the namespaces besides eip155 that a WalletConnect session grants (solana, bip122) show its accounts in
 * that namespace's state, the first account current and the granted chains approved (D-25), without taking
 * the active chain. A namespace connected through another wallet keeps that wallet. When the session ends,
 * those namespaces are reset with it. Loaded only when a session grants such a namespace.
 */
export function applyWalletConnectNamespaces(
  ctx: CoreContext,
  connection: ConnectionController,
  connector: WalletConnectConnector,
): void {
  const applied: ChainNamespace[] = []
  for (const [namespace, granted] of grantedOutsideEip155(ctx, connector.accounts?.() ?? [])) {
    const current = ctx.connections.getState().connectorIds[namespace]
    const [first] = granted.accounts
    if (!first || (current && current !== WALLET_CONNECT_CONNECTOR_ID)) continue
    connection.applyConnection(
      namespace,
      {
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
        address: first.address,
        chainId: granted.chains[0]?.split(':')[1] ?? '',
        accounts: granted.accounts,
        approvedCaipNetworkIds: granted.chains as CaipNetworkId[],
      },
      { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: 'WalletConnect', chain: namespace },
      false,
    )
    applied.push(namespace)
  }
  if (applied.length === 0) return
  const ended = () => {
    connector.provider.removeListener?.('disconnect', ended)
    for (const namespace of applied) {
      if (ctx.connections.getState().connectorIds[namespace] === WALLET_CONNECT_CONNECTOR_ID)
        connection.resetAccount(namespace)
    }
  }
  connector.provider.on?.('disconnect', ended)
}

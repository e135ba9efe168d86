import { sortRequestedNetworks } from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { ListRow } from '../ui/ListRow.js'

/** D-25: shown on networks the connected wallet has not approved. */
export const NOT_APPROVED_TAG = 'Not supported by wallet'

/**
 * D-25: the app's networks, wallet-approved ones first (D-18); networks the wallet has not approved are
 * marked and disabled, and every row is disabled when `enableNetworkSwitch` is off. Picking one follows the
 * switch rules of D-06 to D-09.
 */
export function NetworksView() {
  const portico = usePorticoInstance()
  const { networks, active, approved } = useStoreSelector(portico.stores.chains, (s) => {
    const state = s.activeChain ? s.chains[s.activeChain]?.networkState : undefined
    return {
      networks: s.caipNetworks,
      active: s.activeCaipNetwork?.caipNetworkId,
      approved: state && !state.supportsAllNetworks ? state.approvedCaipNetworkIds : undefined,
    }
  })
  const enabled = useStoreSelector(portico.stores.options, (s) => s.enableNetworkSwitch)
  const isApproved = (id: string, namespace: string) =>
    !approved || namespace !== active?.split(':')[0] || approved.includes(id as `${string}:${string}`)
  return (
    <div data-testid="view-Networks">
      <ul className="list">
        {sortRequestedNetworks(networks, approved ?? []).map((network) => {
          const supported = isApproved(network.caipNetworkId, network.chainNamespace)
          return (
            <li key={network.caipNetworkId}>
              <ListRow
                testId={`network-${network.caipNetworkId}`}
                name={network.name}
                tag={network.caipNetworkId === active ? 'Active' : supported ? undefined : NOT_APPROVED_TAG}
                current={network.caipNetworkId === active}
                disabled={!enabled || !supported}
                image={portico.gateway.assetImageUrl(network.caipNetworkId)}
                onClick={() => portico.selectNetwork(network)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

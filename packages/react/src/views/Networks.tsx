import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { ListRow } from '../ui/ListRow.js'

/** D-25: the app's networks; picking one follows the switch rules of D-06 to D-09. */
export function NetworksView() {
  const portico = usePorticoInstance()
  const { networks, active } = useStoreSelector(portico.stores.chains, (s) => ({
    networks: s.caipNetworks,
    active: s.activeCaipNetwork?.caipNetworkId,
  }))
  const enabled = useStoreSelector(portico.stores.options, (s) => s.enableNetworkSwitch)
  return (
    <div data-testid="view-Networks">
      <ul className="list">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListRow
              testId={`network-${network.caipNetworkId}`}
              name={network.name}
              tag={network.caipNetworkId === active ? 'Active' : undefined}
              current={network.caipNetworkId === active}
              disabled={!enabled}
              image={portico.gateway.assetImageUrl(network.caipNetworkId)}
              onClick={() => portico.selectNetwork(network)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

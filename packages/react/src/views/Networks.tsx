import { type CaipNetwork, sortRequestedNetworks } from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { ListRow } from '../ui/ListRow.js'
import { NETWORKS_EN } from './networksStrings.js'

/** D-25: shown on networks the connected wallet has not approved. */
export const NOT_APPROVED_TAG = NETWORKS_EN.notApproved

/** Namespaces whose group has a heading in NETWORKS_EN, shown when the app configured several (D-01). */
const HEADED = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
type Headed = (typeof HEADED)[number]
const isHeaded = (namespace: string): namespace is Headed => (HEADED as readonly string[]).includes(namespace)

/** The networks grouped by namespace, in the order their namespaces first appear. */
function byNamespace(networks: readonly CaipNetwork[]): [string, CaipNetwork[]][] {
  const groups = new Map<string, CaipNetwork[]>()
  for (const network of networks) {
    const group = groups.get(network.chainNamespace) ?? []
    group.push(network)
    groups.set(network.chainNamespace, group)
  }
  return [...groups]
}

/**
 * D-25: the app's networks, grouped by namespace when there are several (the active namespace's first),
 * wallet-approved ones first (D-18); networks the wallet has not approved are marked and disabled, and every
 * row is disabled when `enableNetworkSwitch` is off. Picking one follows the switch rules of D-06 to D-09.
 */
export function NetworksView() {
  const portico = usePorticoInstance()
  const { networks, active, activeChain, approved } = useStoreSelector(portico.stores.chains, (s) => {
    const state = s.activeChain ? s.chains[s.activeChain]?.networkState : undefined
    return {
      networks: s.caipNetworks,
      active: s.activeCaipNetwork?.caipNetworkId,
      activeChain: s.activeChain,
      approved: state && !state.supportsAllNetworks ? state.approvedCaipNetworkIds : undefined,
    }
  })
  const enabled = useStoreSelector(portico.stores.options, (s) => s.enableNetworkSwitch)
  const t = useStrings('networks', NETWORKS_EN)
  const heading = (namespace: string) => (isHeaded(namespace) ? t[namespace] : namespace)
  const isApproved = (id: string, namespace: string) =>
    !approved || namespace !== activeChain || approved.includes(id as `${string}:${string}`)
  const groups = byNamespace(networks).sort(
    ([a], [b]) => Number(b === activeChain) - Number(a === activeChain),
  )
  const row = (network: CaipNetwork) => {
    const supported = isApproved(network.caipNetworkId, network.chainNamespace)
    return (
      <li key={network.caipNetworkId}>
        <ListRow
          testId={`network-${network.caipNetworkId}`}
          name={network.name}
          tag={network.caipNetworkId === active ? t.active : supported ? undefined : t.notApproved}
          current={network.caipNetworkId === active}
          disabled={!enabled || !supported}
          image={portico.gateway.assetImageUrl(network.caipNetworkId)}
          onClick={() => portico.selectNetwork(network)}
        />
      </li>
    )
  }
  return (
    <div data-testid="view-Networks">
      {groups.map(([namespace, list]) => {
        const sorted = sortRequestedNetworks(list, namespace === activeChain ? (approved ?? []) : [])
        return (
          <section key={namespace} data-testid={`networks-${namespace}`} aria-label={heading(namespace)}>
            {groups.length > 1 && <p className="muted">{heading(namespace)}</p>}
            <ul className="list">{sorted.map(row)}</ul>
          </section>
        )
      })}
    </div>
  )
}

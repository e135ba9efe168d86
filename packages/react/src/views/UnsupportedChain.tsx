import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { ListRow } from '../ui/ListRow.js'
import { NETWORKS_EN } from './networksStrings.js'

/** D-22: the text of UnsupportedChain; I-02: its swap variant. */
export const UNSUPPORTED_CHAIN_TEXT = NETWORKS_EN.unsupported
export const SWAP_UNSUPPORTED_CHAIN_TEXT = NETWORKS_EN.swapUnsupported

/** D-22: the wallet is on a network the app does not support (I-02: or that swaps do not support). */
export function UnsupportedChainView() {
  const portico = usePorticoInstance()
  const networks = useStoreSelector(portico.stores.chains, (s) => s.caipNetworks)
  const forSwap = useStoreSelector(portico.stores.router, (s) => s.data?.swapUnsupportedChain === true)
  const t = useStrings('networks', NETWORKS_EN)
  return (
    <div data-testid="view-UnsupportedChain">
      <p className="muted">{forSwap ? t.swapUnsupported : t.unsupported}</p>
      <ul className="list">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListRow
              testId={`network-${network.caipNetworkId}`}
              name={network.name}
              onClick={() => portico.stores.router.getState().push('SwitchNetwork', { network })}
            />
          </li>
        ))}
        <li>
          <ListRow
            testId="unsupported-disconnect"
            name={t.disconnect}
            onClick={async () => {
              await portico.disconnect()
              portico.close()
            }}
          />
        </li>
      </ul>
    </div>
  )
}

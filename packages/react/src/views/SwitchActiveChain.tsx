import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useStrings } from '../i18n/useStrings.js'
import { NETWORKS_EN } from './networksStrings.js'

/** D-21: the connected wallet has no account on the target chain; 'Switch' goes to Connect for that chain. */
export function SwitchActiveChainView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const chain = data?.network?.name ?? data?.switchToChain ?? ''
  const t = useStrings('networks', NETWORKS_EN)
  const switchChain = async () => {
    if (!data?.network) return
    try {
      await portico.switchActiveChain(data.network)
    } catch {
      portico.notifications.showError(t.switchDeclined)
    }
  }
  return (
    <div className="center" data-testid="view-SwitchActiveChain">
      <p>{fill(t.switchTo, { chain })}</p>
      <p className="muted">{fill(t.chainNotSupported, { chain })}</p>
      <button
        type="button"
        className="button"
        data-testid="switch-active-chain"
        onClick={() => void switchChain()}
      >
        {t.switch}
      </button>
    </div>
  )
}

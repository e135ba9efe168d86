import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

/** D-21: the connected wallet has no account on the target chain; 'Switch' goes to Connect for that chain. */
export function SwitchActiveChainView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const chain = data?.network?.name ?? data?.switchToChain ?? ''
  const switchChain = async () => {
    if (!data?.network) return
    try {
      await portico.switchActiveChain(data.network)
    } catch {
      portico.notifications.showError('Switch declined')
    }
  }
  return (
    <div className="center" data-testid="view-SwitchActiveChain">
      <p>Switch to {chain}</p>
      <p className="muted">
        Connected wallet doesn't support connecting to {chain} chain. You need to connect with a different
        wallet.
      </p>
      <button
        type="button"
        className="button"
        data-testid="switch-active-chain"
        onClick={() => void switchChain()}
      >
        Switch
      </button>
    </div>
  )
}

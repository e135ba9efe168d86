import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

/** D-21: the connected wallet has no account on the target chain. */
export function SwitchActiveChainView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const chain = data?.network?.name ?? data?.switchToChain ?? ''
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
        onClick={async () => {
          if (data?.network) await portico.switchNetwork(data.network)
          portico.stores.router.getState().replace('Connect')
        }}
      >
        Switch
      </button>
    </div>
  )
}

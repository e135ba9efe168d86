import type { View } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

type Feature = { id: 'swaps' | 'receive' | 'send'; label: string; view?: View; evmOnly?: boolean }

const FEATURES: readonly Feature[] = [
  // I-02: Swap opens through its controller (Swap, or UnsupportedChain with the swap text); EVM only.
  { id: 'swaps', label: 'Swap', evmOnly: true },
  { id: 'receive', label: 'Receive', view: 'WalletReceive' },
  { id: 'send', label: 'Send', view: 'WalletSend' },
]

/** I-02, H-01, G-01: the Swap, Receive and Send buttons, each when its feature is on, in `walletFeaturesOrder`. */
export function AccountFeatures() {
  const portico = usePorticoInstance()
  const features = useStoreSelector(portico.stores.options, (o) => o.features)
  const namespace = useStoreSelector(portico.stores.chains, (s) => s.activeChain)
  const shown = FEATURES.filter((f) => features[f.id] && (!f.evmOnly || namespace === 'eip155')).sort(
    (a, b) => features.walletFeaturesOrder.indexOf(a.id) - features.walletFeaturesOrder.indexOf(b.id),
  )
  if (shown.length === 0) return null
  return (
    <div className="features">
      {shown.map((f) => (
        <button
          key={f.id}
          type="button"
          className="button secondary"
          data-testid={`account-feature-${f.id}`}
          onClick={() =>
            f.view ? portico.stores.router.getState().push(f.view) : void portico.openSwap().catch(() => {})
          }
        >
          {f.label}
        </button>
      ))}
    </div>
  )
}

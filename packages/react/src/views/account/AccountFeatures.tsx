import type { View } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

type Feature = { id: 'onramp' | 'swaps' | 'receive' | 'send'; label: string; view?: View; evmOnly?: boolean }

const FEATURES: readonly Feature[] = [
  { id: 'onramp', label: 'Buy', view: 'OnRampProviders' },
  // I-02: Swap opens through its controller (Swap, or UnsupportedChain with the swap text); EVM only.
  { id: 'swaps', label: 'Swap', evmOnly: true },
  { id: 'receive', label: 'Receive', view: 'WalletReceive' },
  { id: 'send', label: 'Send', view: 'WalletSend' },
]

/**
 * J-01, I-02, H-01, G-01: the Buy, Swap, Receive and Send buttons, each when its feature is on, in
 * `walletFeaturesOrder`. The Account view shows them on eip155 and solana only (E-09), the namespaces of the
 * on-ramp too (J-13); Swap on eip155 only.
 */
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

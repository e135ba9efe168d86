import type { View } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

const FEATURES = [
  { id: 'onramp', label: 'Buy', view: 'OnRampProviders' },
  { id: 'receive', label: 'Receive', view: 'WalletReceive' },
  { id: 'send', label: 'Send', view: 'WalletSend' },
] as const satisfies readonly { id: string; label: string; view: View }[]

/**
 * J-01, H-01, G-01: the Buy, Receive and Send buttons, each when its feature is on, in `walletFeaturesOrder`.
 * The Account view shows them on eip155 and solana only (E-09), the namespaces of the on-ramp too (J-13).
 */
export function AccountFeatures() {
  const portico = usePorticoInstance()
  const features = useStoreSelector(portico.stores.options, (o) => o.features)
  const shown = FEATURES.filter((f) => features[f.id]).sort(
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
          onClick={() => portico.stores.router.getState().push(f.view)}
        >
          {f.label}
        </button>
      ))}
    </div>
  )
}

import type { View } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { ACCOUNT_EN } from './accountStrings.js'

type Feature = { id: 'onramp' | 'swaps' | 'receive' | 'send'; view?: View; evmOnly?: boolean }

const FEATURES: Readonly<Record<Feature['id'], Feature>> = {
  onramp: { id: 'onramp', view: 'OnRampProviders' },
  // I-02: Swap opens through its controller (Swap, or UnsupportedChain with the swap text); EVM only.
  swaps: { id: 'swaps', evmOnly: true },
  receive: { id: 'receive', view: 'WalletReceive' },
  send: { id: 'send', view: 'WalletSend' },
}

/**
 * J-01, I-02, H-01, G-01: the Buy, Swap, Receive and Send buttons, each when its feature is on. A-26: only the
 * features `walletFeaturesOrder` lists, in its order (A-31: its setter re-renders them). The Account view shows
 * them on eip155 and solana only (E-09), the namespaces of the on-ramp too (J-13); Swap on eip155 only.
 */
export function AccountFeatures() {
  const portico = usePorticoInstance()
  const features = useStoreSelector(portico.stores.options, (o) => o.features)
  const namespace = useStoreSelector(portico.stores.chains, (s) => s.activeChain)
  const t = useStrings('account', ACCOUNT_EN)
  const shown = [...new Set(features.walletFeaturesOrder)]
    .map((id) => FEATURES[id])
    .filter((f) => features[f.id] && (!f.evmOnly || namespace === 'eip155'))
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
          {t[f.id]}
        </button>
      ))}
    </div>
  )
}

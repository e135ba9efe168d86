import { checkIfSmartAccountEnabled } from '@portico/core'
import { useState } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { ACCOUNT_EN } from './accountStrings.js'

/**
 * E-23: offers the embedded wallet's smart account when smart accounts are enabled on the active network
 * (D-24) and the account in use is the key (eoa). Nothing otherwise, and nothing for other wallets.
 */
export function AccountTypeSwitch() {
  const portico = usePorticoInstance()
  const offered = useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    const type = s.activeChain ? account?.preferredAccountTypes[s.activeChain] : undefined
    return s.activeChain === 'eip155' && type === 'eoa' && checkIfSmartAccountEnabled(s)
  })
  const embedded = useStoreSelector(
    portico.stores.connectors,
    (s) => !!s.connectors.find((c) => c.id === portico.getConnectorId('eip155'))?.setPreferredAccountType,
  )
  const [busy, setBusy] = useState(false)
  const t = useStrings('account', ACCOUNT_EN)
  if (!offered || !embedded) return null
  return (
    <button
      type="button"
      className="button secondary"
      data-testid="account-switch-smart-account"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void portico
          .setPreferredAccountType('smartAccount')
          .catch(() => undefined)
          .finally(() => setBusy(false))
      }}
    >
      {busy ? t.switchingAccountType : t.switchToSmartAccount}
    </button>
  )
}

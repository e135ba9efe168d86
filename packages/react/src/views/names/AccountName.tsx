import { NAMES_NAMESPACES } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { NAMES_EN } from './namesStrings.js'

/**
 * E-17, E-18, L-01: the Account header's name (`account-name`) when the account has one, else on eip155 a
 * button that opens RegisterAccountName (`account-feature-name`). The profile is fetched when the account
 * changes.
 */
export function AccountName() {
  const portico = usePorticoInstance()
  const { namespace, address, name } = useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    return { namespace: s.activeChain, address: account?.address, name: account?.profileName }
  })
  const t = useStrings('names', NAMES_EN)
  useEffect(() => {
    if (!address) return
    portico.syncProfile().catch((error: unknown) => console.warn('[portico] profile lookup failed', error))
  }, [portico, address])

  if (name) {
    return (
      <p className="address" data-testid="account-name">
        {name}
      </p>
    )
  }
  if (!namespace || !NAMES_NAMESPACES.includes(namespace)) return null
  return (
    <button
      type="button"
      className="button secondary"
      data-testid="account-feature-name"
      onClick={() => portico.stores.router.getState().push('RegisterAccountName')}
    >
      {t.chooseName}
    </button>
  )
}

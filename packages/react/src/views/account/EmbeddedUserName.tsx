import { findEmbeddedConnector, formatDisplayName } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/**
 * E-19: the embedded-wallet user's name in the Account header: the social username if any, else the email;
 * a discord name ending in '0' loses it; over 30 characters truncated. Rendered as text (provider data is
 * untrusted). Nothing for other wallets.
 */
export function EmbeddedUserName() {
  const portico = usePorticoInstance()
  const { user, social } = useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    return { user: account?.user, social: account?.socialProvider }
  })
  const connectorId = useStoreSelector(portico.stores.connections, (s) => s.connectorIds.eip155)
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  // After a reload (F-14) the account state has no user yet: ask the AUTH connector that restored the session.
  const restored = connectorId === 'AUTH' ? findEmbeddedConnector(connectors)?.login.user() : undefined
  const name = user?.username ?? user?.email ?? restored?.userName ?? restored?.email
  if (!name) return null
  return (
    <p className="muted" data-testid="account-user" title={name}>
      {formatDisplayName(name, social ?? restored?.socialProvider)}
    </p>
  )
}

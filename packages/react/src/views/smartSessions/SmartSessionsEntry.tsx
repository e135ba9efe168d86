import { smartSessionsEnabled } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { SMART_SESSIONS_EN } from './smartSessionStrings.js'

/**
 * N-05: the Account view's "Smart sessions" entry, shown only with `features.smartSessions` on, on eip155 and for
 * a smart account; it opens SmartSessionList.
 */
export function SmartSessionsEntry() {
  const portico = usePorticoInstance()
  const features = useStoreSelector(portico.stores.options, (o) => o.features)
  const enabled = useStoreSelector(portico.stores.chains, (s) => smartSessionsEnabled(features, s))
  const t = useStrings('smartSessions', SMART_SESSIONS_EN)
  if (!enabled) return null
  return (
    <button
      type="button"
      className="button secondary"
      data-testid="account-feature-smart-sessions"
      onClick={() => portico.stores.router.getState().push('SmartSessionList')}
    >
      {t.entry}
    </button>
  )
}

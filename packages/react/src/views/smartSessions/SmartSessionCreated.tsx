import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useLang, useStrings } from '../../i18n/useStrings.js'
import { Spinner } from '../../ui/Spinner.js'
import { AccountStyles } from '../account/AccountStyles.js'
import { describePermission } from './describePermission.js'
import { sessionDate } from './SmartSessionRow.js'
import { SmartSessionStyles } from './SmartSessionStyles.js'
import { SMART_SESSIONS_EN } from './smartSessionStrings.js'
import { useSmartSessions } from './useSmartSessions.js'

/** N-04: the success view after `wallet_grantPermissions`: what the new session allows, and until when. */
export function SmartSessionCreatedView() {
  const feature = useSmartSessions()
  const t = useStrings('smartSessions', SMART_SESSIONS_EN)
  if (!feature) {
    return (
      <div className="center" data-testid="view-SmartSessionCreated">
        <Spinner label={t.loading} />
      </div>
    )
  }
  return <Created feature={feature} />
}

function Created({ feature }: { feature: NonNullable<ReturnType<typeof useSmartSessions>> }) {
  const portico = usePorticoInstance()
  const created = useStoreSelector(feature.store, (s) => s.created)
  const router = portico.stores.router.getState()
  const t = useStrings('smartSessions', SMART_SESSIONS_EN)
  const lang = useLang()
  return (
    <div className="center" data-testid="view-SmartSessionCreated">
      <AccountStyles />
      <SmartSessionStyles />
      <p>{t.created}</p>
      {created && (
        <div className="session" data-testid="smart-session-created" data-pci={created.pci}>
          <ul className="session-permissions">
            {created.permissions.map((permission, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions never change order
              <li key={index}>{describePermission(permission, [], t)}</li>
            ))}
          </ul>
          <p className="muted">{fill(t.expires, { date: sessionDate(created.expiry, lang) })}</p>
        </div>
      )}
      <p className="muted">{t.createdDetail}</p>
      <button type="button" className="button" onClick={() => router.replace('SmartSessionList')}>
        {t.viewSessions}
      </button>
      <button type="button" className="button secondary" onClick={() => router.reset('Account')}>
        {t.backToAccount}
      </button>
    </div>
  )
}

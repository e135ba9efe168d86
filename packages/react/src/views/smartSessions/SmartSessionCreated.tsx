import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { Spinner } from '../../ui/Spinner.js'
import { AccountStyles } from '../account/AccountStyles.js'
import { describePermission } from './describePermission.js'
import { SmartSessionStyles } from './SmartSessionStyles.js'
import { SmartSessionStrings as S } from './smartSessionStrings.js'
import { useSmartSessions } from './useSmartSessions.js'

/** N-04: the success view after `wallet_grantPermissions`: what the new session allows, and until when. */
export function SmartSessionCreatedView() {
  const feature = useSmartSessions()
  if (!feature) {
    return (
      <div className="center" data-testid="view-SmartSessionCreated">
        <Spinner label={S.LOADING} />
      </div>
    )
  }
  return <Created feature={feature} />
}

function Created({ feature }: { feature: NonNullable<ReturnType<typeof useSmartSessions>> }) {
  const portico = usePorticoInstance()
  const created = useStoreSelector(feature.store, (s) => s.created)
  const router = portico.stores.router.getState()
  return (
    <div className="center" data-testid="view-SmartSessionCreated">
      <AccountStyles />
      <SmartSessionStyles />
      <p>{S.CREATED}</p>
      {created && (
        <div className="session" data-testid="smart-session-created" data-pci={created.pci}>
          <ul className="session-permissions">
            {created.permissions.map((permission, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions never change order
              <li key={index}>{describePermission(permission, [])}</li>
            ))}
          </ul>
          <p className="muted">{S.expires(new Date(created.expiry).toLocaleString())}</p>
        </div>
      )}
      <p className="muted">{S.CREATED_DETAIL}</p>
      <button type="button" className="button" onClick={() => router.replace('SmartSessionList')}>
        {S.VIEW_SESSIONS}
      </button>
      <button type="button" className="button secondary" onClick={() => router.reset('Account')}>
        {S.BACK_TO_ACCOUNT}
      </button>
    </div>
  )
}

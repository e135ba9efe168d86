import type { SmartSession, SmartSessionStatus } from '@portico/core'
import { fill, useLang, useStrings } from '../../i18n/useStrings.js'
import { describePermission, type KnownToken } from './describePermission.js'
import { SMART_SESSIONS_EN } from './smartSessionStrings.js'

type Props = {
  session: SmartSession
  status: SmartSessionStatus
  tokens: readonly KnownToken[]
  revoking: boolean
  onRevoke?: () => void
}

/** A date and time in the language shown (the browser's own format in English). */
export const sessionDate = (ms: number, lang: string) =>
  new Date(ms).toLocaleString(lang === 'en' ? undefined : lang)

/** One session: what it allows, when it ends (or ended), and, while active, its revoke button (N-02, N-03). */
export function SmartSessionRow({ session, status, tokens, revoking, onRevoke }: Props) {
  const t = useStrings('smartSessions', SMART_SESSIONS_EN)
  const lang = useLang()
  const when =
    status === 'revoked'
      ? fill(t.revoked, { date: sessionDate(session.revokedAt ?? 0, lang) })
      : fill(status === 'expired' ? t.expired : t.expires, { date: sessionDate(session.expiry, lang) })
  return (
    <li className="session" data-testid="smart-session-row" data-pci={session.pci} data-status={status}>
      <ul className="session-permissions">
        {session.permissions.map((permission, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions never change order
          <li key={index}>{describePermission(permission, tokens, t)}</li>
        ))}
      </ul>
      <p className="muted">{when}</p>
      {onRevoke && (
        <button
          type="button"
          className="button secondary"
          data-testid="smart-session-revoke"
          disabled={revoking}
          onClick={onRevoke}
        >
          {revoking ? t.revoking : t.revoke}
        </button>
      )}
    </li>
  )
}

import type { SmartSession, SmartSessionStatus } from '@portico/core'
import { describePermission, type KnownToken } from './describePermission.js'
import { SmartSessionStrings as S } from './smartSessionStrings.js'

type Props = {
  session: SmartSession
  status: SmartSessionStatus
  tokens: readonly KnownToken[]
  revoking: boolean
  onRevoke?: () => void
}

const date = (ms: number) => new Date(ms).toLocaleString()

/** One session: what it allows, when it ends (or ended), and, while active, its revoke button (N-02, N-03). */
export function SmartSessionRow({ session, status, tokens, revoking, onRevoke }: Props) {
  const when =
    status === 'revoked'
      ? S.revoked(date(session.revokedAt ?? 0))
      : status === 'expired'
        ? S.expired(date(session.expiry))
        : S.expires(date(session.expiry))
  return (
    <li className="session" data-testid="smart-session-row" data-pci={session.pci} data-status={status}>
      <ul className="session-permissions">
        {session.permissions.map((permission, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions never change order
          <li key={index}>{describePermission(permission, tokens)}</li>
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
          {revoking ? S.REVOKING : S.REVOKE}
        </button>
      )}
    </li>
  )
}

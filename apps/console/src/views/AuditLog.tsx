import { type AuditEntry, consoleApi } from '../api/consoleApi.js'
import { useAsync } from '../state/useAsync.js'

/** A value before or after a change, in a few words. */
const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'boolean'
      ? value
        ? 'on'
        : 'off'
      : String(value)

/** What an entry's action means, in words. */
function describe(entry: AuditEntry): string {
  if (entry.action === 'origin.add') return `Added origin ${shown(entry.after)}`
  if (entry.action === 'origin.remove') return `Removed origin ${shown(entry.before)}`
  if (entry.action.startsWith('feature.'))
    return `Turned ${entry.action.slice('feature.'.length)} ${shown(entry.after)}`
  return entry.action
}

/** The project's audit log: who changed what and when, newest first. */
export function AuditLog({ projectId, round }: { projectId: string; round: number }) {
  const audit = useAsync(() => consoleApi.audit(projectId), `audit:${projectId}:${round}`)
  const entries = audit.value ?? []
  return (
    <section aria-labelledby="audit-title" className="panel">
      <h2 id="audit-title">Audit log</h2>
      {audit.error ? (
        <p role="alert" className="error">
          {audit.error.message}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="muted">No change yet.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr
                key={entry.id}
                data-testid="console-audit-row"
                data-action={entry.action}
                data-actor={entry.actor}
              >
                <td>
                  <time dateTime={entry.at}>{entry.at.slice(0, 19).replace('T', ' ')}</time>
                </td>
                <td>{entry.actor}</td>
                <td>{describe(entry)}</td>
                <td>{shown(entry.before)}</td>
                <td>{shown(entry.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

import type { Queryable } from '../db/Db.js'
import type { OperatorIdentity } from './consoleOidc.js'

/** Most audit entries one request lists. */
export const MAX_AUDIT_LISTED = 200

/** One change, as the audit log keeps it. */
export interface AuditChange {
  /** What changed: `origin.add`, `origin.remove`, `feature.<name>`. */
  action: string
  before: unknown
  after: unknown
}

/** An audit-log entry: who changed what in which project, and when. */
export interface AuditEntry extends AuditChange {
  id: string
  at: string
  projectId: string
  actor: string
  actorSubject: string
}

/** Records `changes` by `operator`; call it inside the change's own transaction. */
export async function recordAudit(
  tx: Queryable,
  projectId: string,
  operator: OperatorIdentity,
  changes: readonly AuditChange[],
): Promise<void> {
  for (const change of changes) {
    await tx.query(
      `INSERT INTO console_audit (project_id, actor_subject, actor_name, action, before, after)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        projectId,
        operator.subject,
        operator.name,
        change.action,
        JSON.stringify(change.before ?? null),
        JSON.stringify(change.after ?? null),
      ],
    )
  }
}

/** A project's audit log, newest first. */
export async function listAudit(db: Queryable, projectId: string): Promise<AuditEntry[]> {
  const { rows } = await db.query<{
    id: string
    at: Date
    project_id: string
    actor_subject: string
    actor_name: string
    action: string
    before: unknown
    after: unknown
  }>(
    `SELECT id::text AS id, at, project_id, actor_subject, actor_name, action, before, after
     FROM console_audit WHERE project_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
    [projectId, MAX_AUDIT_LISTED],
  )
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    projectId: r.project_id,
    actor: r.actor_name,
    actorSubject: r.actor_subject,
    action: r.action,
    before: r.before,
    after: r.after,
  }))
}

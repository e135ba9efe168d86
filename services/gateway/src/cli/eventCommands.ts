import type { Queryable } from '../db/Db.js'
import { DECIMAL_INTEGER } from '../http/strictNumbers.js'
import { type EventQuery, listEvents, MAX_EVENTS_LISTED } from '../repos/eventRepo.js'
import { isProjectId } from '../repos/projectRepo.js'
import { UsageError } from './usage.js'

const parseTime = (raw: string, flag: string): Date => {
  const t = new Date(raw)
  if (Number.isNaN(t.getTime())) throw new UsageError(`${flag} must be an ISO time like 2026-01-31T12:00:00Z`)
  return t
}

/** Runs `events list …` and returns what to print (newest first). */
export async function runEventCommand(
  db: Queryable,
  action: string | undefined,
  o: { project?: string; type?: string; since?: string; until?: string; limit?: string; json?: boolean },
): Promise<string> {
  if (action !== 'list')
    throw new UsageError(
      action ? `Unknown events command "${action}" (list)` : 'Give an events command: list',
    )
  const q: EventQuery = {}
  if (o.project !== undefined) {
    if (!isProjectId(o.project)) throw new UsageError(`"${o.project}" is not a project id`)
    q.projectId = o.project
  }
  if (o.type !== undefined) q.type = o.type
  if (o.since !== undefined) q.since = parseTime(o.since, '--since')
  if (o.until !== undefined) q.until = parseTime(o.until, '--until')
  if (o.limit !== undefined) {
    const n = Number(o.limit)
    if (!DECIMAL_INTEGER.test(o.limit) || n < 1 || n > MAX_EVENTS_LISTED) {
      throw new UsageError(`--limit must be 1 to ${MAX_EVENTS_LISTED}`)
    }
    q.limit = n
  }
  const found = await listEvents(db, q)
  if (o.json) return JSON.stringify(found, null, 2)
  if (!found.length) return '(no events)'
  return found
    .map(
      (e) =>
        `${e.receivedAt.toISOString()}  ${e.projectId}  ${e.type}  ${e.event ?? '-'}  ${e.origin ?? '-'}  ` +
        JSON.stringify(e.props),
    )
    .join('\n')
}

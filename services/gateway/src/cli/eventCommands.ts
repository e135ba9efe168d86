import { type EventQuery, listEvents, MAX_EVENTS_LISTED } from '../analytics/eventRepo.js'
import { DAY_MS, purgeEventsBefore } from '../analytics/eventRetention.js'
import { DEFAULT_EVENT_RETENTION_DAYS } from '../config.js'
import type { Queryable } from '../db/Db.js'
import { DECIMAL_INTEGER } from '../http/strictNumbers.js'
import { isProjectId } from '../projects/projectRepo.js'
import { UsageError } from './usage.js'

const parseTime = (raw: string, flag: string): Date => {
  const t = new Date(raw)
  if (Number.isNaN(t.getTime())) throw new UsageError(`${flag} must be an ISO time like 2026-01-31T12:00:00Z`)
  return t
}

/** Options of the `events` commands. */
interface EventOptions {
  project?: string
  type?: string
  since?: string
  until?: string
  limit?: string
  'older-than-days'?: string
  json?: boolean
}

/**
 * Runs `events list …` (returns the events, newest first) or `events purge [--older-than-days <n>]` (deletes
 * events older than n days, default the retention period `PORTICO_EVENT_RETENTION_DAYS`; returns a count).
 */
export async function runEventCommand(
  db: Queryable,
  action: string | undefined,
  o: EventOptions,
  retentionDays = DEFAULT_EVENT_RETENTION_DAYS,
): Promise<string> {
  if (action === 'purge') {
    const raw = o['older-than-days']
    if (raw !== undefined && (!DECIMAL_INTEGER.test(raw) || Number(raw) < 1)) {
      throw new UsageError('--older-than-days must be a whole number of days, at least 1')
    }
    const days = raw === undefined ? retentionDays : Number(raw)
    const purged = await purgeEventsBefore(db, new Date(Date.now() - days * DAY_MS))
    return `Purged ${purged} event${purged === 1 ? '' : 's'} older than ${days} days`
  }
  if (action !== 'list')
    throw new UsageError(
      action ? `Unknown events command "${action}" (list, purge)` : 'Give an events command: list or purge',
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

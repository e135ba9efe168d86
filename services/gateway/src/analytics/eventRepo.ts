import type { Db, Queryable } from '../db/Db.js'
import { storableJson, storableText } from '../http/storableJson.js'
import {
  addUsage,
  DEFAULT_EVENT_CAP_BYTES_PER_PROJECT,
  EVENT_CAP_PRUNE_TO,
  eventSize,
  pruneOldest,
} from './eventCap.js'

/** An analytics or error event as stored from `POST /e` (P-10, P-13). */
export interface StoredEvent {
  id: string
  projectId: string
  /** `props.type`: `track`, `error`, … */
  type: string
  /** `props.event`, e.g. `MODAL_OPEN` or `INTERNAL_SDK_ERROR`. */
  event: string | null
  eventId: string | null
  origin: string | null
  url: string | null
  domain: string | null
  clientTimestamp: number | null
  receivedAt: Date
  props: unknown
}

/** Input of {@link insertEvent}. */
export type NewEvent = Omit<StoredEvent, 'id' | 'receivedAt'>

/** Filters of {@link listEvents}; all optional. */
export interface EventQuery {
  projectId?: string
  type?: string
  since?: Date
  until?: Date
  limit?: number
}

/** Most events {@link listEvents} returns at once. */
export const MAX_EVENTS_LISTED = 1000

const text = (s: string | null) => (s === null ? null : storableText(s))

/**
 * Stores one event (strings are cleaned of what PostgreSQL cannot store) and counts its bytes against the
 * project's cap; when the project passes `capBytes`, its oldest events are deleted first until it is back under
 * {@link EVENT_CAP_PRUNE_TO} of it. One transaction: the event, the usage and the deletions land together.
 */
export async function insertEvent(
  db: Db,
  e: NewEvent,
  capBytes = DEFAULT_EVENT_CAP_BYTES_PER_PROJECT,
): Promise<void> {
  const props = JSON.stringify(storableJson(e.props))
  const size = eventSize(e, props)
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO events (project_id, type, event_name, event_id, origin, url, domain, client_timestamp, props,
                           size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
      [
        e.projectId,
        storableText(e.type),
        text(e.event),
        text(e.eventId),
        text(e.origin),
        text(e.url),
        text(e.domain),
        e.clientTimestamp,
        props,
        size,
      ],
    )
    const usage = await addUsage(tx, e.projectId, size)
    if (usage > capBytes) await pruneOldest(tx, e.projectId, usage, Math.floor(capBytes * EVENT_CAP_PRUNE_TO))
  })
}

/** Bytes the project's stored events count against its cap (0 when it has none). */
export async function eventUsage(db: Queryable, projectId: string): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(
    'SELECT bytes::text AS bytes FROM event_usage WHERE project_id = $1',
    [projectId],
  )
  return Number(rows[0]?.bytes ?? 0)
}

/** Events matching the filters, newest first. */
export async function listEvents(db: Queryable, q: EventQuery = {}): Promise<StoredEvent[]> {
  const limit = Math.min(Math.max(q.limit ?? 100, 1), MAX_EVENTS_LISTED)
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id::text AS id, project_id, type, event_name, event_id, origin, url, domain,
            client_timestamp::text AS client_timestamp, received_at, props
     FROM events
     WHERE ($1::text IS NULL OR project_id = $1)
       AND ($2::text IS NULL OR type = $2)
       AND ($3::timestamptz IS NULL OR received_at >= $3)
       AND ($4::timestamptz IS NULL OR received_at <= $4)
     ORDER BY received_at DESC, id DESC
     LIMIT $5`,
    [
      q.projectId ?? null,
      q.type ?? null,
      q.since?.toISOString() ?? null,
      q.until?.toISOString() ?? null,
      limit,
    ],
  )
  return rows.map((r) => ({
    id: String(r.id),
    projectId: String(r.project_id),
    type: String(r.type),
    event: (r.event_name as string | null) ?? null,
    eventId: (r.event_id as string | null) ?? null,
    origin: (r.origin as string | null) ?? null,
    url: (r.url as string | null) ?? null,
    domain: (r.domain as string | null) ?? null,
    clientTimestamp: r.client_timestamp === null ? null : Number(r.client_timestamp),
    receivedAt: new Date(r.received_at as string),
    props: r.props,
  }))
}

import type { Queryable } from '../db/Db.js'
import { storableJson, storableText } from './storableJson.js'

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

/** Stores one event (strings are cleaned of what PostgreSQL cannot store). */
export async function insertEvent(db: Queryable, e: NewEvent): Promise<void> {
  await db.query(
    `INSERT INTO events (project_id, type, event_name, event_id, origin, url, domain, client_timestamp, props)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      e.projectId,
      storableText(e.type),
      text(e.event),
      text(e.eventId),
      text(e.origin),
      text(e.url),
      text(e.domain),
      e.clientTimestamp,
      JSON.stringify(storableJson(e.props)),
    ],
  )
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

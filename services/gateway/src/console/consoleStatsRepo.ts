import type { Queryable } from '../db/Db.js'

/** The analytics event that counts as one connection (core's `CONNECT_SUCCESS`, P-20). */
export const CONNECTION_EVENT = 'CONNECT_SUCCESS'
/** Days the chart covers when the request names none, and at most. */
export const DEFAULT_CHART_DAYS = 14
export const MAX_CHART_DAYS = 90

/** Connections on one UTC day (`YYYY-MM-DD`). */
export interface DailyCount {
  day: string
  connections: number
}

const DAY_MS = 86_400_000

/**
 * Connections per UTC day over the last `days` days (today included), from the analytics store's
 * `CONNECT_SUCCESS` events; days without one are listed with 0, oldest first.
 */
export async function connectionsPerDay(
  db: Queryable,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<DailyCount[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const from = new Date(today - (days - 1) * DAY_MS)
  const { rows } = await db.query<{ day: string; n: number }>(
    `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
     FROM events WHERE project_id = $1 AND event_name = $2 AND received_at >= $3
     GROUP BY 1`,
    [projectId, CONNECTION_EVENT, from.toISOString()],
  )
  const counts = new Map(rows.map((r) => [r.day, Number(r.n)]))
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10)
    return { day, connections: counts.get(day) ?? 0 }
  })
}

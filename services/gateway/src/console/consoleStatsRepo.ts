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

/** Connections with one value of a breakdown (a wallet's name, a connector type). */
export interface BreakdownCount {
  key: string
  connections: number
}
/** Most rows a breakdown lists (the rest are left out). */
export const MAX_BREAKDOWN_ROWS = 10

/**
 * Connections over the last `days` days (today included) by wallet (`name`, e.g. `MetaMask`) or by connector type
 * (`method`: `browser`, `qrcode`, …), as core's CONNECT_SUCCESS event carries them in `props.properties`; most
 * first, at most {@link MAX_BREAKDOWN_ROWS}. Events without the field count as `unknown`.
 */
export async function connectionsBy(
  db: Queryable,
  projectId: string,
  field: 'name' | 'method',
  days: number,
  now = new Date(),
): Promise<BreakdownCount[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const from = new Date(today - (days - 1) * DAY_MS)
  const { rows } = await db.query<{ key: string; n: number }>(
    `SELECT coalesce(props -> 'properties' ->> $4, 'unknown') AS key, count(*)::int AS n
     FROM events WHERE project_id = $1 AND event_name = $2 AND received_at >= $3
     GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $5`,
    [projectId, CONNECTION_EVENT, from.toISOString(), field, MAX_BREAKDOWN_ROWS],
  )
  return rows.map((r) => ({ key: r.key, connections: Number(r.n) }))
}

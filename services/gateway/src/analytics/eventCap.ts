import type { Queryable } from '../db/Db.js'
import type { NewEvent } from './eventRepo.js'

/**
 * The most bytes one project's stored events may take, 256 MiB (env `PORTICO_EVENT_CAP_BYTES`); past it the
 * oldest events are deleted first. Retention (`PORTICO_EVENT_RETENTION_DAYS`) still applies below it.
 */
export const DEFAULT_EVENT_CAP_BYTES_PER_PROJECT = 256 * 1024 * 1024
/** Over the cap, the oldest events go until the project is back under this share of it (so not every insert deletes). */
export const EVENT_CAP_PRUNE_TO = 0.9
/** What every stored event counts besides its props and text columns (row header, indexes, fixed columns). */
export const EVENT_ROW_OVERHEAD_BYTES = 256
/** Events deleted per statement while pruning. */
const PRUNE_BATCH = 1000

/** The bytes `e` counts against its project's cap (the same sum the migration computed for older rows). */
export function eventSize(
  e: Pick<NewEvent, 'props' | 'origin' | 'url' | 'domain'>,
  propsJson: string,
): number {
  const text = (s: string | null) => (s === null ? 0 : Buffer.byteLength(s))
  return (
    EVENT_ROW_OVERHEAD_BYTES + Buffer.byteLength(propsJson) + text(e.origin) + text(e.url) + text(e.domain)
  )
}

/** Adds `bytes` to the project's usage (locking its row until the transaction ends); resolves the new total. */
export async function addUsage(tx: Queryable, projectId: string, bytes: number): Promise<number> {
  const { rows } = await tx.query<{ bytes: string }>(
    `INSERT INTO event_usage (project_id, bytes) VALUES ($1, $2)
     ON CONFLICT (project_id) DO UPDATE SET bytes = event_usage.bytes + EXCLUDED.bytes
     RETURNING bytes::text AS bytes`,
    [projectId, bytes],
  )
  return Number(rows[0]?.bytes ?? bytes)
}

/**
 * Deletes the project's oldest events, just enough of them for its usage to be at most `target` bytes; resolves
 * the usage left. Runs inside the transaction that holds the project's usage row, so two inserts never prune at
 * once.
 */
export async function pruneOldest(
  tx: Queryable,
  projectId: string,
  usage: number,
  target: number,
): Promise<number> {
  let left = usage
  while (left > target) {
    // The oldest batch, each row with the bytes before it: delete those while less than needed is freed.
    const { rows } = await tx.query<{ freed: string | null; n: string }>(
      `WITH oldest AS (
         SELECT id, size_bytes, sum(size_bytes) OVER (ORDER BY received_at, id) - size_bytes AS before
         FROM (SELECT id, size_bytes, received_at FROM events WHERE project_id = $1
               ORDER BY received_at, id LIMIT $2) batch
       ), gone AS (
         DELETE FROM events WHERE id IN (SELECT id FROM oldest WHERE before < $3) RETURNING size_bytes
       )
       SELECT sum(size_bytes)::text AS freed, count(*)::text AS n FROM gone`,
      [projectId, PRUNE_BATCH, left - target],
    )
    if (Number(rows[0]?.n ?? 0) === 0) {
      left = 0 // nothing left to delete: the usage row was ahead of the table
      break
    }
    left -= Number(rows[0]?.freed ?? 0)
  }
  await tx.query('UPDATE event_usage SET bytes = $2 WHERE project_id = $1', [projectId, Math.max(0, left)])
  return Math.max(0, left)
}

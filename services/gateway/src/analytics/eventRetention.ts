import type { Queryable } from '../db/Db.js'

/** One day in milliseconds. */
export const DAY_MS = 86_400_000

/** Deletes the events received before `before`; returns how many went. */
export async function purgeEventsBefore(db: Queryable, before: Date): Promise<number> {
  // The projects' usage (src/repos/eventCap.ts) shrinks by what went, in the same statement.
  const { rows } = await db.query<{ n: string }>(
    `WITH gone AS (DELETE FROM events WHERE received_at < $1 RETURNING project_id, size_bytes),
     freed AS (SELECT project_id, sum(size_bytes) AS bytes, count(*) AS n FROM gone GROUP BY project_id),
     updated AS (
       UPDATE event_usage u SET bytes = greatest(0, u.bytes - freed.bytes) FROM freed
       WHERE u.project_id = freed.project_id RETURNING 1
     )
     SELECT coalesce(sum(n), 0)::text AS n FROM freed`,
    [before.toISOString()],
  )
  return Number(rows[0]?.n ?? 0)
}

/** What {@link EventPurger} needs to know. */
export interface EventPurgerOptions {
  /** Days an event is kept (fractions allowed, for tests). */
  retentionDays: number
  /** How often the purge runs, in ms. */
  intervalMs: number
  /** Called with each purge's failure (a database outage); the next run tries again. */
  onError?: (error: unknown) => void
}

/**
 * Purges events older than the retention period once at start and then every `intervalMs`. Several gateway
 * instances may each run one: the delete is idempotent.
 */
export class EventPurger {
  #timer: NodeJS.Timeout | undefined
  #running: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly db: Queryable,
    private readonly options: EventPurgerOptions,
  ) {}

  /** Runs one purge now; resolves the number of events deleted. */
  purge(now = Date.now()): Promise<number> {
    return purgeEventsBefore(this.db, new Date(now - this.options.retentionDays * DAY_MS))
  }

  start(): void {
    const run = () => {
      this.#running = this.purge().catch((error: unknown) => this.options.onError?.(error))
    }
    run()
    this.#timer = setInterval(run, this.options.intervalMs)
    this.#timer.unref()
  }

  /** Stops the timer and waits for a purge under way, so the database can close after it. */
  async stop(): Promise<void> {
    clearInterval(this.#timer)
    await this.#running
  }
}

/**
 * Load across gateway instances while their PostgreSQL restarts, and the figures that judge it: used by
 * `bench/pgRestart.ts` (500 requests/s) and `test/pgRestart.test.ts` (a shorter run in `npm test`).
 */
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { PostgresServer } from '@portico/test-servers'
import pg from 'pg'

/** One answered (or abandoned) request. */
export interface Sample {
  kind: 'wallets' | 'event'
  /** ms since the run started, when the request was sent. */
  sentAt: number
  ms: number
  /** HTTP status; 0 when no answer came within the hang limit. */
  status: number
  /** `code` of a JSON error body. */
  code?: string
  eventId?: string
}

/** What {@link runRestartLoad} needs. */
export interface RestartLoadOptions {
  /** Base URLs of the gateway instances; requests alternate between them. */
  bases: string[]
  ratePerSec: number
  durationMs: number
  /** When (ms into the run) PostgreSQL is stopped, and for how long it stays down. */
  stopAtMs: number
  downMs: number
  stopServer(): Promise<void>
  startServer(): Promise<void>
  /** Unique per run, prefixed to event ids so the rows of this run can be counted. */
  runId: string
  /** A request with no answer after this long counts as hung. */
  hangMs?: number
}

/** The run's samples and when PostgreSQL went down and was back (ms into the run). */
export interface RestartRun {
  samples: Sample[]
  downAt: number
  upAt: number
}

const CLIENT = 'projectId=portico-dev&st=appkit&sv=bench'
const ORIGIN = 'http://127.0.0.1:5173'
/** How often the sender catches up with the target rate. */
const TICK_MS = 5

async function send(base: string, kind: Sample['kind'], eventId: string, hangMs: number) {
  const init: RequestInit =
    kind === 'wallets'
      ? { headers: { origin: ORIGIN } }
      : {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ eventId, timestamp: Date.now(), props: { type: 'track', event: 'BENCH' } }),
        }
  const path = kind === 'wallets' ? `/getWallets?${CLIENT}&page=1&entries=40` : `/e?${CLIENT}`
  try {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(hangMs) })
    const text = await res.text()
    let code: string | undefined
    if (res.status >= 400) code = (JSON.parse(text) as { code?: string }).code
    return { status: res.status, code }
  } catch {
    return { status: 0, code: 'NO_ANSWER' }
  }
}

/** Sends `ratePerSec` requests (half `/getWallets`, half `POST /e`) while PostgreSQL stops and starts. */
export async function runRestartLoad(o: RestartLoadOptions): Promise<RestartRun> {
  const hangMs = o.hangMs ?? 10_000
  const samples: Sample[] = []
  const inFlight = new Set<Promise<void>>()
  const started = performance.now()
  const now = () => performance.now() - started
  let downAt = Number.NaN
  let upAt = Number.NaN
  const outage = (async () => {
    await sleep(o.stopAtMs)
    downAt = now()
    await o.stopServer()
    await sleep(o.downMs)
    await o.startServer()
    upAt = now()
  })()
  let sent = 0
  while (now() < o.durationMs) {
    const due = Math.floor((now() * o.ratePerSec) / 1000)
    for (; sent < due; sent++) {
      const kind: Sample['kind'] = sent % 2 ? 'event' : 'wallets'
      const eventId = `${o.runId}-${sent}`
      const sentAt = now()
      const p = send(o.bases[sent % o.bases.length] ?? '', kind, eventId, hangMs).then((r) => {
        samples.push({ kind, sentAt, ms: now() - sentAt, ...r, ...(kind === 'event' ? { eventId } : {}) })
      })
      inFlight.add(p)
      void p.finally(() => inFlight.delete(p))
    }
    await sleep(TICK_MS)
  }
  await Promise.all(inFlight)
  await outage
  return { samples, downAt, upAt }
}

/** The figures of a run: slowest answer, slowest failure, time to full service, lost and odd answers. */
export interface RestartFigures {
  requests: number
  /** Slowest answer of any kind, ms. */
  maxMs: number
  /** Slowest non-2xx answer, ms. */
  failedFastMaxMs: number
  /** 503 DATABASE_UNAVAILABLE answers. */
  unavailable: number
  /** From PostgreSQL back until the last failed request was sent (0: none failed after), ms. */
  resumeMs: number
  /** Answers neither 2xx nor 503 DATABASE_UNAVAILABLE (hangs, 500s, non-JSON). */
  unexpected: number
  /** Events acknowledged with 2xx that are not in the database. */
  lostEvents: number
  acknowledgedEvents: number
}

/** Judges a run; `storedIds` are the event ids of this run found in the database afterwards. */
export function restartFigures(run: RestartRun, storedIds: ReadonlySet<string>): RestartFigures {
  const ok = (s: Sample) => s.status >= 200 && s.status < 300
  const failed = run.samples.filter((s) => !ok(s))
  const acknowledged = run.samples.filter((s) => s.kind === 'event' && ok(s))
  const lastFailureSent = Math.max(run.upAt, ...failed.map((s) => s.sentAt))
  return {
    requests: run.samples.length,
    maxMs: Math.round(Math.max(0, ...run.samples.map((s) => s.ms))),
    failedFastMaxMs: Math.round(Math.max(0, ...failed.map((s) => s.ms))),
    unavailable: failed.filter((s) => s.status === 503 && s.code === 'DATABASE_UNAVAILABLE').length,
    resumeMs: Math.round(lastFailureSent - run.upAt),
    unexpected: failed.filter((s) => !(s.status === 503 && s.code === 'DATABASE_UNAVAILABLE')).length,
    lostEvents: acknowledged.filter((s) => !storedIds.has(s.eventId ?? '')).length,
    acknowledgedEvents: acknowledged.length,
  }
}

/**
 * Runs {@link runRestartLoad} against `bases`, restarting `server`, then counts this run's events in its
 * database and returns the figures with the run.
 */
export async function measureRestart(
  server: PostgresServer,
  o: Pick<RestartLoadOptions, 'bases' | 'ratePerSec' | 'durationMs' | 'stopAtMs' | 'downMs' | 'hangMs'>,
): Promise<{ run: RestartRun; figures: RestartFigures }> {
  const runId = `restart-${randomBytes(4).toString('hex')}`
  const run = await runRestartLoad({
    ...o,
    stopServer: () => server.stopServer(),
    startServer: () => server.startServer(),
    runId,
  })
  const client = new pg.Client({ connectionString: server.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ event_id: string }>(
      'SELECT event_id FROM events WHERE event_id LIKE $1',
      [`${runId}-%`],
    )
    return { run, figures: restartFigures(run, new Set(rows.map((r) => r.event_id))) }
  } finally {
    await client.end()
  }
}

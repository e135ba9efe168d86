import { type PostgresServer, startPostgres } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureRestart, type RestartFigures, type RestartRun } from '../bench/restartLoad.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** A shorter run than the bench's (500/s): enough requests on each side of the outage to judge it. */
const RATE = 100
const DURATION_MS = 9000
const STOP_AT_MS = 2000
const DOWN_MS = 2000
/** No answer within this counts as a hang (the bench's limit is 10 s; this run may share a loaded machine). */
const HANG_CEILING_MS = 30_000
// The timing figures (every answer within 2 s, service back within 5 s of PostgreSQL) are printed by
// `npm run bench` (bench/pgRestart.ts). Here: a request with no answer within the hang limit counts as
// unexpected, and service is back when every request sent after PostgreSQL's return has succeeded from some
// point on.

describe.skipIf(!DATABASES.some((d) => d.name === 'postgres'))(
  'PostgreSQL restart under load (two gateway instances)',
  () => {
    let server: PostgresServer
    let gateways: RunningGateway[] = []
    let figures: RestartFigures
    let run: RestartRun

    beforeAll(async () => {
      // Its own server: this test stops and starts it, which the shared one must not see.
      server = await startPostgres()
      const shared = { name: 'postgres' as const, create: async () => ({ databaseUrl: server.url }) }
      gateways = [await startGateway(shared), await startGateway(shared)]
      ;({ run, figures } = await measureRestart(server, {
        bases: gateways.map((g) => g.base),
        ratePerSec: RATE,
        durationMs: DURATION_MS,
        stopAtMs: STOP_AT_MS,
        downMs: DOWN_MS,
        // A ceiling a loaded machine meets (issue 23): a request still unanswered after it has hung.
        hangMs: HANG_CEILING_MS,
      }))
    }, 180_000)
    afterAll(async () => {
      await Promise.all(gateways.map((g) => g.close()))
      server?.stop()
    })

    it('requests during the outage fail fast with 503 DATABASE_UNAVAILABLE JSON; none hangs or fails otherwise', () => {
      expect(figures.requests).toBeGreaterThan((RATE * DURATION_MS) / 1000 / 2)
      expect(figures.unavailable).toBeGreaterThan(0)
      expect(figures.unexpected).toBe(0)
    })

    it('service resumes once PostgreSQL is back: the requests sent last all succeed', () => {
      const ok = (status: number) => status >= 200 && status < 300
      const lastFailure = Math.max(...run.samples.filter((s) => !ok(s.status)).map((s) => s.sentAt))
      const after = run.samples.filter((s) => s.sentAt > lastFailure)
      expect(lastFailure).toBeGreaterThan(run.downAt)
      expect(after.length).toBeGreaterThan(0)
      expect(after.every((s) => ok(s.status))).toBe(true)
      expect(after.some((s) => s.sentAt > run.upAt)).toBe(true)
    })

    it('no analytics event acknowledged with 2xx is lost', () => {
      expect(figures.acknowledgedEvents).toBeGreaterThan(0)
      expect(figures.lostEvents).toBe(0)
    })
  },
)

import { randomBytes } from 'node:crypto'
import { type PostgresServer, startPostgres } from '@portico/test-servers'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RestartFigures, restartFigures, runRestartLoad } from '../bench/restartLoad.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** A shorter run than the bench's (500/s): enough requests on each side of the outage to judge it. */
const RATE = 100
const DURATION_MS = 9000
const STOP_AT_MS = 2000
const DOWN_MS = 2000
/** Every answer, failures included, within 2 s; service back within 5 s of PostgreSQL. */
const MAX_ANSWER_MS = 2000
const MAX_RESUME_MS = 5000

describe.skipIf(!DATABASES.some((d) => d.name === 'postgres'))(
  'PostgreSQL restart under load (two gateway instances)',
  () => {
    let server: PostgresServer
    let gateways: RunningGateway[] = []
    let figures: RestartFigures

    beforeAll(async () => {
      // Its own server: this test stops and starts it, which the shared one must not see.
      server = await startPostgres()
      const shared = { name: 'postgres' as const, create: async () => ({ databaseUrl: server.url }) }
      gateways = [await startGateway(shared), await startGateway(shared)]
      const runId = `restart-${randomBytes(4).toString('hex')}`
      const run = await runRestartLoad({
        bases: gateways.map((g) => g.base),
        ratePerSec: RATE,
        durationMs: DURATION_MS,
        stopAtMs: STOP_AT_MS,
        downMs: DOWN_MS,
        stopServer: () => server.stopServer(),
        startServer: () => server.startServer(),
        runId,
      })
      const client = new pg.Client({ connectionString: server.url })
      await client.connect()
      const { rows } = await client.query<{ event_id: string }>(
        'SELECT event_id FROM events WHERE event_id LIKE $1',
        [`${runId}-%`],
      )
      await client.end()
      figures = restartFigures(run, new Set(rows.map((r) => r.event_id)))
    }, 120_000)
    afterAll(async () => {
      await Promise.all(gateways.map((g) => g.close()))
      server?.stop()
    })

    it('requests during the outage fail fast with 503 DATABASE_UNAVAILABLE JSON; none hangs or fails otherwise', () => {
      expect(figures.requests).toBeGreaterThan((RATE * DURATION_MS) / 1000 / 2)
      expect(figures.unavailable).toBeGreaterThan(0)
      expect(figures.unexpected).toBe(0)
      expect(figures.failedFastMaxMs).toBeLessThan(MAX_ANSWER_MS)
      expect(figures.maxMs).toBeLessThan(MAX_ANSWER_MS)
    })

    it('service resumes within 5 s of PostgreSQL being back', () => {
      expect(figures.resumeMs).toBeLessThan(MAX_RESUME_MS)
    })

    it('no analytics event acknowledged with 2xx is lost', () => {
      expect(figures.acknowledgedEvents).toBeGreaterThan(0)
      expect(figures.lostEvents).toBe(0)
    })
  },
)

import { type PostgresServer, startPostgres } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureRestart, type RestartFigures } from '../bench/restartLoad.js'
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
      ;({ figures } = await measureRestart(server, {
        bases: gateways.map((g) => g.base),
        ratePerSec: RATE,
        durationMs: DURATION_MS,
        stopAtMs: STOP_AT_MS,
        downMs: DOWN_MS,
      }))
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

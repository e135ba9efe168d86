import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listEvents } from '../../src/analytics/eventRepo.js'
import {
  EVENT_ORIGIN_REQUIRED_MESSAGE,
  MAX_PROPS_BYTES,
  MAX_PROPS_KEYS,
} from '../../src/analytics/eventRoutes.js'
import { configFromEnv } from '../../src/index.js'
import { runAdminCli } from '../helpers/childProcess.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const DEV = 'portico-dev'
const ORIGIN = 'http://127.0.0.1:5173'
/** Purge often in the test, so an expired event goes within a second or two. */
const TEST_PURGE_INTERVAL_MS = 100

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(50)
  }
}

describe.each(DATABASES)('P-10 POST /e abuse on $name', (database) => {
  let gw: RunningGateway
  const post = (props: unknown, headers: Record<string, string> = { origin: ORIGIN }, eventId = 'x') =>
    fetch(`${gw.base}/e?projectId=${DEV}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ eventId, timestamp: 1, props }),
    })
  const stored = async () => (await listEvents(gw.gateway.db, { projectId: DEV })).length

  beforeAll(async () => {
    gw = await startGateway(database, { eventPurgeIntervalMs: TEST_PURGE_INTERVAL_MS })
  })
  afterAll(() => gw?.close())

  it('P-10 refuses a 1,000,000-character prop with 413 naming the byte limit; stores nothing', async () => {
    const res = await post({ big: 'a'.repeat(1_000_000) })
    expect(res.status).toBe(413)
    const body = await res.json()
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body.props' })
    expect(body.message).toContain(`over the limit of ${MAX_PROPS_BYTES}`)
    expect((await post({ stack: 'a'.repeat(100_000) })).status).toBe(204)
    expect(await stored()).toBe(1)
  })

  it('P-10 refuses a 50,000-key props object (and keys hidden in nesting) with 400 naming the limit', async () => {
    const many = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 1]))
    const res = await post(many)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'INVALID_PARAM',
      field: 'body.props',
      message: `body.props has more than ${MAX_PROPS_KEYS} keys`,
    })
    const nested = { a: Object.fromEntries(Array.from({ length: MAX_PROPS_KEYS }, (_, i) => [`k${i}`, 1])) }
    expect((await post(nested)).status).toBe(400)
  })

  it('P-10 an event without an Origin header, or with one the project does not allow, is refused', async () => {
    const before = await stored()
    const none = await post({ event: 'MODAL_OPEN' }, {})
    expect(none.status).toBe(403)
    expect(await none.json()).toMatchObject({
      code: 'ORIGIN_NOT_ALLOWED',
      message: EVENT_ORIGIN_REQUIRED_MESSAGE,
      field: 'origin',
    })
    expect((await post({ event: 'MODAL_OPEN' }, { origin: 'https://claimed.example' })).status).toBe(403)
    expect((await post({ event: 'MODAL_OPEN' }, { origin: 'http://127.0.0.1:80@evil.example' })).status).toBe(
      403,
    )
    expect(await stored()).toBe(before)
  })

  it('P-10 events older than the retention period are purged periodically and by the admin CLI', async () => {
    expect((await post({ event: 'OLD' }, { origin: ORIGIN }, 'old-1')).status).toBe(204)
    expect((await post({ event: 'NEW' }, { origin: ORIGIN }, 'new-1')).status).toBe(204)
    // Age one event past the 30-day default retention, as if it had been received 31 days ago.
    await gw.gateway.db.query(
      `UPDATE events SET received_at = now() - interval '31 days' WHERE event_id = 'old-1'`,
    )
    await waitFor(async () => !(await listEvents(gw.gateway.db)).some((e) => e.eventId === 'old-1'))
    expect((await listEvents(gw.gateway.db)).some((e) => e.eventId === 'new-1')).toBe(true)
  })

  it('reads PORTICO_EVENT_RETENTION_DAYS and refuses a bad value', () => {
    expect(configFromEnv({ PORTICO_EVENT_RETENTION_DAYS: '7' }).eventRetentionDays).toBe(7)
    expect(() => configFromEnv({ PORTICO_EVENT_RETENTION_DAYS: '0' })).toThrow(
      'PORTICO_EVENT_RETENTION_DAYS must be a positive integer',
    )
  })
})

/** PGlite allows one process per data directory, so the CLI runs beside a gateway on PostgreSQL only. */
const postgres = DATABASES.find((d) => d.name === 'postgres')

describe.skipIf(!postgres)('events purge (admin CLI, PostgreSQL)', () => {
  it('P-10 `events purge --older-than-days` deletes only older events and says how many', async () => {
    const database = postgres!
    const config = await database.create()
    const gw = await startGateway({ ...database, create: async () => config }, {})
    try {
      const { db } = gw.gateway
      for (const [id, age] of [
        ['a', 10],
        ['b', 3],
        ['c', 0],
      ] as const) {
        await db.query(
          `INSERT INTO events (project_id, type, event_id, props, received_at)
           VALUES ($1, 'track', $2, '{}'::jsonb, now() - make_interval(days => $3))`,
          [DEV, id, age],
        )
      }
      const env = { DATABASE_URL: String(config.databaseUrl) }
      const bad = await runAdminCli(['events', 'purge', '--older-than-days', '1e3'], env)
      expect(bad.code).toBe(2)
      expect(bad.stderr).toContain('--older-than-days must be a whole number of days')
      const out = await runAdminCli(['events', 'purge', '--older-than-days', '5'], env)
      expect(out.stdout.trim()).toBe('Purged 1 event older than 5 days')
      expect((await listEvents(db)).map((e) => e.eventId).sort()).toEqual(['b', 'c'])
      const byEnv = await runAdminCli(['events', 'purge'], { ...env, PORTICO_EVENT_RETENTION_DAYS: '2' })
      expect(byEnv.stdout.trim()).toBe('Purged 1 event older than 2 days')
    } finally {
      await gw.close()
    }
  })
})

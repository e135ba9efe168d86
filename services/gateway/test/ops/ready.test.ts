import { type PostgresServer, type RedisServer, startPostgres, startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, startSilentServer, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!
const hasPostgres = DATABASES.some((d) => d.name === 'postgres')
const ready = async (gw: RunningGateway) => {
  const res = await fetch(`${gw.base}/ready`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const health = async (gw: RunningGateway) => (await fetch(`${gw.base}/health`)).status

describe('GET /ready (readiness) apart from GET /health (liveness)', () => {
  let chain: TestChain
  let silent: Awaited<ReturnType<typeof startSilentServer>>
  beforeAll(async () => {
    ;[chain, silent] = await Promise.all([startAnvil(31337), startSilentServer()])
  })
  afterAll(async () => {
    await Promise.all([chain?.stop(), silent?.stop()])
  })

  it('200 when the database and every upstream node answer; no Redis configured is not a failure', async () => {
    const gw = await startGateway(pglite, { rpcUrls: { 'eip155:31337': chain.rpcUrl } })
    try {
      expect(await ready(gw)).toEqual({
        status: 200,
        body: { ok: true, database: 'ok', redis: 'none', rpc: { 'eip155:31337': 'ok' } },
      })
    } finally {
      await gw.close()
    }
  })

  it('503 naming the chain whose node does not answer, while /health stays 200', async () => {
    const gw = await startGateway(pglite, {
      rpcUrls: { 'eip155:31337': chain.rpcUrl, 'eip155:31338': silent.url },
    })
    try {
      expect(await ready(gw)).toEqual({
        status: 503,
        body: {
          ok: false,
          database: 'ok',
          redis: 'none',
          rpc: { 'eip155:31337': 'ok', 'eip155:31338': 'down' },
        },
      })
      expect(await health(gw)).toBe(200)
    } finally {
      await gw.close()
    }
  })
})

describe.skipIf(!hasPostgres)('GET /ready while PostgreSQL and Redis go away', () => {
  let server: PostgresServer
  let redis: RedisServer
  let gw: RunningGateway
  beforeAll(async () => {
    ;[server, redis] = await Promise.all([startPostgres(), startRedis()])
    gw = await startGateway(
      { name: 'postgres', create: async () => ({ databaseUrl: server.url }) },
      { rpcUrls: {}, redisUrl: redis.url },
    )
  }, 120_000)
  afterAll(async () => {
    await gw?.close()
    server?.stop()
    await redis?.stop()
  })

  it('503 with the database down while PostgreSQL is stopped, 200 again once it is back', async () => {
    // The gateway starts before its Redis connection is up (it fails open meanwhile): ready once it is.
    await vi.waitFor(
      async () => expect((await ready(gw)).body).toMatchObject({ ok: true, database: 'ok', redis: 'ok' }),
      { timeout: 30_000, interval: 200 },
    )
    await server.stopServer()
    expect(await ready(gw)).toMatchObject({ status: 503, body: { ok: false, database: 'down' } })
    expect(await health(gw)).toBe(200)
    await server.startServer()
    await vi.waitFor(async () => expect((await ready(gw)).status).toBe(200), {
      timeout: 30_000,
      interval: 200,
    })
  }, 60_000)

  it('503 with redis down once Redis is gone (rate limits fail open meanwhile)', async () => {
    await redis.stop()
    await vi.waitFor(async () => expect((await ready(gw)).body).toMatchObject({ ok: false, redis: 'down' }), {
      timeout: 30_000,
      interval: 200,
    })
    expect(await health(gw)).toBe(200)
  }, 60_000)
})

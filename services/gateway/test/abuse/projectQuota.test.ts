import { type RedisServer, startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway, type Gateway, type GatewayConfig } from '../../src/index.js'

const DEV = 'portico-dev'
const PROJECT_LIMIT = 20
/** A quarter each: 5 requests per address per window. */
const SHARE = 0.25
const ALLOWED_ORIGIN = 'http://127.0.0.1:5173'

/** The stores the quota runs on: process memory, and Redis shared by instances. */
const STORES = ['memory', 'redis'] as const

describe.each(STORES)('P-06 project quota on the %s store: strangers cannot lock a project out', (store) => {
  let redis: RedisServer | undefined
  let gw: Gateway
  const get = (remoteAddress: string, origin?: string) =>
    gw.app.inject({
      method: 'GET',
      url: `/projects/v1/origins?projectId=${DEV}`,
      remoteAddress,
      headers: origin ? { origin } : {},
    })

  beforeAll(async () => {
    const config: GatewayConfig = {
      dataDir: 'memory://',
      rateLimitPerIp: 10_000,
      rateLimitPerProject: PROJECT_LIMIT,
      rateLimitProjectIpShare: SHARE,
    }
    if (store === 'redis') {
      redis = await startRedis()
      // Exact counts need every decision from Redis on this busy machine, not a fail-open.
      Object.assign(config, { redisUrl: redis.url, rateLimitRedisTimeoutMs: 2000 })
    }
    gw = await createGateway(config)
  })
  afterAll(async () => {
    await gw?.close()
    await redis?.stop()
  })

  it('P-06 requests refused for their origin are not counted against the project', async () => {
    for (let i = 0; i < PROJECT_LIMIT * 2; i++) {
      expect((await get('127.0.0.9', 'http://evil.example')).statusCode).toBe(403)
    }
    expect((await get('127.0.0.4', ALLOWED_ORIGIN)).statusCode).toBe(200)
  })

  it('P-06 two addresses hammering a project use only their share; a third origin still gets in', async () => {
    const perAddress = PROJECT_LIMIT * SHARE
    for (const ip of ['127.0.0.2', '127.0.0.3']) {
      const codes: number[] = []
      for (let i = 0; i < PROJECT_LIMIT * 2; i++) codes.push((await get(ip)).statusCode)
      // 127.0.0.4 used one request of its own share in the test above; these two start fresh.
      expect(codes.filter((c) => c === 200)).toHaveLength(perAddress)
      expect(codes.filter((c) => c === 429)).toHaveLength(PROJECT_LIMIT * 2 - perAddress)
    }
    const refused = await get('127.0.0.2')
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests for this address on this project; retry later',
    })
    const third = await get('127.0.0.5', ALLOWED_ORIGIN)
    expect(third.statusCode).toBe(200)
    expect(third.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
  })
})

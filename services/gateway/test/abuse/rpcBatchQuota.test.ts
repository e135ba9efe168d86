import { type RedisServer, startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway, type Gateway, type GatewayConfig, RPC_MAX_BATCH } from '../../src/index.js'
import { startAnvil, type TestChain } from '../helpers/anvil.js'

const IP_LIMIT = 10
const PROJECT_LIMIT = 16
/** The stores the quotas run on: process memory, and Redis shared by instances. */
const STORES = ['memory', 'redis'] as const

const batch = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId', params: [] }))

describe.each(STORES)('a JSON-RPC batch counts as its calls toward the quotas (%s store)', (store) => {
  let chain: TestChain
  let redis: RedisServer | undefined
  let gw: Gateway
  const rpc = (remoteAddress: string, body: unknown) =>
    gw.app.inject({
      method: 'POST',
      url: '/v1/?chainId=eip155:31337&projectId=portico-dev',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })

  beforeAll(async () => {
    chain = await startAnvil(31337)
    const config: GatewayConfig = {
      dataDir: 'memory://',
      rpcUrls: { 'eip155:31337': chain.rpcUrl },
      indexer: false,
      rateLimitPerIp: IP_LIMIT,
      rateLimitPerProject: PROJECT_LIMIT,
      rateLimitProjectIpShare: 1,
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
    await chain?.stop()
  })

  it('one address: a batch of 8 uses 8 of its 10, so a batch of 3 after it is refused with 429', async () => {
    const first = await rpc('127.0.0.2', batch(8))
    expect(first.statusCode).toBe(200)
    expect(first.json()).toHaveLength(8)
    const over = await rpc('127.0.0.2', batch(3))
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(over.headers['retry-after']).toBeDefined()
  })

  it("the project's quota counts the calls of every address's batches", async () => {
    // The project has counted 9 so far: the batch of 8, and the first call of the refused batch (a request is
    // counted once on arrival; its other calls when its body is read, where the address's limit stopped it).
    expect((await rpc('127.0.0.3', batch(6))).statusCode).toBe(200)
    // 127.0.0.4 is far within its own limit, but 15 + 2 passes the project's 16.
    const refused = await rpc('127.0.0.4', batch(2))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('Too many requests for this project; retry later')
  })
})

describe('the batch cap', () => {
  let gw: Gateway
  beforeAll(async () => {
    gw = await createGateway({ dataDir: 'memory://', rpcUrls: {}, indexer: false })
  })
  afterAll(async () => {
    await gw?.close()
  })

  it(`O-16 a batch over RPC_MAX_BATCH (${RPC_MAX_BATCH}) is refused whole with a clear JSON-RPC error`, async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/v1/?chainId=eip155:31337&projectId=portico-dev',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(batch(RPC_MAX_BATCH + 1)),
    })
    expect(res.json()).toMatchObject({
      id: null,
      error: { message: `Batch of ${RPC_MAX_BATCH + 1} requests is over the limit of ${RPC_MAX_BATCH}` },
    })
  })
})

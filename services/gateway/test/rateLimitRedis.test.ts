import { PassThrough } from 'node:stream'
import { freePort, type RedisServer, startRedis } from '@portico/test-servers'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configFromEnv, type DatabaseConfig, type GatewayConfig, rateLimitKey } from '../src/index.js'
import { runCommand } from './helpers/childProcess.js'
import { freshPostgresDatabase } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** Low limits, so a handful of requests spread over two instances reaches them. */
const IP_LIMIT = 6
const PROJECT_LIMIT = 3
const SHORT_WINDOW_MS = 1000
const DEV = 'portico-dev'
/**
 * Redis timeout of the tests that count exactly: the test and both gateways share one event loop on a busy
 * 2-core machine, where a stall past the 25 ms default would fail open and spoil the count.
 */
const COUNTING_REDIS_TIMEOUT_MS = 1000
const FAIL_OPEN_MESSAGE =
  'Redis unavailable: rate limits fail open (requests are served uncounted) until it is back'
const BACK_MESSAGE = 'Redis is back: rate limits are shared again'

interface LogLine {
  level: number
  msg: string
  reason?: string
}

/** A gateway on the shared Redis, with its log lines collected. */
interface Instance extends RunningGateway {
  logs: LogLine[]
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls `check` until it holds or `timeoutMs` passes. */
async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(50)
  }
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: RedisServer
  let inspect: Redis
  let dbConfig: DatabaseConfig
  let running: Instance[] = []

  /** Starts a gateway on `redisUrl` (default: the test's Redis) with the given limits, logging to memory. */
  async function startInstance(config: GatewayConfig, redisUrl = redis.url): Promise<Instance> {
    const logs: LogLine[] = []
    const logStream = new PassThrough()
    let partial = ''
    logStream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines.filter(Boolean)) logs.push(JSON.parse(line) as LogLine)
    })
    // The instances of one deployment share one PostgreSQL database, as they would behind a load balancer.
    const db = { name: 'postgres' as const, create: async () => dbConfig }
    const gw = await startGateway(db, { ...config, redisUrl, logger: true, logStream })
    const instance = { ...gw, logs }
    running.push(instance)
    return instance
  }

  /** Two instances with the same limits. Exact counts need every decision from Redis, so these wait longer. */
  const startPair = async (config: GatewayConfig): Promise<[Instance, Instance]> => {
    const counting = { rateLimitRedisTimeoutMs: COUNTING_REDIS_TIMEOUT_MS, ...config }
    const pair: [Instance, Instance] = [await startInstance(counting), await startInstance(counting)]
    // A start slowed past the connect timeout (a busy machine) logs an outage; wait until it is over.
    await waitFor(() => pair.every((gw) => warnings(gw).length === backs(gw).length))
    return pair
  }
  const health = (gw: Instance) => fetch(`${gw.base}/health`)
  const warnings = (gw: Instance) => gw.logs.filter((l) => l.level === 40 && l.msg === FAIL_OPEN_MESSAGE)
  const backs = (gw: Instance) => gw.logs.filter((l) => l.msg === BACK_MESSAGE)

  beforeAll(async () => {
    redis = await startRedis()
    inspect = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
    await inspect.connect()
    inspect.on('error', () => undefined) // the test stops this server on purpose
    dbConfig = { databaseUrl: await freshPostgresDatabase() }
  })
  beforeEach(async () => {
    await inspect.flushall()
  })
  afterEach(async () => {
    await Promise.all(running.map((gw) => gw.close()))
    running = []
  })
  afterAll(async () => {
    inspect?.disconnect()
    await redis?.stop()
  })

  it('per IP: requests spread over two instances get 429 with Retry-After at the shared limit', async () => {
    const [a, b] = await startPair({ rateLimitPerIp: IP_LIMIT, rateLimitPerProject: 1000 })
    for (let i = 0; i < IP_LIMIT; i++) expect((await health(i % 2 ? a : b)).status).toBe(200)
    for (const gw of [a, b]) {
      const limited = await fetch(`${gw.base}/getWallets?entries=1`)
      expect(limited.status).toBe(429)
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true)
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too Many Requests' })
    }
    const key = rateLimitKey('ip', '127.0.0.1', 60_000)
    expect(key).toBe('portico:rl:ip:127.0.0.1:60000')
    expect(Number(await inspect.get(key))).toBe(IP_LIMIT + 2)
    const ttl = await inspect.pttl(key)
    expect(ttl > 0 && ttl <= 60_000).toBe(true)
  })

  it('P-06 per project: the project past its shared limit gets 429 RATE_LIMITED on both instances; no project is not limited', async () => {
    // One address may use the whole quota here; test/abuse/projectQuota.test.ts covers the share.
    const [a, b] = await startPair({
      rateLimitPerIp: 1000,
      rateLimitPerProject: PROJECT_LIMIT,
      rateLimitProjectIpShare: 1,
    })
    const origins = (gw: Instance, id = DEV) => fetch(`${gw.base}/projects/v1/origins?projectId=${id}`)
    expect((await origins(a)).status).toBe(200)
    expect((await origins(b)).status).toBe(200)
    expect((await origins(a)).status).toBe(200)
    for (const gw of [b, a]) {
      const limited = await origins(gw)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    }
    expect((await fetch(`${a.base}/getWallets?entries=1`)).status).toBe(200)
    expect((await origins(b, 'other-project')).status).toBe(403)
    // Requests refused for the address's share are not counted against the project.
    expect(await inspect.get(rateLimitKey('project', DEV, 60_000))).toBe(String(PROJECT_LIMIT))
  })

  it('a new window serves again, on both instances', async () => {
    const [a, b] = await startPair({ rateLimitPerIp: 2, rateLimitWindowMs: SHORT_WINDOW_MS })
    expect((await health(a)).status).toBe(200)
    expect((await health(b)).status).toBe(200)
    const limited = await health(a)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    await sleep(SHORT_WINDOW_MS + 100)
    expect((await health(b)).status).toBe(200)
    expect((await health(a)).status).toBe(200)
    expect((await health(b)).status).toBe(429)
  })

  it('Redis stopped mid-test: requests are served (fail open), a warning is logged; limits return with Redis', async () => {
    const [a, b] = await startPair({ rateLimitPerIp: 2 })
    expect((await health(a)).status).toBe(200)
    expect((await health(b)).status).toBe(200)
    expect((await health(a)).status).toBe(429)
    await redis.stop()
    for (let i = 0; i < 5; i++) {
      for (const gw of [a, b]) expect((await health(gw)).status).toBe(200)
    }
    for (const gw of [a, b]) {
      await waitFor(() => warnings(gw).length > backs(gw).length)
      expect(warnings(gw).length).toBe(backs(gw).length + 1)
    }
    // Redis back on the same port (empty): the instances reconnect and count together again.
    redis = await startRedis(redis.port)
    inspect.disconnect()
    inspect = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
    inspect.on('error', () => undefined)
    await inspect.connect()
    await waitFor(() => [a, b].every((gw) => warnings(gw).length === backs(gw).length))
    expect((await health(a)).status).toBe(200)
    expect((await health(b)).status).toBe(200)
    expect((await health(b)).status).toBe(429)
  })

  it('a frozen Redis (no answer) holds no request longer than the command timeout', async () => {
    const a = await startInstance({ rateLimitPerIp: 2 })
    await waitFor(() => warnings(a).length === backs(a).length)
    const before = warnings(a).length
    redis.pause()
    try {
      // Answered while Redis is still frozen (it resumes only in `finally`): no request waits for Redis.
      for (let i = 0; i < 5; i++) expect((await health(a)).status).toBe(200)
      expect(warnings(a)).toHaveLength(before + 1)
      expect(warnings(a).at(-1)?.reason).toMatch(/timed out/i)
    } finally {
      redis.resume()
    }
  })

  it('an unreachable Redis at start: the gateway starts, serves and logs the warning', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`
    const gw = await startInstance({ rateLimitPerIp: 1 }, nowhere)
    for (let i = 0; i < 3; i++) expect((await health(gw)).status).toBe(200)
    expect(warnings(gw)).toHaveLength(1)
  })

  it('closing a gateway closes its Redis connection', async () => {
    const clients = async () =>
      String(await inspect.call('CLIENT', 'LIST'))
        .trim()
        .split('\n').length
    const [a, b] = await startPair({})
    expect(await clients()).toBe(3)
    await a.close()
    await b.close()
    running = []
    await waitFor(async () => (await clients()) === 1)
  })

  it('reads REDIS_URL, refusing what is not a redis:// or rediss:// URL', () => {
    expect(configFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0')
    expect(configFromEnv({ REDIS_URL: 'rediss://u:p@cache.example:6380' }).redisUrl).toBe(
      'rediss://u:p@cache.example:6380',
    )
    expect(configFromEnv({}).redisUrl).toBeUndefined()
    for (const bad of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://', 'not a url']) {
      expect(() => configFromEnv({ REDIS_URL: bad })).toThrow(
        'REDIS_URL must be a URL like redis://127.0.0.1:6379',
      )
    }
  })

  it('the gateway process refuses a malformed REDIS_URL in one line, before opening anything', async () => {
    const result = await runCommand(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        REDIS_URL: 'localhost:6379',
        PORTICO_DATA_DIR: 'memory://',
        PORTICO_GATEWAY_PORT: String(await freePort()),
      },
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      'gateway did not start: REDIS_URL must be a URL like redis://127.0.0.1:6379',
    )
  })
})

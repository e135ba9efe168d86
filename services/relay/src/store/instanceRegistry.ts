import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from '../logger.js'
import { REDIS_KEY_PREFIX } from './redisStore.js'

/** Longest a stopping instance waits for Redis to remove its entry. */
const LEAVE_TIMEOUT_MS = 500

/** Hash of every live instance's `<sockets>|<reported at, ms by the Redis clock>`. */
const INSTANCES_KEY = `${REDIS_KEY_PREFIX}instances`

/**
 * Stores this instance's socket count, drops reports older than ARGV[3] ms (instances gone without
 * leaving), and returns the socket counts of the other live instances. The Redis server's clock decides
 * age, so clock skew between hosts does not matter. ARGV: instance id, sockets, stale after ms.
 */
const REPORT_SCRIPT = `
local key, id, sockets, staleMs = '${INSTANCES_KEY}', ARGV[1], ARGV[2], tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('HSET', key, id, sockets .. '|' .. now)
local all = redis.call('HGETALL', key)
local others = {}
for i = 1, #all, 2 do
  local v = all[i + 1]
  local sep = string.find(v, '|', 1, true)
  if now - tonumber(string.sub(v, sep + 1)) > staleMs then
    redis.call('HDEL', key, all[i])
  elseif all[i] ~= id then
    table.insert(others, tonumber(string.sub(v, 1, sep - 1)))
  end
end
return others
`

/**
 * Where the relay instances sharing one Redis tell each other how many sockets they hold, so an instance
 * holding more than its share can hand some to the others (see rebalance.ts).
 */
export class RedisInstanceRegistry {
  /** This instance's id in the registry. */
  readonly id = randomUUID()
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1 })
    this.redis.defineCommand('relayReportSockets', { numberOfKeys: 0, lua: REPORT_SCRIPT })
    this.redis.on('error', (e: Error) => this.logger.warn('redis registry error', { error: e.message }))
  }

  /**
   * Reports this instance's open sockets and answers the other live instances' counts (reports older than
   * `staleAfterMs` are dropped).
   */
  async report(sockets: number, staleAfterMs: number): Promise<number[]> {
    const run = (
      this.redis as unknown as { relayReportSockets(...a: (string | number)[]): Promise<number[]> }
    ).relayReportSockets
    return run.call(this.redis, this.id, sockets, staleAfterMs)
  }

  /**
   * Removes this instance from the registry (it is stopping) and closes the connection; gives up on Redis
   * after LEAVE_TIMEOUT_MS (the entry then goes stale on its own), so a Redis outage cannot hold up shutdown.
   */
  async leave(): Promise<void> {
    const left = this.redis
      .hdel(INSTANCES_KEY, this.id)
      .catch(() => {})
      .then(() => this.redis.quit())
      .catch(() => {})
    const timeout = new Promise<void>((r) => setTimeout(r, LEAVE_TIMEOUT_MS).unref())
    await Promise.race([left, timeout])
    this.redis.disconnect()
  }
}

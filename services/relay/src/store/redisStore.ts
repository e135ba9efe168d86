import { Redis } from 'ioredis'
import type { Logger } from '../logger.js'
import { serializeSubscriptionData } from './relayMessage.js'
import type { RelayMessage, TopicListener, TopicStore } from './types.js'

/** Prefix of every Redis key and channel the relay uses. */
export const REDIS_KEY_PREFIX = 'portico:relay:'

const messagesKey = (topic: string) => `${REDIS_KEY_PREFIX}m:${topic}`
const expiriesKey = (topic: string) => `${REDIS_KEY_PREFIX}e:${topic}`
const channelOf = (topic: string) => `${REDIS_KEY_PREFIX}t:${topic}`
const CHANNEL_PREFIX_LENGTH = `${REDIS_KEY_PREFIX}t:`.length

/**
 * Keeps a message unless an unexpired copy is kept, extends both keys' expiry, then publishes it.
 * KEYS: messages hash, expiries zset. ARGV: id, json, expiresAt ms, ttl ms, channel, now ms.
 */
const PUBLISH_SCRIPT = `
local score = redis.call('ZSCORE', KEYS[2], ARGV[1])
if score and tonumber(score) > tonumber(ARGV[6]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
local ttl = tonumber(ARGV[4])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
if redis.call('PTTL', KEYS[2]) < ttl then redis.call('PEXPIRE', KEYS[2], ttl) end
redis.call('PUBLISH', ARGV[5], ARGV[2])
return 1
`

/**
 * Drops expired messages of a topic and returns the kept ones.
 * KEYS: messages hash, expiries zset. ARGV: now ms.
 */
const FETCH_SCRIPT = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if #expired > 0 then
  redis.call('HDEL', KEYS[1], unpack(expired))
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
end
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. ARGV[1], '+inf')
if #ids == 0 then return {} end
return redis.call('HMGET', KEYS[1], unpack(ids))
`

type WireMessage = Omit<RelayMessage, 'dataJson'>

interface RelayScripts {
  relayPublish(...args: (string | number)[]): Promise<number>
  relayFetch(...args: (string | number)[]): Promise<(string | null)[]>
}

function toWire(m: RelayMessage): string {
  const { dataJson: _ignored, ...wire } = m
  return JSON.stringify(wire)
}

function fromWire(json: string): RelayMessage {
  const wire = JSON.parse(json) as WireMessage
  return { ...wire, dataJson: serializeSubscriptionData(wire) }
}

/**
 * Topic state shared by several relay instances through Redis: messages are kept in a hash plus a
 * sorted set of expiry times per topic (both keys expire with their newest message), and fanned out
 * over one pub/sub channel per topic that an instance subscribes to while it has local listeners.
 */
export class RedisTopicStore implements TopicStore {
  private readonly redis: Redis
  private readonly sub: Redis
  private readonly listeners = new Map<string, Set<TopicListener>>()
  private readonly channelReady = new Map<string, Promise<unknown>>()

  constructor(
    url: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    // Auto-pipelining batches the commands issued in one event-loop turn into one write.
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true })
    this.redis.defineCommand('relayPublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT })
    this.redis.defineCommand('relayFetch', { numberOfKeys: 2, lua: FETCH_SCRIPT })
    this.sub = new Redis(url)
    this.redis.on('error', (e: Error) => this.logger.warn('redis error', { error: e.message }))
    this.sub.on('error', (e: Error) => this.logger.warn('redis subscriber error', { error: e.message }))
    this.sub.on('message', (channel: string, json: string) => this.onChannelMessage(channel, json))
  }

  /** The Lua scripts, run with EVALSHA by ioredis (loaded once per connection). */
  private get scripts(): RelayScripts {
    return this.redis as unknown as RelayScripts
  }

  /** Resolves once both Redis connections answer. */
  async ready(): Promise<void> {
    await Promise.all([this.redis.ping(), this.sub.ping()])
  }

  private onChannelMessage(channel: string, json: string): void {
    const set = this.listeners.get(channel.slice(CHANNEL_PREFIX_LENGTH))
    if (!set || set.size === 0) return
    let message: RelayMessage
    try {
      message = fromWire(json)
    } catch {
      this.logger.warn('redis: unreadable message on channel', { channel })
      return
    }
    for (const listener of set) listener(message)
  }

  async subscribe(topic: string, listener: TopicListener): Promise<void> {
    let set = this.listeners.get(topic)
    if (!set) {
      set = new Set()
      this.listeners.set(topic, set)
    }
    set.add(listener)
    let ready = this.channelReady.get(topic)
    if (!ready) {
      ready = this.sub.subscribe(channelOf(topic))
      this.channelReady.set(topic, ready)
    }
    await ready
  }

  unsubscribe(topic: string, listener: TopicListener): void {
    const set = this.listeners.get(topic)
    if (!set) return
    set.delete(listener)
    if (set.size > 0) return
    this.listeners.delete(topic)
    this.channelReady.delete(topic)
    this.sub.unsubscribe(channelOf(topic)).catch((e: Error) => {
      this.logger.warn('redis unsubscribe failed', { error: e.message })
    })
  }

  async publish(message: RelayMessage): Promise<boolean> {
    const now = this.now()
    const kept = await this.scripts.relayPublish(
      messagesKey(message.topic),
      expiriesKey(message.topic),
      message.id,
      toWire(message),
      message.expiresAt,
      Math.max(1, message.expiresAt - now),
      channelOf(message.topic),
      now,
    )
    return kept === 1
  }

  async fetchStored(topic: string, clientId: string): Promise<RelayMessage[]> {
    const rows = await this.scripts.relayFetch(messagesKey(topic), expiriesKey(topic), this.now())
    const out: RelayMessage[] = []
    for (const row of rows) {
      if (!row) continue
      try {
        const m = fromWire(row)
        if (m.senderId !== clientId) out.push(m)
      } catch {
        this.logger.warn('redis: unreadable kept message', { topic })
      }
    }
    return out.sort((a, b) => a.publishedAt - b.publishedAt)
  }

  ack(topic: string, messageId: string): void {
    this.redis
      .multi()
      .hdel(messagesKey(topic), messageId)
      .zrem(expiriesKey(topic), messageId)
      .exec()
      .catch((e: Error) => this.logger.warn('redis ack failed', { error: e.message }))
  }

  async close(): Promise<void> {
    this.listeners.clear()
    this.channelReady.clear()
    await Promise.allSettled([this.redis.quit(), this.sub.quit()])
  }
}

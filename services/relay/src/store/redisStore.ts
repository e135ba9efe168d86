import { Redis } from 'ioredis'
import type { Logger } from '../logger.js'
import { ACK_SCRIPT, FETCH_SCRIPT, PUBLISH_SCRIPT } from './redisScripts.js'
import { serializeSubscriptionData } from './relayMessage.js'
import {
  resolveStoreLimits,
  type StoreLimits,
  StoreShareExceededError,
  type StoreUsage,
  storedBytes,
} from './storeLimits.js'
import { TurnBatch } from './turnBatch.js'
import type { RelayMessage, TopicListener, TopicStore } from './types.js'

/** Publishes of one event-loop turn sent in one script call at most (bounds the script's run on Redis). */
const PUBLISH_BATCH_MAX = 100
/** Acknowledgements of one event-loop turn sent in one script call at most. */
const ACK_BATCH_MAX = 200

interface PendingPublish {
  message: RelayMessage
  resolve(kept: boolean): void
  reject(error: unknown): void
}

/** Prefix of every Redis key and channel the relay uses. */
export const REDIS_KEY_PREFIX = 'portico:relay:'

const channelOf = (topic: string) => `${REDIS_KEY_PREFIX}t:${topic}`
const CHANNEL_PREFIX_LENGTH = `${REDIS_KEY_PREFIX}t:`.length

type WireMessage = Omit<RelayMessage, 'dataJson'>

interface RelayScripts {
  relayPublish(...args: (string | number)[]): Promise<number[]>
  relayFetch(...args: (string | number)[]): Promise<(string | null)[]>
  relayAck(...args: (string | number)[]): Promise<number>
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
 * The store's caps (total bytes and messages, each client's share) are enforced by Lua scripts on the
 * Redis server, so they hold across all instances (see redisScripts.ts).
 */
export class RedisTopicStore implements TopicStore {
  private readonly redis: Redis
  private readonly sub: Redis
  private readonly listeners = new Map<string, Set<TopicListener>>()
  private readonly channelReady = new Map<string, Promise<unknown>>()
  /** Topics whose channel (un)subscription goes out at the end of this event-loop turn, one command each way. */
  private readonly touchedTopics = new Set<string>()
  private channelSync: Promise<unknown> | undefined
  /** Publishes and acknowledgements of one event-loop turn go out as one script call each. */
  private readonly publishes = new TurnBatch<PendingPublish>((b) => this.sendPublishes(b), PUBLISH_BATCH_MAX)
  private readonly acks = new TurnBatch<string>((ids) => this.sendAcks(ids), ACK_BATCH_MAX)

  readonly limits: StoreLimits

  constructor(
    url: string,
    private readonly logger: Logger,
    limits?: StoreLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = limits ?? resolveStoreLimits()
    // Auto-pipelining batches the commands issued in one event-loop turn into one write.
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true })
    this.redis.defineCommand('relayPublish', { numberOfKeys: 0, lua: PUBLISH_SCRIPT })
    this.redis.defineCommand('relayFetch', { numberOfKeys: 0, lua: FETCH_SCRIPT })
    this.redis.defineCommand('relayAck', { numberOfKeys: 0, lua: ACK_SCRIPT })
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
      const subscribed = this.syncChannel(topic)
      ready = subscribed
      this.channelReady.set(topic, ready)
      // A failed SUBSCRIBE is tried again by the next subscriber rather than failing it forever.
      subscribed.catch(() => {
        if (this.channelReady.get(topic) === subscribed) this.channelReady.delete(topic)
      })
    }
    await ready
  }

  /**
   * Queues the topic's channel for the end of this event-loop turn, when one SUBSCRIBE carries every touched topic
   * that has listeners then and one UNSUBSCRIBE every one that has none (a reconnect burst costs one command,
   * not one per client). Resolves once Redis confirmed the SUBSCRIBE.
   */
  private syncChannel(topic: string): Promise<unknown> {
    this.touchedTopics.add(topic)
    // setImmediate, not nextTick: it runs once the event loop has read every socket that was ready, so the
    // subscribes of many clients (each arriving in its own socket read) share one command.
    this.channelSync ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const on: string[] = []
      const off: string[] = []
      for (const t of this.touchedTopics) (this.listeners.has(t) ? on : off).push(channelOf(t))
      this.touchedTopics.clear()
      this.channelSync = undefined
      const subscribed = on.length > 0 ? this.sub.subscribe(...on) : undefined
      if (off.length > 0) {
        this.sub.unsubscribe(...off).catch((e: Error) => {
          this.logger.warn('redis unsubscribe failed', { error: e.message })
        })
      }
      return subscribed
    })
    return this.channelSync
  }

  unsubscribe(topic: string, listener: TopicListener): void {
    const set = this.listeners.get(topic)
    if (!set) return
    set.delete(listener)
    if (set.size > 0) return
    this.listeners.delete(topic)
    this.channelReady.delete(topic)
    // A failed SUBSCRIBE of the same batch is its subscribers' to report.
    this.syncChannel(topic).catch(() => {})
  }

  /** Keeps and fans out the message; false if an unexpired copy is kept. Sent with the turn's other publishes. */
  publish(message: RelayMessage): Promise<boolean> {
    return new Promise((resolve, reject) => this.publishes.add({ message, resolve, reject }))
  }

  private sendPublishes(batch: PendingPublish[]): void {
    const now = this.now()
    const l = this.limits
    const args: (string | number)[] = [
      REDIS_KEY_PREFIX,
      now,
      l.maxBytes,
      l.maxMessages,
      l.maxClientBytes,
      l.maxClientMessages,
    ]
    for (const { message: m } of batch) {
      const ttl = Math.max(1, m.expiresAt - now)
      args.push(m.topic, m.id, toWire(m), m.expiresAt, ttl, storedBytes(m), m.quotaKey, m.publishedAt)
    }
    this.scripts.relayPublish(...args).then(
      (answers) => {
        for (const [i, p] of batch.entries()) {
          if (answers[i] === -1) p.reject(new StoreShareExceededError(l))
          else p.resolve(answers[i] === 1)
        }
      },
      (e: unknown) => {
        for (const p of batch) p.reject(e)
      },
    )
  }

  async fetchStored(topic: string, clientId: string): Promise<RelayMessage[]> {
    const rows = await this.scripts.relayFetch(REDIS_KEY_PREFIX, topic, this.now())
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
    this.acks.add(`${topic}:${messageId}`)
  }

  private sendAcks(members: string[]): void {
    this.scripts
      .relayAck(REDIS_KEY_PREFIX, ...members)
      .catch((e: Error) => this.logger.warn('redis ack failed', { error: e.message }))
  }

  async usage(): Promise<StoreUsage> {
    const [bytes, messages] = await this.redis.hmget(`${REDIS_KEY_PREFIX}usage`, 'bytes', 'messages')
    return { bytes: Number(bytes ?? 0), messages: Number(messages ?? 0) }
  }

  async close(): Promise<void> {
    this.listeners.clear()
    this.channelReady.clear()
    this.touchedTopics.clear()
    await Promise.allSettled([this.redis.quit(), this.sub.quit()])
  }
}

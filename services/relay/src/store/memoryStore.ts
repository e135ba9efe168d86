import { SWEEP_INTERVAL_MS } from '../constants.js'
import {
  resolveStoreLimits,
  type StoreLimits,
  StoreShareExceededError,
  type StoreUsage,
  storedBytes,
} from './storeLimits.js'
import type { RelayMessage, TopicListener, TopicStore } from './types.js'

interface Kept {
  message: RelayMessage
  bytes: number
}

const keyOf = (topic: string, id: string) => `${topic}:${id}`

/**
 * In-memory topic state for a single relay instance (the default).
 * Messages are kept per topic in publish order until they expire, a subscriber acknowledges them or
 * the store's caps evict them (oldest first); a client over its share of the store is refused.
 */
export class MemoryTopicStore implements TopicStore {
  private readonly listeners = new Map<string, Set<TopicListener>>()
  private readonly kept = new Map<string, Map<string, RelayMessage>>()
  /** Every kept message by `topic:id`, oldest first (Map keeps insertion order). */
  private readonly byAge = new Map<string, Kept>()
  private readonly perSender = new Map<string, StoreUsage>()
  private readonly total: StoreUsage = { bytes: 0, messages: 0 }
  private readonly sweepTimer: NodeJS.Timeout
  readonly limits: StoreLimits

  constructor(
    limits?: StoreLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = limits ?? resolveStoreLimits()
    this.sweepTimer = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS)
    this.sweepTimer.unref()
  }

  async subscribe(topic: string, listener: TopicListener): Promise<void> {
    let set = this.listeners.get(topic)
    if (!set) {
      set = new Set()
      this.listeners.set(topic, set)
    }
    set.add(listener)
  }

  unsubscribe(topic: string, listener: TopicListener): void {
    const set = this.listeners.get(topic)
    if (!set) return
    set.delete(listener)
    if (set.size === 0) this.listeners.delete(topic)
  }

  async publish(message: RelayMessage): Promise<boolean> {
    const existing = this.kept.get(message.topic)?.get(message.id)
    if (existing) {
      if (existing.expiresAt > this.now()) return false
      this.drop(message.topic, message.id)
    }
    const bytes = storedBytes(message)
    const sender = this.perSender.get(message.quotaKey)
    if (
      (sender?.messages ?? 0) + 1 > this.limits.maxClientMessages ||
      (sender?.bytes ?? 0) + bytes > this.limits.maxClientBytes
    ) {
      throw new StoreShareExceededError(this.limits)
    }
    this.evictFor(bytes)
    this.keep(message, bytes)
    const set = this.listeners.get(message.topic)
    if (set) for (const listener of set) listener(message)
    return true
  }

  async fetchStored(topic: string, clientId: string): Promise<RelayMessage[]> {
    const messages = this.kept.get(topic)
    if (!messages) return []
    const now = this.now()
    const out: RelayMessage[] = []
    for (const m of [...messages.values()]) {
      if (m.expiresAt <= now) this.drop(topic, m.id)
      else if (m.senderId !== clientId) out.push(m)
    }
    return out
  }

  ack(topic: string, messageId: string): void {
    this.drop(topic, messageId)
  }

  async usage(): Promise<StoreUsage> {
    return { ...this.total }
  }

  /** Number of messages kept (for tests and the bench). */
  get keptCount(): number {
    return this.total.messages
  }

  private keep(m: RelayMessage, bytes: number): void {
    let messages = this.kept.get(m.topic)
    if (!messages) {
      messages = new Map()
      this.kept.set(m.topic, messages)
    }
    messages.set(m.id, m)
    this.byAge.set(keyOf(m.topic, m.id), { message: m, bytes })
    this.count(m.quotaKey, bytes, 1)
  }

  /** Evicts the oldest messages until one of `bytes` fits under the totals. */
  private evictFor(bytes: number): void {
    for (const [, oldest] of this.byAge) {
      if (
        this.total.bytes + bytes <= this.limits.maxBytes &&
        this.total.messages + 1 <= this.limits.maxMessages
      ) {
        return
      }
      this.drop(oldest.message.topic, oldest.message.id)
    }
  }

  private drop(topic: string, id: string): void {
    const key = keyOf(topic, id)
    const entry = this.byAge.get(key)
    if (!entry) return
    this.byAge.delete(key)
    const messages = this.kept.get(topic)
    messages?.delete(id)
    if (messages?.size === 0) this.kept.delete(topic)
    this.count(entry.message.quotaKey, -entry.bytes, -1)
  }

  private count(senderId: string, bytes: number, messages: number): void {
    this.total.bytes += bytes
    this.total.messages += messages
    const sender = this.perSender.get(senderId) ?? { bytes: 0, messages: 0 }
    sender.bytes += bytes
    sender.messages += messages
    if (sender.messages <= 0) this.perSender.delete(senderId)
    else this.perSender.set(senderId, sender)
  }

  private sweep(): void {
    const now = this.now()
    for (const { message: m } of [...this.byAge.values()]) if (m.expiresAt <= now) this.drop(m.topic, m.id)
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer)
    this.listeners.clear()
    this.kept.clear()
    this.byAge.clear()
    this.perSender.clear()
    this.total.bytes = 0
    this.total.messages = 0
  }
}

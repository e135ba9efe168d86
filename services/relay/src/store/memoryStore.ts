import { SWEEP_INTERVAL_MS } from '../constants.js'
import type { RelayMessage, TopicListener, TopicStore } from './types.js'

/**
 * In-memory topic state for a single relay instance (the default).
 * Messages are kept per topic in publish order until they expire or a subscriber acknowledges them.
 */
export class MemoryTopicStore implements TopicStore {
  private readonly listeners = new Map<string, Set<TopicListener>>()
  private readonly kept = new Map<string, Map<string, RelayMessage>>()
  private readonly sweepTimer: NodeJS.Timeout

  constructor(private readonly now: () => number = Date.now) {
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
    let messages = this.kept.get(message.topic)
    const existing = messages?.get(message.id)
    if (existing && existing.expiresAt > this.now()) return false
    if (!messages) {
      messages = new Map()
      this.kept.set(message.topic, messages)
    }
    messages.set(message.id, message)
    const set = this.listeners.get(message.topic)
    if (set) for (const listener of set) listener(message)
    return true
  }

  async fetchStored(topic: string, clientId: string): Promise<RelayMessage[]> {
    const messages = this.kept.get(topic)
    if (!messages) return []
    const now = this.now()
    const out: RelayMessage[] = []
    for (const m of messages.values()) {
      if (m.expiresAt <= now) messages.delete(m.id)
      else if (m.senderId !== clientId) out.push(m)
    }
    if (messages.size === 0) this.kept.delete(topic)
    return out
  }

  ack(topic: string, messageId: string): void {
    const messages = this.kept.get(topic)
    if (!messages) return
    messages.delete(messageId)
    if (messages.size === 0) this.kept.delete(topic)
  }

  /** Number of messages kept (for tests and the bench). */
  get keptCount(): number {
    let n = 0
    for (const m of this.kept.values()) n += m.size
    return n
  }

  private sweep(): void {
    const now = this.now()
    for (const [topic, messages] of this.kept) {
      for (const m of messages.values()) if (m.expiresAt <= now) messages.delete(m.id)
      if (messages.size === 0) this.kept.delete(topic)
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer)
    this.listeners.clear()
    this.kept.clear()
  }
}

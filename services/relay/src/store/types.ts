import type { StoreUsage } from './storeLimits.js'

/** One published message as the relay keeps and delivers it. */
export interface RelayMessage {
  /** sha256 of `message`, hex: the dedupe key (the clients hash messages the same way). */
  id: string
  topic: string
  message: string
  /** Publish time, ms since epoch. */
  publishedAt: number
  /** Expiry time, ms since epoch (publishedAt + ttl). */
  expiresAt: number
  tag: number
  attestation?: string
  /** Client id (`did:key`) of the publisher: never delivered back to it. */
  senderId: string
  /** Whose share of the store the message counts against: the publisher's network (see networkKeyOf). */
  quotaKey: string
  /** `data` of the `irn_subscription` params, serialized once for every subscriber. */
  dataJson: string
}

/** Receives the live messages of a topic. */
export type TopicListener = (message: RelayMessage) => void

/**
 * Topic state of the relay: who listens to which topic on this instance, and the messages kept
 * for late subscribers until their TTL ends. Two implementations: in memory and Redis.
 */
export interface TopicStore {
  /** Starts live delivery of the topic's messages to `listener`; resolves once it is active. */
  subscribe(topic: string, listener: TopicListener): Promise<void>
  /** Stops live delivery to `listener`. */
  unsubscribe(topic: string, listener: TopicListener): void
  /**
   * Keeps the message until it expires and fans it out; resolves false for a duplicate still kept.
   * Evicts the oldest kept messages when the totals are reached; rejects with a
   * `StoreShareExceededError` when the publisher already holds its share of the store.
   */
  publish(message: RelayMessage): Promise<boolean>
  /** Unexpired kept messages of the topic that `clientId` did not publish, oldest first. */
  fetchStored(topic: string, clientId: string): Promise<RelayMessage[]>
  /** A subscriber other than the publisher acknowledged the message: it is no longer kept. */
  ack(topic: string, messageId: string): void
  /** Bytes and messages kept now (across instances for Redis). */
  usage(): Promise<StoreUsage>
  /** Releases timers and connections. */
  close(): Promise<void>
}

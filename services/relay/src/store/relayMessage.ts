import { createHash } from 'node:crypto'
import type { RelayMessage } from './types.js'

/** Fields of a publish that become a {@link RelayMessage}. */
export interface CreateRelayMessageParameters {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | undefined
  senderId: string
  /** The publisher's network (networkKeyOf); defaults to the client id (tools and tests without a socket). */
  quotaKey?: string
  now?: number
}

/** Hex sha256 of a message: the id the relay dedupes on. */
export function hashMessage(message: string): string {
  return createHash('sha256').update(message).digest('hex')
}

/** Serializes the `irn_subscription` `data` object once per message. */
export function serializeSubscriptionData(m: Omit<RelayMessage, 'dataJson'>): string {
  const data: Record<string, unknown> = {
    topic: m.topic,
    message: m.message,
    publishedAt: m.publishedAt,
    tag: m.tag,
  }
  if (m.attestation !== undefined) data.attestation = m.attestation
  return JSON.stringify(data)
}

/** Builds the stored and delivered form of a publish. */
export function createRelayMessage(p: CreateRelayMessageParameters): RelayMessage {
  const publishedAt = p.now ?? Date.now()
  const m: RelayMessage = {
    id: hashMessage(p.message),
    topic: p.topic,
    message: p.message,
    publishedAt,
    expiresAt: publishedAt + p.ttlSeconds * 1000,
    tag: p.tag,
    senderId: p.senderId,
    quotaKey: p.quotaKey ?? p.senderId,
    dataJson: '',
  }
  if (p.attestation !== undefined) m.attestation = p.attestation
  m.dataJson = serializeSubscriptionData(m)
  return m
}

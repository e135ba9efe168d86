import {
  CLIENT_STORE_SHARE,
  MAX_STORE_BYTES,
  MAX_STORE_MESSAGES,
  STORED_MESSAGE_OVERHEAD_BYTES,
} from '../constants.js'
import type { RelayMessage } from './types.js'

/** Caps on what a topic store keeps: in total (oldest evicted first) and per publishing client (refused). */
export interface StoreLimits {
  /** Bytes all kept messages may take together. */
  maxBytes: number
  /** Messages kept at once. */
  maxMessages: number
  /** Bytes the messages published from one network (networkKeyOf) may take. */
  maxClientBytes: number
  /** Messages published from one network kept at once. */
  maxClientMessages: number
}

/** What a store holds now. */
export interface StoreUsage {
  bytes: number
  messages: number
}

/** Options of {@link resolveStoreLimits}. */
export interface StoreLimitsOptions {
  maxBytes?: number | undefined
  maxMessages?: number | undefined
  /** Share of each total one client may hold, in (0, 1]. */
  clientShare?: number | undefined
}

/** The caps from options, defaulting to MAX_STORE_BYTES, MAX_STORE_MESSAGES and CLIENT_STORE_SHARE. */
export function resolveStoreLimits(o: StoreLimitsOptions = {}): StoreLimits {
  const maxBytes = o.maxBytes ?? MAX_STORE_BYTES
  const maxMessages = o.maxMessages ?? MAX_STORE_MESSAGES
  const share = o.clientShare ?? CLIENT_STORE_SHARE
  if (!(share > 0 && share <= 1)) throw new RangeError(`clientShare must be in (0, 1], got ${share}`)
  return {
    maxBytes,
    maxMessages,
    maxClientBytes: Math.max(1, Math.floor(maxBytes * share)),
    maxClientMessages: Math.max(1, Math.floor(maxMessages * share)),
  }
}

/** Bytes a kept message is counted for: its texts (message, delivered JSON, attestation) plus a fixed overhead. */
export function storedBytes(m: RelayMessage): number {
  return (
    m.message.length +
    m.dataJson.length +
    (m.attestation?.length ?? 0) +
    m.senderId.length +
    STORED_MESSAGE_OVERHEAD_BYTES
  )
}

/** A publish refused because its client's network already holds its share of the store. */
export class StoreShareExceededError extends Error {
  constructor(readonly limits: StoreLimits) {
    super(
      `Store share exceeded: one network address may keep ${limits.maxClientMessages} messages and ${limits.maxClientBytes} bytes undelivered; wait for them to be delivered or expire`,
    )
    this.name = 'StoreShareExceededError'
  }
}

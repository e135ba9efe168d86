import {
  MAX_ATTESTATION_CHARS,
  MAX_BATCH_TOPICS,
  MAX_MESSAGE_CHARS,
  MAX_TTL_SECONDS,
  TOPIC_PATTERN,
} from './constants.js'
import { RelayRpcError, RPC_ERROR } from './jsonrpc.js'

/** A publish as validated from `irn_publish` (or one leg of a session method). */
export interface PublishParams {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

function invalid(message: string): RelayRpcError {
  return new RelayRpcError(RPC_ERROR.INVALID_PARAMS, `Invalid params: ${message}`)
}

function asObject(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalid('expected an object')
  }
  return params as Record<string, unknown>
}

/** Checks a topic: 64 hex characters. */
export function readTopic(value: unknown, field = 'topic'): string {
  if (typeof value !== 'string' || !TOPIC_PATTERN.test(value)) {
    throw invalid(`"${field}" must be 64 hex characters`)
  }
  return value
}

/** Reads `{ topic }` of `irn_subscribe`. */
export function readSubscribeParams(params: unknown): string {
  return readTopic(asObject(params).topic)
}

/** Reads `{ topic, id }` of `irn_unsubscribe` (the id is informative: one subscription per topic). */
export function readUnsubscribeParams(params: unknown): string {
  return readTopic(asObject(params).topic)
}

/** Reads `{ topics }` of the batch methods. */
export function readTopics(params: unknown): string[] {
  const topics = asObject(params).topics
  if (!Array.isArray(topics)) throw invalid('"topics" must be an array')
  if (topics.length > MAX_BATCH_TOPICS) throw invalid(`"topics" holds more than ${MAX_BATCH_TOPICS} topics`)
  return topics.map((t, i) => readTopic(t, `topics[${i}]`))
}

/** Checks a message envelope and its size. */
export function readMessage(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) throw invalid(`"${field}" must be a non-empty string`)
  if (value.length > MAX_MESSAGE_CHARS) {
    throw new RelayRpcError(
      RPC_ERROR.MESSAGE_TOO_LARGE,
      `Message too large: ${value.length} characters, the limit is ${MAX_MESSAGE_CHARS}`,
    )
  }
  return value
}

/** Checks a ttl in seconds against the bounds. */
export function readTtl(value: unknown, minTtlSeconds: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalid('"ttl" must be an integer (seconds)')
  if (value < minTtlSeconds || value > MAX_TTL_SECONDS) {
    throw invalid(`"ttl" must be between ${minTtlSeconds} and ${MAX_TTL_SECONDS} seconds`)
  }
  return value
}

function readTag(value: unknown): number {
  if (value === undefined) return 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalid('"tag" must be a non-negative integer')
  }
  return value
}

function readAttestation(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid('"attestation" must be a string')
  if (value.length > MAX_ATTESTATION_CHARS) {
    throw invalid(`"attestation" must be at most ${MAX_ATTESTATION_CHARS} characters`)
  }
  return value
}

/** Reads `{ topic, message, ttl, tag?, prompt?, attestation? }` of `irn_publish`. */
export function readPublishParams(params: unknown, minTtlSeconds: number): PublishParams {
  const p = asObject(params)
  return {
    topic: readTopic(p.topic),
    message: readMessage(p.message, 'message'),
    ttl: readTtl(p.ttl, minTtlSeconds),
    tag: readTag(p.tag),
    attestation: readAttestation(p.attestation),
  }
}

/** Tags the relay gives the messages of the session methods (those of the Sign API's requests). */
export const SESSION_TAGS = { propose: 1100, proposeResponse: 1101, settle: 1102 } as const

/**
 * Reads `wc_proposeSession`: `{ pairingTopic, sessionProposal, ttl, … }`. The proposal is published on
 * the pairing topic, which the caller also subscribes to.
 */
export function readProposeSessionParams(params: unknown, minTtlSeconds: number): PublishParams {
  const p = asObject(params)
  return {
    topic: readTopic(p.pairingTopic, 'pairingTopic'),
    message: readMessage(p.sessionProposal, 'sessionProposal'),
    ttl: readTtl(p.ttl, minTtlSeconds),
    tag: SESSION_TAGS.propose,
    attestation: readAttestation(p.attestation),
  }
}

/**
 * Reads `wc_approveSession`: `{ pairingTopic, sessionTopic, sessionProposalResponse,
 * sessionSettlementRequest, ttl, … }`: the response goes to the pairing topic, the settlement to the
 * session topic, which the caller also subscribes to.
 */
export function readApproveSessionParams(
  params: unknown,
  minTtlSeconds: number,
): { response: PublishParams; settlement: PublishParams } {
  const p = asObject(params)
  const ttl = readTtl(p.ttl, minTtlSeconds)
  return {
    response: {
      topic: readTopic(p.pairingTopic, 'pairingTopic'),
      message: readMessage(p.sessionProposalResponse, 'sessionProposalResponse'),
      ttl,
      tag: SESSION_TAGS.proposeResponse,
    },
    settlement: {
      topic: readTopic(p.sessionTopic, 'sessionTopic'),
      message: readMessage(p.sessionSettlementRequest, 'sessionSettlementRequest'),
      ttl,
      tag: SESSION_TAGS.settle,
    },
  }
}

import type { Writable } from 'node:stream'
import type { RawData, WebSocket } from 'ws'
import {
  DEDUPE_WINDOW_MS,
  FETCH_BATCH_LIMIT,
  MAX_BUFFERED_BYTES,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
} from './constants.js'
import { DeliveryWindow } from './deliveryWindow.js'
import { FrameSender } from './frameSender.js'
import { errorFrame, parseFrame, RelayRpcError, RPC_ERROR, resultFrame } from './jsonrpc.js'
import type { Logger } from './logger.js'
import {
  type PublishParams,
  readApproveSessionParams,
  readProposeSessionParams,
  readPublishParams,
  readSubscribeParams,
  readTopics,
  readUnsubscribeParams,
} from './params.js'
import { createRelayMessage, hashMessage } from './store/relayMessage.js'
import { StoreShareExceededError } from './store/storeLimits.js'
import type { RelayMessage, TopicListener, TopicStore } from './store/types.js'
import type { TokenBucket } from './tokenBucket.js'

/** What a connection needs from its server. */
export interface ConnectionContext {
  store: TopicStore
  logger: Logger
  minTtlSeconds: number
  /** Longest time a message is kept, whatever its ttl (seconds). */
  maxKeptSeconds: number
  /** Deliveries a socket may leave unacknowledged before it is terminated. */
  maxPendingAcks: number
}

interface Subscription {
  topic: string
  /** sha256(topic + clientId), the id the clients compute for themselves. */
  id: string
  listener: TopicListener
  /** Ids delivered since the subscribe, while live and kept messages may overlap. */
  seen: Set<string> | undefined
  seenUntil: number
}

/** A handler's answer: the result as JSON text, and work to run once the answer is sent. */
interface HandlerResult {
  result: string
  afterReply?: () => void
}

type Handler = (conn: RelayConnection, params: unknown) => Promise<HandlerResult>

const RESULT_TRUE: HandlerResult = { result: 'true' }

/** The JSON-RPC methods a client may call, each answering with the result as JSON text. */
const HANDLERS: Record<string, Handler> = {
  irn_subscribe: async (c, params) => {
    const sub = await c.subscribe(readSubscribeParams(params))
    return { result: JSON.stringify(sub.id), afterReply: () => c.deliverKept(sub) }
  },
  irn_batchSubscribe: async (c, params) => {
    const topics = readTopics(params)
    c.checkRoomFor(topics)
    const subs = await Promise.all(topics.map((t) => c.subscribe(t)))
    return {
      result: JSON.stringify(subs.map((s) => s.id)),
      afterReply: () => {
        for (const sub of subs) c.deliverKept(sub)
      },
    }
  },
  irn_unsubscribe: async (c, params) => {
    c.unsubscribe(readUnsubscribeParams(params))
    return RESULT_TRUE
  },
  irn_batchUnsubscribe: async (c, params) => {
    const p = params as { subscriptions?: unknown }
    const list = Array.isArray(p?.subscriptions) ? p.subscriptions : undefined
    const topics = list
      ? readTopics({ topics: list.map((s: { topic?: unknown }) => s?.topic) })
      : readTopics(params)
    for (const t of topics) c.unsubscribe(t)
    return RESULT_TRUE
  },
  irn_publish: async (c, params) => {
    c.takePublishTokens(1)
    await c.publish(readPublishParams(params, c.ctx.minTtlSeconds))
    return RESULT_TRUE
  },
  irn_batchFetchMessages: async (c, params) => ({
    result: JSON.stringify(await c.fetchKept(readTopics(params))),
  }),
  wc_proposeSession: async (c, params) => {
    const proposal = readProposeSessionParams(params, c.ctx.minTtlSeconds)
    c.takePublishTokens(1)
    await c.subscribe(proposal.topic)
    await c.publish(proposal)
    return RESULT_TRUE
  },
  wc_approveSession: async (c, params) => {
    const { response, settlement } = readApproveSessionParams(params, c.ctx.minTtlSeconds)
    c.takePublishTokens(2)
    const sub = await c.subscribe(settlement.topic)
    await c.publish(response)
    await c.publish(settlement)
    return { result: 'true', afterReply: () => c.deliverKept(sub) }
  },
}

/** Names of the JSON-RPC methods the relay serves. */
export const RELAY_METHODS = Object.keys(HANDLERS)

/**
 * One authenticated client socket: answers its JSON-RPC calls, holds its subscriptions and
 * delivers `irn_subscription` frames, tracking their acknowledgements.
 */
export class RelayConnection {
  readonly subscriptions = new Map<string, Subscription>()
  private readonly deliveries: DeliveryWindow
  private closed = false
  private readonly sender: FrameSender

  /** @param transport the TCP socket under `socket` (the frames of one tick leave in one write, see FrameSender) */
  constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    /** The network the client connects from (networkKeyOf): its share of the store is counted on it. */
    readonly quotaKey: string,
    readonly ctx: ConnectionContext,
    private readonly bucket: TokenBucket,
    transport?: Pick<Writable, 'cork' | 'uncork'>,
  ) {
    this.sender = new FrameSender(socket, transport)
    this.deliveries = new DeliveryWindow(ctx.maxPendingAcks, MAX_BUFFERED_BYTES, (id, subscriptionId, m) =>
      this.send(
        `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscriptionId}","data":${m.dataJson}}}`,
      ),
    )
    socket.on('message', (data: RawData, isBinary: boolean) => this.onFrame(data, isBinary))
    socket.on('close', () => this.dispose())
    socket.on('error', (e: Error) => ctx.logger.debug('socket error', { error: e.message }))
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.send(
        errorFrame('null', RPC_ERROR.INVALID_REQUEST, 'Invalid request: binary frames are not supported'),
      )
      return
    }
    const frame = parseFrame(data.toString())
    if (frame.kind === 'response') {
      this.onAck(frame.id)
      return
    }
    if (frame.kind === 'invalid') {
      this.send(errorFrame(frame.idJson, frame.code, frame.message))
      return
    }
    const handler = Object.hasOwn(HANDLERS, frame.method) ? HANDLERS[frame.method] : undefined
    if (!handler) {
      this.send(errorFrame(frame.idJson, RPC_ERROR.METHOD_NOT_FOUND, `Method not found: ${frame.method}`))
      return
    }
    this.run(handler, frame.idJson, frame.params)
  }

  private async run(handler: Handler, idJson: string, params: unknown): Promise<void> {
    let answer: HandlerResult
    try {
      answer = await handler(this, params)
    } catch (e) {
      if (e instanceof RelayRpcError) this.send(errorFrame(idJson, e.code, e.message))
      else {
        this.ctx.logger.error('request failed', { error: (e as Error)?.message })
        this.send(errorFrame(idJson, RPC_ERROR.INTERNAL_ERROR, 'Internal error, please retry'))
      }
      return
    }
    this.send(resultFrame(idJson, answer.result))
    answer.afterReply?.()
  }

  private send(frame: string): void {
    this.sender.send(frame)
  }

  /** Refuses a publish when the connection's token bucket is empty. */
  takePublishTokens(n: number): void {
    if (!this.bucket.take(n)) {
      throw new RelayRpcError(RPC_ERROR.RATE_LIMITED, 'Rate limited: too many publishes, slow down and retry')
    }
  }

  /** Refuses a batch that would take the connection over its subscription limit. */
  checkRoomFor(topics: string[]): void {
    let added = 0
    for (const t of new Set(topics)) if (!this.subscriptions.has(t)) added++
    if (this.subscriptions.size + added > MAX_SUBSCRIPTIONS_PER_CONNECTION) throw this.tooManySubscriptions()
  }

  private tooManySubscriptions(): RelayRpcError {
    return new RelayRpcError(
      RPC_ERROR.TOO_MANY_SUBSCRIPTIONS,
      `Too many subscriptions: the limit is ${MAX_SUBSCRIPTIONS_PER_CONNECTION} per connection`,
    )
  }

  /** Subscribes this connection to a topic (idempotent; a repeat opens a new dedupe window). */
  async subscribe(topic: string): Promise<Subscription> {
    const existing = this.subscriptions.get(topic)
    if (existing) {
      existing.seen = new Set()
      existing.seenUntil = Date.now() + DEDUPE_WINDOW_MS
      return existing
    }
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) throw this.tooManySubscriptions()
    const sub: Subscription = {
      topic,
      id: hashMessage(topic + this.clientId),
      listener: (m) => this.deliver(sub, m, true),
      seen: new Set(),
      seenUntil: Date.now() + DEDUPE_WINDOW_MS,
    }
    this.subscriptions.set(topic, sub)
    await this.ctx.store.subscribe(topic, sub.listener)
    return sub
  }

  /** Drops this connection's subscription to a topic, if any. */
  unsubscribe(topic: string): void {
    const sub = this.subscriptions.get(topic)
    if (!sub) return
    this.subscriptions.delete(topic)
    this.ctx.store.unsubscribe(topic, sub.listener)
  }

  /** Publishes a message from this client, kept at most `maxKeptSeconds`; refused over the client's store share. */
  async publish(p: PublishParams): Promise<void> {
    const message = createRelayMessage({
      topic: p.topic,
      message: p.message,
      ttlSeconds: Math.min(p.ttl, this.ctx.maxKeptSeconds),
      tag: p.tag,
      attestation: p.attestation,
      senderId: this.clientId,
      quotaKey: this.quotaKey,
    })
    try {
      await this.ctx.store.publish(message)
    } catch (e) {
      if (e instanceof StoreShareExceededError)
        throw new RelayRpcError(RPC_ERROR.STORE_SHARE_EXCEEDED, e.message)
      throw e
    }
  }

  /** Delivers the topic's kept messages to a new (or renewed) subscription. */
  deliverKept(sub: Subscription): void {
    this.ctx.store.fetchStored(sub.topic, this.clientId).then(
      (messages) => {
        if (this.subscriptions.get(sub.topic) !== sub) return
        for (const m of messages) this.deliver(sub, m, false)
      },
      (e: Error) => this.ctx.logger.warn('fetching kept messages failed', { error: e.message }),
    )
  }

  /** `irn_batchFetchMessages`: kept messages of the topics, which then count as delivered. */
  async fetchKept(topics: string[]): Promise<{ messages: unknown[]; hasMore: boolean }> {
    const messages: unknown[] = []
    let hasMore = false
    for (const topic of topics) {
      for (const m of await this.ctx.store.fetchStored(topic, this.clientId)) {
        if (messages.length >= FETCH_BATCH_LIMIT) {
          hasMore = true
          break
        }
        messages.push(JSON.parse(m.dataJson))
        this.ctx.store.ack(m.topic, m.id)
      }
      if (hasMore) break
    }
    return { messages, hasMore }
  }

  private deliver(sub: Subscription, m: RelayMessage, live: boolean): void {
    if (m.senderId === this.clientId || this.closed) return
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that does not read: drop it; it reconnects, subscribes again and gets the kept messages.
      this.terminate('slow client terminated', { buffered: this.socket.bufferedAmount })
      return
    }
    if (sub.seen) {
      if (Date.now() > sub.seenUntil) sub.seen = undefined
      else if (sub.seen.has(m.id)) return
      else sub.seen.add(m.id)
    }
    if (this.deliveries.offer(sub.id, m, live) === 'overflow') {
      // Same for a client that reads but does not acknowledge: the messages stay kept for its return.
      this.terminate('client not acknowledging terminated', { pending: this.deliveries.pendingCount })
    }
  }

  private onAck(id: unknown): void {
    const acked = this.deliveries.ack(typeof id === 'number' ? id : Number(id))
    if (acked) this.ctx.store.ack(acked.topic, acked.id)
  }

  private terminate(event: string, details: Record<string, unknown>): void {
    this.ctx.logger.warn(event, { clientId: this.clientId, ...details })
    this.socket.terminate()
    this.dispose()
  }

  private dispose(): void {
    if (this.closed) return
    this.closed = true
    for (const sub of this.subscriptions.values()) this.ctx.store.unsubscribe(sub.topic, sub.listener)
    this.subscriptions.clear()
    this.deliveries.clear()
  }
}

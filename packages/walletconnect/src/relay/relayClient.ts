import { Emitter } from '../emitter.js'
import { WalletConnectProtocolError } from '../protocol/errors.js'
import { type JsonRpcPayload, payloadId } from '../protocol/jsonRpc.js'
import type { PublishOptions } from '../protocol/methods.js'
import { signRelayJwt } from '../protocol/relayAuth.js'
import { RecentSet } from './dedupe.js'
import { formatRelayUrl } from './relayUrl.js'

/** The part of the WebSocket API the client uses (the browser's, or `ws` in Node). */
export type WebSocketLike = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: { code: number; reason: string }) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
}
export type WebSocketConstructor = new (url: string) => WebSocketLike

/** A message the relay delivered on a subscribed topic. */
export type RelayMessage = { topic: string; message: string; publishedAt: number; tag: number }

export type RelayClientOptions = {
  relayUrl: string
  projectId: string
  /** Ed25519 seed (hex) of the client's relay identity; the auth JWT is signed with it. */
  seed: string
  /** Called once per distinct delivered message (duplicates of at-least-once delivery are dropped). */
  onMessage: (message: RelayMessage) => void
  /** WebSocket implementation (default: the global one). */
  WebSocket?: WebSocketConstructor | undefined
  /** Sent as `origin` (default: `location.origin` in a browser). */
  origin?: string | undefined
  /** T-26: delay between reconnect attempts, and how many are made before giving up. */
  reconnectDelayMs?: number
  maxReconnectAttempts?: number
  /** How long a relay call may take before it fails. */
  requestTimeoutMs?: number
}

type RelayEvents = {
  connect: []
  disconnect: [code: number, reason: string]
  error: [WalletConnectProtocolError]
}

type Pending = {
  frame: string
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

/** T-26: one reconnect attempt a second, five at most. */
export const RECONNECT_DELAY_MS = 1_000
export const MAX_RECONNECT_ATTEMPTS = 5
/** The close code a relay refuses a client with (auth or project); the client does not retry. */
export const CLOSE_CODE_REFUSED = 3000
const NORMAL_CLOSURE = 1000
/** Close codes that refuse the frames sent (unsupported data, invalid payload, policy, too big). */
const FRAME_REFUSED = new Set([1003, 1007, 1008, 1009])
const OPEN = 1

/**
 * A client of a WalletConnect relay (`irn_*` JSON-RPC over one WebSocket): publish, subscribe, batch
 * subscribe, fetch, unsubscribe; it acknowledges each `irn_subscription` delivery, drops duplicates,
 * reconnects after a drop (resubscribing every topic and resending unanswered calls) and stops on a refusal.
 * It connects on first use.
 */
export class RelayClient extends Emitter<RelayEvents> {
  private socket: WebSocketLike | undefined
  private connecting: Promise<void> | undefined
  private readonly pending = new Map<number, Pending>()
  private readonly subscriptions = new Map<string, string>()
  private readonly seen = new RecentSet(2000)
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined
  private attempts = 0
  private closed = false
  private refused: WalletConnectProtocolError | undefined

  constructor(private readonly options: RelayClientOptions) {
    super()
  }

  /** True while the socket is open. */
  get connected(): boolean {
    return this.socket?.readyState === OPEN
  }

  /** Topics subscribed to. */
  get topics(): string[] {
    return [...this.subscriptions.keys()]
  }

  /** Publishes an envelope to a topic with the method's TTL, tag and prompt flag. */
  async publish(topic: string, message: string, options: PublishOptions): Promise<void> {
    await this.call('irn_publish', {
      topic,
      message,
      ttl: options.ttl,
      tag: options.tag,
      ...(options.prompt ? { prompt: true } : {}),
    })
  }

  /** Subscribes to a topic; the relay then delivers what it keeps for it. */
  async subscribe(topic: string): Promise<void> {
    const id = await this.call('irn_subscribe', { topic })
    this.subscriptions.set(topic, String(id))
  }

  /** Subscribes to several topics in one call. */
  async batchSubscribe(topics: readonly string[]): Promise<void> {
    if (topics.length === 0) return
    const ids = (await this.call('irn_batchSubscribe', { topics })) as unknown[]
    for (const [i, topic] of topics.entries()) this.subscriptions.set(topic, String(ids?.[i] ?? ''))
  }

  /** Fetches the messages the relay keeps for the topics (each delivered through `onMessage`). */
  async fetchMessages(topics: readonly string[]): Promise<void> {
    let more = topics.length > 0
    while (more) {
      const result = (await this.call('irn_batchFetchMessages', { topics })) as {
        messages?: RelayMessage[]
        hasMore?: boolean
      }
      for (const message of result?.messages ?? []) this.deliver(message)
      more = result?.hasMore === true
    }
  }

  /** Unsubscribes from a topic. */
  async unsubscribe(topic: string): Promise<void> {
    const id = this.subscriptions.get(topic)
    this.subscriptions.delete(topic)
    if (id !== undefined && this.connected) await this.call('irn_unsubscribe', { topic, id })
  }

  /** Closes the socket for good; calls still waiting fail. */
  close(): void {
    this.closed = true
    clearTimeout(this.reconnectTimer)
    this.failPending(new WalletConnectProtocolError('RELAY_CLOSED', 'The relay client was closed'))
    this.socket?.close(NORMAL_CLOSURE)
    this.socket = undefined
  }

  /** Sends a JSON-RPC call and waits for its answer (connecting first; resent after a reconnect). */
  private async call(method: string, params: unknown): Promise<unknown> {
    await this.connect()
    const id = payloadId()
    const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new WalletConnectProtocolError('RELAY_CLOSED', `The relay did not answer ${method} in time`))
      }, this.options.requestTimeoutMs ?? 30_000)
      this.pending.set(id, { frame, resolve, reject, timer })
      if (this.connected) this.socket?.send(frame)
    })
  }

  /** Opens the socket if needed. */
  connect(): Promise<void> {
    if (this.refused) return Promise.reject(this.refused)
    if (this.closed)
      return Promise.reject(new WalletConnectProtocolError('RELAY_CLOSED', 'The relay client was closed'))
    if (this.connected) return Promise.resolve()
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined
    })
    return this.connecting
  }

  private async open(): Promise<void> {
    const Socket = this.options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (!Socket)
      throw new WalletConnectProtocolError(
        'INVALID_INPUT',
        'No WebSocket implementation: pass the WebSocket option',
      )
    const auth = await signRelayJwt({ seed: this.options.seed, aud: this.options.relayUrl })
    const origin = this.options.origin ?? (typeof location === 'undefined' ? undefined : location.origin)
    const url = formatRelayUrl(this.options.relayUrl, {
      auth,
      projectId: this.options.projectId,
      ...(origin ? { origin } : {}),
    })
    await new Promise<void>((resolve, reject) => {
      const socket = new Socket(url)
      this.socket = socket
      let opened = false
      socket.onopen = () => {
        opened = true
        this.attempts = 0
        this.onOpen()
        resolve()
      }
      socket.onmessage = (event) => this.onFrame(event.data)
      socket.onerror = () => {}
      socket.onclose = ({ code, reason }) => {
        if (this.socket === socket) this.socket = undefined
        if (!opened)
          reject(new WalletConnectProtocolError('RELAY_CLOSED', `Could not reach the relay (close ${code})`))
        this.onClose(code, String(reason ?? ''))
      }
    })
  }

  private onOpen(): void {
    this.emit('connect')
    const topics = this.topics
    if (topics.length > 0) {
      // Resubscribe first: the relay delivers what it kept while we were away.
      this.batchSubscribe(topics).catch((error) => this.emit('error', asProtocolError(error)))
    }
    for (const pending of this.pending.values()) this.socket?.send(pending.frame)
  }

  private onClose(code: number, reason: string): void {
    this.emit('disconnect', code, reason)
    if (this.closed) return
    if (code === CLOSE_CODE_REFUSED) {
      this.refused = new WalletConnectProtocolError(
        'RELAY_REFUSED',
        reason || 'The relay refused the connection',
      )
      this.failPending(this.refused)
      this.emit('error', this.refused)
      return
    }
    if (FRAME_REFUSED.has(code)) {
      // The relay refused what was sent (too big, malformed, against its policy): resending it would only be
      // refused again, so the calls fail with the reason; subscriptions are restored on the reconnect.
      const reasonText = reason || `the relay closed the connection (${code})`
      this.failPending(new WalletConnectProtocolError('RELAY_REFUSED', `${reasonText} (close ${code})`))
    }
    if (this.subscriptions.size === 0 && this.pending.size === 0) return
    this.scheduleReconnect()
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.closed) return
    const max = this.options.maxReconnectAttempts ?? MAX_RECONNECT_ATTEMPTS
    if (this.attempts >= max) {
      this.attempts = 0
      const error = new WalletConnectProtocolError(
        'RELAY_CLOSED',
        `The relay is unreachable after ${max} attempts`,
      )
      this.failPending(error)
      this.emit('error', error)
      return
    }
    this.attempts += 1
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined
      this.connect().catch(() => {
        // onclose of the failed attempt schedules the next one.
      })
    }, this.options.reconnectDelayMs ?? RECONNECT_DELAY_MS)
  }

  private failPending(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer)
      this.pending.delete(id)
      pending.reject(error)
    }
  }

  private onFrame(data: unknown): void {
    let payload: (JsonRpcPayload & { params?: unknown }) | undefined
    try {
      payload = JSON.parse(typeof data === 'string' ? data : String(data))
    } catch {
      return
    }
    if (!payload || typeof payload !== 'object') return
    if ('method' in payload) {
      if (payload.method !== 'irn_subscription') return
      // Acknowledge first: the relay redelivers what is not acknowledged.
      this.socket?.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      const message = (payload.params as { data?: RelayMessage } | undefined)?.data
      if (message) this.deliver(message)
      return
    }
    const pending = this.pending.get(payload.id)
    if (!pending) return
    this.pending.delete(payload.id)
    clearTimeout(pending.timer)
    if ('error' in payload) {
      pending.reject(new WalletConnectProtocolError('RELAY_REFUSED', payload.error.message))
    } else {
      pending.resolve(payload.result)
    }
  }

  private deliver(message: RelayMessage): void {
    if (typeof message?.topic !== 'string' || typeof message.message !== 'string') return
    if (!this.seen.add(`${message.topic}:${message.message}`)) return
    this.options.onMessage(message)
  }
}

function asProtocolError(error: unknown): WalletConnectProtocolError {
  if (error instanceof WalletConnectProtocolError) return error
  return new WalletConnectProtocolError(
    'RELAY_CLOSED',
    error instanceof Error ? error.message : String(error),
  )
}

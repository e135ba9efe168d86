import { randomBytes } from 'node:crypto'
import { WebSocket } from 'ws'
import { makeAuthToken } from './authToken.js'

/** A random 64-hex topic. */
export const randomTopic = () => randomBytes(32).toString('hex')

/** One `irn_subscription` as received. */
export interface Delivery {
  rpcId: number
  subscriptionId: string
  data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
}

/**
 * A bare WebSocket relay client for tests: valid auth, JSON-RPC calls with awaited answers, and
 * every `irn_subscription` collected (and acknowledged unless `autoAck` is false).
 */
export class RawClient {
  readonly deliveries: Delivery[] = []
  private nextId = 1
  private readonly waiting = new Map<number, (frame: Record<string, unknown>) => void>()
  private readonly deliveryWaiters: (() => void)[] = []
  autoAck = true

  private constructor(
    readonly ws: WebSocket,
    readonly clientId: string,
  ) {
    ws.on('message', (data) => this.onFrame(JSON.parse(data.toString()) as Record<string, unknown>))
  }

  /**
   * Connects with a fresh key to `relayUrl` (the JWT audience), from a loopback address of its own
   * (127.0.0.2 and up, so each client is its own network for the store share) unless `localAddress` is given.
   */
  static async connect(
    relayUrl: string,
    opts: { aud?: string; projectId?: string; localAddress?: string } = {},
  ): Promise<RawClient> {
    const { token, clientId } = makeAuthToken({ aud: opts.aud ?? relayUrl })
    const ws = new WebSocket(`${relayUrl}/?auth=${token}&projectId=${opts.projectId ?? 'portico-dev'}`, {
      localAddress: opts.localAddress ?? nextLoopback(),
    })
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return new RawClient(ws, clientId)
  }

  private onFrame(frame: Record<string, unknown>): void {
    if (frame.method === 'irn_subscription') {
      const params = frame.params as { id: string; data: Delivery['data'] }
      this.deliveries.push({ rpcId: frame.id as number, subscriptionId: params.id, data: params.data })
      if (this.autoAck) this.ack(frame.id as number)
      for (const w of this.deliveryWaiters.splice(0)) w()
      return
    }
    const waiter = this.waiting.get(frame.id as number)
    if (waiter) {
      this.waiting.delete(frame.id as number)
      waiter(frame)
    }
  }

  /** Acknowledges a delivery like the official clients do. */
  ack(rpcId: number): void {
    this.ws.send(JSON.stringify({ id: rpcId, jsonrpc: '2.0', result: true }))
  }

  /** Sends a raw text frame. */
  sendRaw(text: string): void {
    this.ws.send(text)
  }

  /** Awaits the next answer to an id sent with {@link sendRaw}. */
  answerTo(id: number): Promise<Record<string, unknown>> {
    return new Promise((resolve) => this.waiting.set(id, resolve))
  }

  /** Calls a method and resolves with the whole answer frame (result or error). */
  call(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++
    const answer = this.answerTo(id)
    this.ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return answer
  }

  /** Calls a method and resolves with its result, throwing on an error answer. */
  async request(method: string, params: unknown): Promise<unknown> {
    const frame = await this.call(method, params)
    if (frame.error) throw new Error(JSON.stringify(frame.error))
    return frame.result
  }

  /** Resolves once at least `n` deliveries arrived, or rejects after `timeoutMs`. */
  async waitForDeliveries(n: number, timeoutMs = 5000): Promise<Delivery[]> {
    const deadline = Date.now() + timeoutMs
    while (this.deliveries.length < n) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${n} deliveries, got ${this.deliveries.length}`)
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left)
        this.deliveryWaiters.push(() => {
          clearTimeout(t)
          resolve()
        })
      })
    }
    return this.deliveries
  }

  close(): void {
    this.ws.terminate()
  }
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let loopback = 0
/** The next of 127.0.0.2 … 127.0.0.254 (all loopback on Linux), round robin. */
function nextLoopback(): string {
  loopback = (loopback % 253) + 1
  return `127.0.0.${loopback + 1}`
}

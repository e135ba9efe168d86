import { performance } from 'node:perf_hooks'
import { WebSocket } from 'ws'
import { makeAuthToken } from '../test/helpers/authToken.js'
import { acknowledgeDelivery, type BenchFrame, openBenchSocket, publishFrame, sleep } from './benchSupport.js'

/** What a restart-bench client reports to the driver. */
export interface RestartClientHandlers {
  onDelivery(message: string): void
  onPublished(ok: boolean): void
  onReconnected(timing: ReconnectTiming): void
}

/** When (performance.now()) a client's reconnect went through each step. */
export interface ReconnectTiming {
  /** Its socket to the stopped instance closed. */
  closedAt: number
  /** The WebSocket to the next instance was open. */
  openedAt: number
  /** That instance answered the irn_subscribe. */
  subscribedAt: number
}

const FILLER = 'x'.repeat(240)
const RECONNECT_DELAY_MS = 20
const SUBSCRIBE_TIMEOUT_MS = 10_000

/**
 * A relay client that behaves like the official ones across a relay restart: when its socket closes it
 * reconnects (to the next relay URL), subscribes again and publishes again whatever was not answered.
 */
export class RestartClient {
  private ws: WebSocket | undefined
  private nextId = 1
  private readonly unanswered = new Map<number, string>()
  private subscribed: { id: number; resolve: () => void } | undefined
  private urlIndex: number
  private stopped = false
  private closedAt = 0
  private openedAt = 0
  /** One auth JWT per relay URL, signed up front so a reconnect burst costs no signing. */
  private readonly tokens: string[]

  constructor(
    private readonly urls: readonly string[],
    firstUrl: number,
    private readonly topic: string,
    private readonly handlers: RestartClientHandlers,
  ) {
    this.urlIndex = firstUrl
    this.tokens = urls.map((aud) => makeAuthToken({ aud }).token)
  }

  /** Opens the socket and subscribes; retries other URLs until it works. */
  async connect(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      const i = this.urlIndex % this.urls.length
      try {
        await this.open(this.urls[i] as string, this.tokens[i] as string)
        return
      } catch {
        this.urlIndex++
        await sleep(Math.min(1000, RECONNECT_DELAY_MS * 2 ** attempt))
      }
    }
  }

  private async open(url: string, token: string): Promise<void> {
    const ws = await openBenchSocket(url, token)
    this.openedAt = performance.now()
    this.ws = ws
    ws.on('message', (data) => this.onFrame(data.toString()))
    ws.on('error', () => {})
    const id = this.nextId++
    await new Promise<void>((resolve, reject) => {
      // Closed, or no answer in time (the instance is stopping, or swamped): connect() tries again.
      const fail = () => {
        clearTimeout(timer)
        ws.terminate()
        reject(new Error('subscribe failed'))
      }
      const timer = setTimeout(fail, SUBSCRIBE_TIMEOUT_MS)
      ws.once('close', fail)
      this.subscribed = {
        id,
        resolve: () => {
          clearTimeout(timer)
          ws.off('close', fail)
          resolve()
        },
      }
      ws.send(`{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${this.topic}"}}`)
    })
    ws.once('close', () => this.onClose())
    for (const frame of this.unanswered.values()) ws.send(frame)
  }

  private onClose(): void {
    if (this.stopped) return
    this.ws = undefined
    this.urlIndex++
    this.closedAt = performance.now()
    setTimeout(
      () =>
        this.connect().then(() =>
          this.handlers.onReconnected({
            closedAt: this.closedAt,
            openedAt: this.openedAt,
            subscribedAt: performance.now(),
          }),
        ),
      RECONNECT_DELAY_MS,
    )
  }

  private onFrame(text: string): void {
    const frame = JSON.parse(text) as BenchFrame
    const delivered = acknowledgeDelivery(this.ws, frame)
    if (delivered !== undefined) {
      this.handlers.onDelivery(delivered)
    } else if (frame.id === this.subscribed?.id) {
      this.subscribed.resolve()
    } else if (this.unanswered.delete(frame.id)) {
      this.handlers.onPublished(frame.result === true)
    }
  }

  /** Publishes a unique message stamped with the send time (sent again after a reconnect until answered). */
  publish(topic: string, seq: number, now: number): void {
    const id = this.nextId++
    const frame = publishFrame(id, topic, seq, now, FILLER)
    this.unanswered.set(id, frame)
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(frame)
  }

  close(): void {
    this.stopped = true
    this.ws?.terminate()
  }
}

import { randomBytes } from 'node:crypto'
import { WebSocket } from 'ws'
import { makeAuthToken } from '../test/helpers/authToken.js'

/** What a bench client reports to the driver. */
export interface BenchHandlers {
  onDelivery(message: string): void
  onPublished(ok: boolean): void
}

const FILLER = randomBytes(180).toString('base64')

/**
 * A raw relay client for the bench: subscribes to one topic, publishes to another, acknowledges every
 * delivery like the official clients. Publish messages carry the send time (performance.now()).
 */
export class BenchClient {
  private nextId = 1
  private subscribeId = -1
  private onSubscribed: (() => void) | undefined

  private constructor(
    private readonly ws: WebSocket,
    private readonly handlers: BenchHandlers,
  ) {
    ws.on('message', (data) => this.onFrame(data.toString()))
  }

  static async connect(relayUrl: string, handlers: BenchHandlers): Promise<BenchClient> {
    const { token } = makeAuthToken({ aud: relayUrl })
    const ws = new WebSocket(`${relayUrl}/?auth=${token}&projectId=portico-bench&ua=portico-bench`, {
      perMessageDeflate: false,
    })
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return new BenchClient(ws, handlers)
  }

  private onFrame(text: string): void {
    const frame = JSON.parse(text) as {
      id: number
      method?: string
      params?: { data: { message: string } }
      result?: unknown
      error?: unknown
    }
    if (frame.method === 'irn_subscription') {
      this.ws.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
      this.handlers.onDelivery(frame.params?.data.message ?? '')
    } else if (frame.id === this.subscribeId) {
      this.onSubscribed?.()
    } else {
      this.handlers.onPublished(frame.result === true)
    }
  }

  subscribe(topic: string): Promise<void> {
    this.subscribeId = this.nextId++
    const done = new Promise<void>((resolve) => {
      this.onSubscribed = resolve
    })
    this.ws.send(
      `{"id":${this.subscribeId},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    )
    return done
  }

  /** Publishes a unique message stamped with the send time. */
  publish(topic: string, seq: number, now: number): void {
    const id = this.nextId++
    this.ws.send(
      `{"id":${id},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"${now.toFixed(3)}|${seq}|${FILLER}","ttl":300,"tag":1108,"prompt":false}}`,
    )
  }

  close(): void {
    this.ws.terminate()
  }
}

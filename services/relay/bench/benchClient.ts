import { randomBytes } from 'node:crypto'
import type { WebSocket } from 'ws'
import { acknowledgeDelivery, type BenchFrame, openBenchSocket, publishFrame } from './benchSupport.js'

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
    return new BenchClient(await openBenchSocket(relayUrl), handlers)
  }

  private onFrame(text: string): void {
    const frame = JSON.parse(text) as BenchFrame
    const delivered = acknowledgeDelivery(this.ws, frame)
    if (delivered !== undefined) {
      this.handlers.onDelivery(delivered)
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
    this.ws.send(publishFrame(this.nextId++, topic, seq, now, FILLER))
  }

  close(): void {
    this.ws.terminate()
  }
}

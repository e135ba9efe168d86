import type { RelayMessage } from './store/types.js'

/** Sends one `irn_subscription` with the delivery id the client acknowledges. */
export type SendDelivery = (deliveryId: number, subscriptionId: string, m: RelayMessage) => void

/**
 * The deliveries of one socket: at most `maxPending` unacknowledged at once (tracked by topic and id
 * only, so they pin no message text); beyond that, deliveries wait in a backlog that is sent as
 * acknowledgements come in. Live deliveries waiting over `maxBacklogBytes` mean the client is not
 * acknowledging: {@link offer} answers `overflow` and the caller drops the socket (the messages stay kept
 * for its return). Kept messages delivered on a subscribe wait without counting towards that limit, so a
 * returning client with much waiting for it is paced, not dropped again.
 */
export class DeliveryWindow {
  private readonly pending = new Map<number, { topic: string; id: string }>()
  private readonly backlog: { subscriptionId: string; message: RelayMessage; live: boolean }[] = []
  private backlogBytes = 0
  private nextId = 1

  constructor(
    private readonly maxPending: number,
    private readonly maxBacklogBytes: number,
    private readonly send: SendDelivery,
  ) {}

  /** Sends the delivery now, or queues it while the window is full; `live` is false for kept messages. */
  offer(subscriptionId: string, message: RelayMessage, live: boolean): 'sent' | 'queued' | 'overflow' {
    if (this.pending.size < this.maxPending && this.backlog.length === 0) {
      this.sendNow(subscriptionId, message)
      return 'sent'
    }
    this.backlog.push({ subscriptionId, message, live })
    if (!live) return 'queued'
    this.backlogBytes += message.dataJson.length
    return this.backlogBytes > this.maxBacklogBytes ? 'overflow' : 'queued'
  }

  /** An acknowledgement: the acknowledged message's topic and id (if it was pending); sends what waits. */
  ack(deliveryId: number): { topic: string; id: string } | undefined {
    const acked = this.pending.get(deliveryId)
    if (!acked) return undefined
    this.pending.delete(deliveryId)
    while (this.pending.size < this.maxPending && this.backlog.length > 0) {
      const next = this.backlog.shift()
      if (!next) break
      if (next.live) this.backlogBytes -= next.message.dataJson.length
      this.sendNow(next.subscriptionId, next.message)
    }
    return acked
  }

  /** Deliveries sent and not yet acknowledged. */
  get pendingCount(): number {
    return this.pending.size
  }

  clear(): void {
    this.pending.clear()
    this.backlog.length = 0
    this.backlogBytes = 0
  }

  private sendNow(subscriptionId: string, message: RelayMessage): void {
    const id = this.nextId++
    this.pending.set(id, { topic: message.topic, id: message.id })
    this.send(id, subscriptionId, message)
  }
}

/**
 * Collects the items of one event-loop turn and hands them over together once every socket that was ready
 * has been read (`setImmediate`), or as soon as `maxItems` are waiting: the publishes or acknowledgements
 * of many clients then cost one Redis command, not one each, and none waits longer than the turn.
 */
export class TurnBatch<T> {
  private items: T[] = []
  private scheduled = false

  constructor(
    private readonly flush: (items: T[]) => void,
    private readonly maxItems: number,
  ) {}

  add(item: T): void {
    this.items.push(item)
    if (this.items.length >= this.maxItems) this.flushNow()
    else if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => {
        this.scheduled = false
        this.flushNow()
      })
    }
  }

  private flushNow(): void {
    if (this.items.length === 0) return
    const items = this.items
    this.items = []
    this.flush(items)
  }
}

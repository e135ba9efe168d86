type Listener = (...args: any[]) => void

/** A small typed event emitter (the client runs in browsers and Node alike). */
export class Emitter<Events extends Record<string, unknown[]>> {
  private readonly listeners = new Map<keyof Events, Set<Listener>>()

  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return () => this.off(event, listener)
  }

  once<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): () => void {
    const off = this.on(event, (...args) => {
      off()
      listener(...args)
    })
    return off
  }

  off<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): void {
    this.listeners.get(event)?.delete(listener)
  }

  protected emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error('[portico] WalletConnect listener failed', error)
      }
    }
  }
}

type Listener = (...args: any[]) => void

/** The `on`/`removeListener` half of an EIP-1193 provider, plus `emit` for the wallet itself. */
export class ProviderEvents {
  readonly #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): void {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.#listeners.get(event)?.delete(listener)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`test wallet: a "${event}" listener threw`, error)
      }
    }
  }

  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0
  }
}

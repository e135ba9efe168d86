import { isHex32 } from '../protocol/bytes.js'
import { generateClientSeed } from '../protocol/relayAuth.js'
import type { KeyValueStorage } from '../storage.js'
import type { Pairing, Session } from './types.js'

/** Everything the client keeps across reloads. */
export type StoredState = {
  version: 1
  /** Ed25519 seed of the client's relay identity. */
  seed: string
  /** Secrets by topic (symmetric keys) or by public key (private keys). */
  keys: Record<string, string>
  pairings: Pairing[]
  sessions: Session[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function isValid(value: unknown): value is StoredState {
  if (!isRecord(value) || value.version !== 1 || !isHex32(value.seed)) return false
  if (!isRecord(value.keys) || !Object.values(value.keys).every(isHex32)) return false
  const topicsOk = (list: unknown) =>
    Array.isArray(list) &&
    list.every((item) => isRecord(item) && isHex32(item.topic) && typeof item.expiry === 'number')
  return topicsOk(value.pairings) && topicsOk(value.sessions)
}

/**
 * The client's state in one storage entry, written whole after each change (one write per change, in
 * order), so a reload never finds half of a session.
 */
export class StateStore {
  private writing: Promise<void> = Promise.resolve()

  private constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    readonly state: StoredState,
  ) {}

  /** Loads the entry; an entry that is missing or not understood starts a fresh state (and is kept aside). */
  static async load(storage: KeyValueStorage, prefix: string): Promise<StateStore> {
    const key = `${prefix}:walletconnect`
    let stored: unknown
    try {
      stored = await storage.getItem(key)
    } catch (error) {
      console.warn('[portico] WalletConnect state could not be read; starting fresh', error)
    }
    if (stored !== undefined && !isValid(stored)) {
      console.warn('[portico] WalletConnect state not understood; starting fresh')
      await storage.setItem(`${key}:unreadable`, stored).catch(() => {})
    }
    const state: StoredState = isValid(stored)
      ? stored
      : { version: 1, seed: generateClientSeed(), keys: {}, pairings: [], sessions: [] }
    const store = new StateStore(storage, key, state)
    if (!isValid(stored)) await store.save()
    return store
  }

  /** Writes the current state (after the writes queued before it). */
  save(): Promise<void> {
    const snapshot = JSON.parse(JSON.stringify(this.state)) as StoredState
    this.writing = this.writing
      .then(() => this.storage.setItem(this.key, snapshot))
      .catch((error) => {
        console.warn('[portico] WalletConnect state could not be saved', error)
      })
    return this.writing
  }

  session(topic: string): Session | undefined {
    return this.state.sessions.find((s) => s.topic === topic)
  }

  pairing(topic: string): Pairing | undefined {
    return this.state.pairings.find((p) => p.topic === topic)
  }

  putSession(session: Session): void {
    this.state.sessions = [...this.state.sessions.filter((s) => s.topic !== session.topic), session]
  }

  putPairing(pairing: Pairing): void {
    this.state.pairings = [...this.state.pairings.filter((p) => p.topic !== pairing.topic), pairing]
  }

  /** Forgets a session or pairing and its key. */
  forget(topic: string): void {
    this.state.sessions = this.state.sessions.filter((s) => s.topic !== topic)
    this.state.pairings = this.state.pairings.filter((p) => p.topic !== topic)
    delete this.state.keys[topic]
  }
}

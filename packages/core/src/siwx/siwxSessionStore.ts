import type { PorticoStorage } from '../storage/storage.js'
import { StorageKeys } from '../storage/storageKeys.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SIWXSession } from './siwxTypes.js'

/** W-02: where the built-in SIWX implementations keep their sessions. */
export const SIWX_SESSIONS_KEY = StorageKeys.siwxSessions

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const expired = (s: SIWXSession, now: number) =>
  !!s.data.expirationTime && Date.parse(s.data.expirationTime) <= now

/** The sessions kept in storage (surviving a reload), with lookups by network and address. */
export function createSiwxSessionStore(storage: PorticoStorage, now: () => number = Date.now) {
  const all = (): SIWXSession[] => storage.get<SIWXSession[]>(SIWX_SESSIONS_KEY) ?? []
  const save = (sessions: SIWXSession[]) => storage.set(SIWX_SESSIONS_KEY, sessions)
  return {
    all,
    save,
    /** The live sessions of an account on a network. */
    find: (chainId: CaipNetworkId, address: string) =>
      all().filter(
        (s) =>
          s.data.chainId === chainId && sameAddress(s.data.accountAddress, address) && !expired(s, now()),
      ),
    add: (session: SIWXSession) =>
      save([
        ...all().filter(
          (s) =>
            !(
              s.data.chainId === session.data.chainId &&
              sameAddress(s.data.accountAddress, session.data.accountAddress)
            ),
        ),
        session,
      ]),
    /** Removes and returns the sessions of an account on a network. */
    remove(chainId: CaipNetworkId, address: string): SIWXSession[] {
      const [gone, kept] = [[], []] as [SIWXSession[], SIWXSession[]]
      for (const s of all())
        (s.data.chainId === chainId && sameAddress(s.data.accountAddress, address) ? gone : kept).push(s)
      save(kept)
      return gone
    },
  }
}

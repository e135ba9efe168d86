import type { FrameTransport } from './embeddedProvider.js'
import { LoginKeys, type LoginStorage } from './loginStorage.js'

/** The account types the embedded EVM wallet offers (E-23). */
export type EmbeddedAccountType = 'smartAccount' | 'eoa'

/** What the modal reads about the embedded smart account (D-24, F-24, N-06). */
export interface EmbeddedSmartAccountState {
  /** Chain ids where smart accounts are enabled (D-24). */
  enabledNetworks: number[]
  preferredAccountType: EmbeddedAccountType
  /** Whether the active account is a deployed smart account. */
  deployed: boolean
}

/** The stored enabled networks (F-11's SMART_ACCOUNT_ENABLED_NETWORKS), or [] when absent or malformed. */
function storedNetworks(storage: LoginStorage): number[] {
  try {
    const parsed = JSON.parse(storage.get(LoginKeys.SMART_ACCOUNT_ENABLED_NETWORKS) ?? '[]') as unknown
    return Array.isArray(parsed) ? parsed.filter(Number.isSafeInteger) : []
  } catch {
    return []
  }
}

/**
 * F-24 and E-23 on the app's side: at sync time (each login or reconnect) asks the frame for the
 * smart-account-enabled networks among `chainIds` and keeps them (memory and login storage); switches the
 * preferred account type through SET_PREFERRED_ACCOUNT, falling back to 'eoa' when the frame refuses.
 */
export function smartAccountSync(frame: FrameTransport, storage: LoginStorage, chainIds: () => number[]) {
  let enabledNetworks = storedNetworks(storage)
  return {
    /** F-24: GET_SMART_ACCOUNT_ENABLED_NETWORKS; a failing frame leaves the list empty (no smart account). */
    async sync(): Promise<number[]> {
      try {
        const answer = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { chainIds: chainIds() })
        enabledNetworks = [...answer.smartAccountEnabledNetworks]
      } catch {
        enabledNetworks = []
      }
      storage.set(LoginKeys.SMART_ACCOUNT_ENABLED_NETWORKS, JSON.stringify(enabledNetworks))
      return enabledNetworks
    },
    enabledNetworks: () => enabledNetworks,
    /** E-23: the type now preferred: `type`, or 'eoa' when the frame answered SET_PREFERRED_ACCOUNT_ERROR. */
    async setPreferred(type: EmbeddedAccountType): Promise<EmbeddedAccountType> {
      let applied: EmbeddedAccountType
      try {
        await frame.request('SET_PREFERRED_ACCOUNT', { type })
        applied = type
      } catch {
        applied = 'eoa'
      }
      storage.set(LoginKeys.PREFERRED_ACCOUNT_TYPE, applied)
      return applied
    },
  }
}

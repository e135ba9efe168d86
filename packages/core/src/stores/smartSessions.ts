import { createStore } from 'zustand/vanilla'
import type { SmartSession } from '../smartSessions/smartSessionTypes.js'

/** REQUIREMENTS N: the account's smart sessions, as SmartSessionList shows them. */
export type SmartSessionsState = {
  /** The CAIP-10 account the list belongs to. */
  caipAddress: string | undefined
  sessions: SmartSession[]
  loading: boolean
  /** The pci being revoked, while its wallet signature and the gateway call run. */
  revoking: string | undefined
  /** The last session granted through the modal, for SmartSessionCreated. */
  created: SmartSession | undefined
}

export const createSmartSessionsStore = () =>
  createStore<SmartSessionsState>(() => ({
    caipAddress: undefined,
    sessions: [],
    loading: false,
    revoking: undefined,
    created: undefined,
  }))

export type SmartSessionsStore = ReturnType<typeof createSmartSessionsStore>

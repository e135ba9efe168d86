import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../types/network.js'

/** Modal state (SPEC §3, Q-12): open, loading, shake, namespace. */
export type ModalState = {
  open: boolean
  /** True from `open()` until the client has restored the stored connections. */
  loading: boolean
  /** which namespace the loading is for. */
  loadingNamespaceMap: ReadonlyMap<ChainNamespace, boolean>
  shake: boolean
  namespace: ChainNamespace | undefined
  /** M-08: required sign-in is pending; the dialog cannot be closed (✕, Escape, backdrop). */
  closeLocked: boolean
}

export const createModalStore = () =>
  createStore<ModalState>()(() => ({
    open: false,
    loading: false,
    loadingNamespaceMap: new Map(),
    shake: false,
    namespace: undefined,
    closeLocked: false,
  }))

export type ModalStore = ReturnType<typeof createModalStore>

import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../types/network.js'

/** Modal state (SPEC §3): open, loading, shake, namespace. */
export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  namespace: ChainNamespace | undefined
}

export const createModalStore = () =>
  createStore<ModalState>()(() => ({ open: false, loading: false, shake: false, namespace: undefined }))

export type ModalStore = ReturnType<typeof createModalStore>

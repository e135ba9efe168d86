import type { EmbeddedLoginController, EmbeddedLoginState, PorticoClient } from '@portico/core'
import type { StoreApi } from 'zustand/vanilla'
import { useLazyFeature } from './useLazyFeature.js'
import { useStoreSelector } from './useStoreSelector.js'

const load = (portico: PorticoClient) => portico.embeddedLogin()

/** Stands for the controller's store until its chunk has loaded: no state, no changes. */
const NOT_LOADED: StoreApi<EmbeddedLoginState | undefined> = {
  getState: () => undefined,
  getInitialState: () => undefined,
  setState: () => undefined,
  subscribe: () => () => undefined,
}

/**
 * Issue 22 item 9: core's embedded login controller (`portico.embeddedLogin()`, a lazy chunk), once loaded, and
 * the part of its state `select` picks (undefined until then). The login views render this state and call the
 * controller's actions; the flows themselves are core's.
 */
export function useEmbeddedLogin<T>(select: (state: EmbeddedLoginState) => T): {
  login: EmbeddedLoginController | undefined
  state: T | undefined
} {
  const login = useLazyFeature(load)
  const store = (login?.store ?? NOT_LOADED) as StoreApi<EmbeddedLoginState | undefined>
  const state = useStoreSelector(store, (s) => (s ? select(s) : undefined))
  return { login, state }
}

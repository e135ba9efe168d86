import type { EmbeddedLoginController, EmbeddedLoginState } from '@portico/core'
import { useEffect, useState } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

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
  const portico = usePorticoInstance()
  const [login, setLogin] = useState<EmbeddedLoginController>()
  useEffect(() => {
    let live = true
    void portico.embeddedLogin().then((loaded) => live && setLogin(loaded))
    return () => {
      live = false
    }
  }, [portico])
  const store = (login?.store ?? NOT_LOADED) as StoreApi<EmbeddedLoginState | undefined>
  const state = useStoreSelector(store, (s) => (s ? select(s) : undefined))
  return { login, state }
}

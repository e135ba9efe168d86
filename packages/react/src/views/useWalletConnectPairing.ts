import { ModalClosedError, type View, type WalletConnectState } from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

export type WalletConnectPairing = WalletConnectState & {
  /** True until the first pairing URI is there (the view shows its loading state). */
  waiting: boolean
  /** Starts a new pairing after a failure ('Connection rejected' → Try again). */
  retry(): void
}

const STARTING: WalletConnectState = {
  status: 'loading',
  uri: undefined,
  expiry: undefined,
  error: undefined,
}

/**
 * Starts a WalletConnect connect when the view mounts (once, also under StrictMode) and reads the
 * pairing state. The controller regenerates an expiring pairing (C-23) and retries a failed attempt
 * after 1 s (T-09); this hook closes the dialog when the wallet approves while `view` is still shown.
 */
export function useWalletConnectPairing(view: View): WalletConnectPairing {
  const portico = usePorticoInstance()
  const state = useStoreSelector(portico.walletConnect, (s) => s)
  const [started, setStarted] = useState(false)
  const attempt = useRef(0)
  const mounted = useRef(false)

  const connect = useCallback(async () => {
    const id = ++attempt.current
    try {
      await portico.connectWalletConnect()
      if (mounted.current && id === attempt.current && portico.stores.router.getState().view === view)
        portico.close()
    } catch (error) {
      if (!mounted.current || id !== attempt.current || error instanceof ModalClosedError) return
      portico.shake()
    }
  }, [portico, view])

  useEffect(() => {
    mounted.current = true
    // StrictMode runs this effect twice on one instance: a second connect would supersede the first.
    if (attempt.current === 0) {
      void connect()
      setStarted(true)
    }
    return () => {
      mounted.current = false
    }
  }, [connect])

  // Before the first connect starts, the store may still hold the last attempt's state.
  const current: WalletConnectState = started ? state : STARTING
  const waiting = current.status === 'idle' || current.status === 'loading'
  return { ...current, waiting, retry: () => void connect() }
}

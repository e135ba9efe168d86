import type { AdapterConnection, WalletConnectState } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useWalletConnectUri} returns. */
export type WalletConnectUri = WalletConnectState & {
  /**
   * Starts a WalletConnect pairing: `uri` fills in (render it as your own QR code) and is regenerated before it
   * expires (C-23); resolves once the wallet approves, rejects when it refuses ('Connection rejected').
   */
  start(): Promise<AdapterConnection>
}

/**
 * Headless: the WalletConnect pairing URI (`wc:…`) and its state, for a custom QR code. Needs the
 * `walletConnect` and `relayUrl` options.
 *
 * @example
 * const { uri, start, status } = useWalletConnectUri()
 * useEffect(() => { start().catch(() => {}) }, [start])
 * return uri ? <MyQrCode value={uri} /> : <Spinner />
 */
export function useWalletConnectUri(): WalletConnectUri {
  const portico = usePorticoInstance()
  const state = useStoreSelector(portico.walletConnect, (s) => s)
  const start = useCallback(() => portico.connectWalletConnect(), [portico])
  return { ...state, start }
}

import { createStore } from 'zustand/vanilla'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.js'
import type { SIWXMessageData } from '../siwx/siwxTypes.js'
import { storedConnections } from '../storage/storageKeys.js'
import type { AdapterConnection } from '../types/adapter.js'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectSignedIn } from '../types/walletconnect.js'
import type { ConnectionController } from './connectionController.js'
import type { CoreContext } from './context.js'
import type { WalletConnectSession } from './walletConnectSession.js'

/** Where a WalletConnect connect stands; the views render from it. */
export type WalletConnectState = {
  status: 'idle' | 'loading' | 'pairing' | 'connecting' | 'connected' | 'error'
  /** The current `wc:` pairing URI (shown as a QR code and in `wc-uri`). */
  uri: string | undefined
  /** When the current pairing expires (ms since epoch). */
  expiry: number | undefined
  /** The short message of the last failure ('Connection rejected', …). */
  error: string | undefined
}

/** What a pairing ends with: the sign-in the wallet signed, when it signed in as it connected. */
export type Paired = { siwx?: WalletConnectSignedIn }

/** What the WalletConnect controller needs from the rest of core. */
export type WalletConnectDeps = {
  connection: ConnectionController
  /** M-02: runs a pairing with one-click sign-in when `siwx` is on (the SIWX actions' WalletConnect entry). */
  withSignIn?: (pair: (signIn: SIWXMessageData | undefined) => Promise<Paired>) => Promise<Paired>
}

export const IDLE: WalletConnectState = {
  status: 'idle',
  uri: undefined,
  expiry: undefined,
  error: undefined,
}

/** T-08: when a pairing created at `now` expires. */
export function getPairingExpiry(now: number = Date.now()): number {
  return now + PAIRING_LIFETIME_MS
}

/** C-23: a pairing counts as expired when 10 s or less remain, or when it has no expiry. */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

/**
 * WalletConnect on the eip155 adapter. Only the state and the checks of a stored session are in the first
 * chunk; the rest (`walletConnectSession.ts`: the connector's loading, pairing, connecting) loads on first use:
 * when the Connect view prepares it, when the visitor picks WalletConnect, or at start when a namespace's stored
 * connection is a WalletConnect session.
 */
export function createWalletConnectController(ctx: CoreContext, deps: WalletConnectDeps) {
  const store = createStore<WalletConnectState>()(() => IDLE)
  let session: Promise<WalletConnectSession> | undefined

  /** The body, loaded once; a failed load (offline for a moment) is tried again on the next use. */
  function body(): Promise<WalletConnectSession> {
    session ??= import('./walletConnectSession.js').then(
      (m) => m.createWalletConnectSession(ctx, deps, store),
      (error: unknown) => {
        session = undefined
        throw error
      },
    )
    return session
  }

  /**
   * C-22, C-25: connects a wallet over WalletConnect. Rejects with 'Connection rejected' when the wallet
   * rejects, and with 'Modal closed' (back to Connect) when the dialog closes first.
   */
  async function connectWalletConnect(): Promise<AdapterConnection> {
    return (await body()).connectWalletConnect()
  }

  /**
   * Starts loading the connector ahead of a connect (the Connect view calls it once its list is on screen,
   * and when the pointer reaches the WalletConnect row), so the click finds the client ready.
   */
  function prepare(): void {
    const options = ctx.options.getState()
    if (options.walletConnect && options.relayUrl && options.enableWalletConnect) {
      body().then(
        (b) => b.prepare(),
        () => {},
      )
    }
  }

  /** Restores the stored session when a namespace's stored connector is WalletConnect. */
  async function restore(): Promise<void> {
    const stored = [...ctx.adapters.keys()].some(
      (namespace) => storedConnections(ctx.storage).get(namespace) === WALLET_CONNECT_CONNECTOR_ID,
    )
    if (!stored || !ctx.options.getState().walletConnect) return
    try {
      await (await body()).restore()
    } catch (error) {
      ctx.logger.warn('could not restore the WalletConnect session', error)
    }
  }

  return {
    /** `{status, uri, expiry, error}` of the current WalletConnect connect. */
    store,
    connectWalletConnect,
    prepare,
    restore,
  }
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>

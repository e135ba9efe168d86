import { createStore } from 'zustand/vanilla'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, PAIRING_RETRY_MS } from '../constants.js'
import { BaseError } from '../errors/BaseError.js'
import { AdapterMissingError, ConnectionRejectedError, ModalClosedError } from '../errors/errors.js'
import { ErrorMessages } from '../errors/messages.js'
import type { SIWXMessageData } from '../siwx/siwxTypes.js'
import { StorageKeys } from '../storage/storage.js'
import type { AdapterConnection, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectMetadata,
  type WalletConnectSignedIn,
} from '../types/walletconnect.js'
import type { ConnectionController } from './connectionController.js'
import type { CoreContext } from './context.js'

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

const SUPERSEDED = 'Superseded by a newer WalletConnect connect'

/** What a pairing ends with: the sign-in the wallet signed, when it signed in as it connected. */
type Paired = { siwx?: WalletConnectSignedIn }

const IDLE: WalletConnectState = { status: 'idle', uri: undefined, expiry: undefined, error: undefined }

/** T-08: when a pairing created at `now` expires. */
export function getPairingExpiry(now: number = Date.now()): number {
  return now + PAIRING_LIFETIME_MS
}

/** C-23: a pairing counts as expired when 10 s or less remain, or when it has no expiry. */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

/** The connector as the connectors store lists it. */
const CONNECTOR_INFO: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}

/**
 * WalletConnect on the eip155 adapter: loads the connector once (on first use), pairs (regenerating an
 * expiring pairing, retrying a failed one), connects through the adapter and restores a stored session.
 */
export function createWalletConnectController(
  ctx: CoreContext,
  deps: {
    connection: ConnectionController
    /** M-02: runs a pairing with one-click sign-in when `siwx` is on (the SIWX actions' WalletConnect entry). */
    withSignIn?: (pair: (signIn: SIWXMessageData | undefined) => Promise<Paired>) => Promise<Paired>
  },
) {
  const store = createStore<WalletConnectState>()(() => IDLE)
  let loading: Promise<WalletConnectConnector> | undefined
  let stopActive: ((error: Error) => void) | undefined
  let run = 0

  function adapter(): ChainAdapter {
    const found = ctx.adapters.get('eip155')
    if (!found) throw new AdapterMissingError('eip155')
    return found
  }

  function defaultMetadata(): WalletConnectMetadata {
    const url = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin
    return { name: 'Portico', description: '', url, icons: [] }
  }

  /** Loads and registers the connector once; a failed load is tried again on the next call. */
  function load(): Promise<WalletConnectConnector> {
    loading ??= (async () => {
      const options = ctx.options.getState()
      if (!options.walletConnect) {
        throw new BaseError(ErrorMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND, {
          details: 'WalletConnect is not set up: pass the walletConnect option',
        })
      }
      if (!options.relayUrl) throw new BaseError('WalletConnect needs the relayUrl option')
      const target = adapter()
      if (!target.addConnector)
        throw new BaseError('The eip155 adapter cannot take a WalletConnect connector')
      const factory = await options.walletConnect()
      if (typeof factory !== 'function')
        throw new BaseError('The walletConnect loader must resolve to a function')
      const connector = await factory({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata ?? defaultMetadata(),
        networks: options.networks,
      })
      target.addConnector({ ...CONNECTOR_INFO, provider: connector.provider })
      // O-01: the other namespaces' adapters sign with the same session's accounts in their namespace.
      for (const other of ctx.adapters.values()) {
        if (other !== target) other.addWalletConnect?.(connector)
      }
      return connector
    })()
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  /**
   * Pairs until the wallet approves. A pairing is regenerated when it counts as expired (C-23); a
   * failed pairing attempt (no URI) is retried after 1 s (T-09); a rejection after the URI is final.
   */
  function pair(connector: WalletConnectConnector, signIn?: SIWXMessageData): Promise<Paired> {
    return new Promise<Paired>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let attempts = 0
      let done = false
      const finish = (settle: () => void) => {
        if (done) return
        done = true
        clearTimeout(timer)
        stopActive = undefined
        settle()
      }
      stopActive = (error) => finish(() => reject(error))
      const attempt = () => {
        if (done) return
        const id = ++attempts
        let gotUri = false
        connector
          .connect({
            ...(signIn ? { signIn } : {}),
            onUri(uri) {
              if (done || id !== attempts) return
              gotUri = true
              const expiry = getPairingExpiry(ctx.now())
              store.setState({ status: 'pairing', uri, expiry, error: undefined })
              clearTimeout(timer)
              timer = setTimeout(attempt, Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - ctx.now()))
            },
          })
          .then(
            // An approval of an older, superseded pairing still connects.
            (paired) => finish(() => resolve(paired ?? {})),
            (error: unknown) => {
              if (done || id !== attempts) return
              if (gotUri) return finish(() => reject(new ConnectionRejectedError({ cause: error })))
              console.warn('[portico] WalletConnect pairing failed; retrying', error)
              clearTimeout(timer)
              timer = setTimeout(attempt, PAIRING_RETRY_MS)
            },
          )
      }
      attempt()
    })
  }

  /**
   * C-22, C-25: connects a wallet over WalletConnect. Rejects with 'Connection rejected' when the wallet
   * rejects, and with 'Modal closed' (back to Connect) when the dialog closes first.
   */
  async function connectWalletConnect(): Promise<AdapterConnection> {
    const current = ++run
    stopActive?.(new BaseError(SUPERSEDED))
    store.setState({ ...IDLE, status: 'loading' })
    try {
      const target = adapter()
      const connector = await deps.connection.untilModalCloses(load())
      // A newer connect started while the connector loaded: only that one pairs.
      if (current !== run) throw new BaseError(SUPERSEDED)
      const pairing = (signIn?: SIWXMessageData) => deps.connection.untilModalCloses(pair(connector, signIn))
      await (ctx.options.getState().siwx && deps.withSignIn ? deps.withSignIn(pairing) : pairing())
      store.setState({ status: 'connecting' })
      const { activeCaipNetwork } = ctx.chains.getState()
      const caipNetwork = activeCaipNetwork?.chainNamespace === 'eip155' ? activeCaipNetwork : undefined
      const connection = await target.connect({
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
        ...(caipNetwork ? { caipNetwork } : {}),
      })
      deps.connection.applyConnection('eip155', connection, CONNECTOR_INFO)
      // O-01: a session that also grants solana or bip122 accounts shows them in those namespaces.
      if (connector.accounts?.().some((a) => !a.startsWith('eip155:'))) {
        const { applyWalletConnectNamespaces } = await import('./walletConnectNamespaces.js')
        applyWalletConnectNamespaces(ctx, deps.connection, connector)
      }
      store.setState({ ...IDLE, status: 'connected' })
      ctx.events.emit({ type: 'CONNECT_SUCCESS', data: { method: 'qrcode', name: 'WalletConnect' } })
      return connection
    } catch (error) {
      if (current !== run) throw error
      stopActive?.(error as Error)
      if (error instanceof ModalClosedError) {
        store.setState(IDLE)
        ctx.router.getState().reset('Connect')
      } else {
        const message = error instanceof BaseError ? error.shortMessage : String(error)
        store.setState({ ...IDLE, status: 'error', error: message })
        ctx.events.emit({ type: 'CONNECT_ERROR', data: { message } })
      }
      throw error
    }
  }

  /**
   * Starts loading the connector ahead of a connect (the Connect view calls it once its list is on screen,
   * and when the pointer reaches the WalletConnect row), so the click finds the client ready and the QR
   * code waits only for its keys. A failed load is left for the connect to report and retry.
   */
  function prepare(): void {
    const options = ctx.options.getState()
    if (options.walletConnect && options.relayUrl && options.enableWalletConnect) load().catch(() => {})
  }

  /** Loads the connector and restores its session when a namespace's stored connector is WalletConnect. */
  async function restore(): Promise<void> {
    const stored = [...ctx.adapters.keys()].some(
      (namespace) =>
        ctx.storage.get<string>(StorageKeys.connectorId(namespace)) === WALLET_CONNECT_CONNECTOR_ID,
    )
    if (!stored || !ctx.options.getState().walletConnect) return
    try {
      const connector = await load()
      await connector.restore()
    } catch (error) {
      console.warn('[portico] could not restore the WalletConnect session', error)
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

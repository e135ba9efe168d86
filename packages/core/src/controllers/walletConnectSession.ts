import type { StoreApi } from 'zustand/vanilla'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_RETRY_MS } from '../constants.js'
import { BaseError } from '../errors/BaseError.js'
import { AdapterMissingError, ConnectionRejectedError, ModalClosedError } from '../errors/errors.js'
import { ErrorMessages } from '../errors/messages.js'
import type { SiwxSignInSource } from '../siwx/siwxTypes.js'
import type { AdapterConnection, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectMetadata,
} from '../types/walletconnect.js'
import type { CoreContext } from './context.js'
import {
  getPairingExpiry,
  IDLE,
  type Paired,
  type WalletConnectDeps,
  type WalletConnectState,
} from './walletConnectController.js'

const SUPERSEDED = 'Superseded by a newer WalletConnect connect'

/** The connector as the connectors store lists it. */
const CONNECTOR_INFO: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}

/**
 * The body of {@link createWalletConnectController}, loaded on first use: loads the connector once, pairs
 * (regenerating an expiring pairing, retrying a failed one), connects through the eip155 adapter and restores a
 * stored session.
 */
export function createWalletConnectSession(
  ctx: CoreContext,
  deps: WalletConnectDeps,
  store: StoreApi<WalletConnectState>,
) {
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
   * failed pairing attempt (no URI) is retried after 1 s (T-09); a rejection after the URI is final. With
   * SIWX each attempt asks `signIn` for a new sign-in message: a regenerated pairing never carries the
   * expired one's nonce and issue time.
   */
  function pair(connector: WalletConnectConnector, signIn?: SiwxSignInSource): Promise<Paired> {
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
      const attempt = async () => {
        if (done) return
        const id = ++attempts
        let gotUri = false
        try {
          const message = await signIn?.()
          if (done || id !== attempts) return
          const paired = await connector.connect({
            ...(message ? { signIn: message } : {}),
            onUri(uri) {
              if (done || id !== attempts) return
              gotUri = true
              const expiry = getPairingExpiry(ctx.now())
              store.setState({ status: 'pairing', uri, expiry, error: undefined })
              clearTimeout(timer)
              timer = setTimeout(attempt, Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - ctx.now()))
            },
          })
          // An approval of an older, superseded pairing still connects.
          finish(() => resolve(paired ?? {}))
        } catch (error) {
          if (done || id !== attempts) return
          if (gotUri) return finish(() => reject(new ConnectionRejectedError({ cause: error })))
          ctx.logger.warn('WalletConnect pairing failed; retrying', error)
          clearTimeout(timer)
          timer = setTimeout(attempt, PAIRING_RETRY_MS)
        }
      }
      void attempt()
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
      const pairing = (signIn?: SiwxSignInSource) => deps.connection.untilModalCloses(pair(connector, signIn))
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

  /** Loads the connector ahead of a connect; a failed load is left for the connect to report and retry. */
  function prepare(): void {
    load().catch(() => {})
  }

  /** Loads the connector and restores its stored session. */
  async function restore(): Promise<void> {
    try {
      const connector = await load()
      await connector.restore()
    } catch (error) {
      ctx.logger.warn('could not restore the WalletConnect session', error)
    }
  }

  return { connectWalletConnect, prepare, restore }
}

export type WalletConnectSession = ReturnType<typeof createWalletConnectSession>

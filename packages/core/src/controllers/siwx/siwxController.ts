import { BaseError } from '../../errors/BaseError.js'
import { ErrorMessages } from '../../errors/messages.js'
import { createGatewaySiwx } from '../../siwx/createGatewaySiwx.js'
import type { SIWXConfig, SiwxSignInSource } from '../../siwx/siwxTypes.js'
import type { CaipNetwork } from '../../types/network.js'
import type { WalletConnectSignedIn } from '../../types/walletconnect.js'
import { activeAccount } from '../account/activeAccount.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import {
  completeEmbeddedSiwx,
  type EmbeddedSiwxRequest,
  type EmbeddedSiwxSigned,
  prepareEmbeddedSiwx,
} from './embeddedSignIn.js'
import { completeWalletConnectSiwx } from './walletConnectSignIn.js'

/** What the SIWX controller drives: the dialog, the connection and the network. */
export type SiwxDeps = {
  notifications: NotificationController
  open(parameters: { view: 'SIWXSignMessage' }): Promise<void> | void
  close(): void
  disconnect(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** M-10: the app's SIWX configuration; `true` is the built-in one verified by the gateway. */
export function resolveSiwx(ctx: CoreContext): SIWXConfig | undefined {
  const option = ctx.options.getState().siwx
  if (!option) return undefined
  return option === true ? createGatewaySiwx(ctx.gateway, ctx.storage) : option
}

/**
 * REQUIREMENTS M: asks for a sign-in when the connected account has no session on its network (M-01), signs
 * it through the connected wallet and stores the session (M-02), reports a declined signature (M-03), cancels
 * (M-04) and signs out on disconnect (M-10). A lazy chunk, loaded only when the `siwx` option is set.
 */
export function createSiwxController(ctx: CoreContext, siwx: SIWXConfig, deps: SiwxDeps) {
  /** M-02 (proposed): the last network that got a session, for M-04. */
  let lastNetwork: CaipNetwork | undefined
  const required = () => siwx.getRequired?.() ?? false
  const lock = (locked: boolean) => ctx.modal.setState({ closeLocked: locked })
  /** M-07: an embedded-wallet login signing in as it connects; the session check waits for it. */
  let embedded: Promise<unknown> | undefined

  /**
   * M-07, M-02: runs a connect that signs in as it connects. `connect` gets `next`, which creates a sign-in
   * message (address placeholder) each time it is called (the embedded wallet once, WalletConnect once per
   * pairing); `complete` checks what the connect returns signed against the messages created and stores it as
   * a session, so no SIWXSignMessage is shown. Without a signed message in the answer (or when storing it
   * fails) the usual M-01 flow asks afterwards.
   */
  async function signInWhileConnecting<T, S>(
    connect: (next: () => Promise<EmbeddedSiwxRequest | undefined>) => Promise<T & { siwx?: S | undefined }>,
    complete: (issued: readonly EmbeddedSiwxRequest[], signed: S) => Promise<EmbeddedSiwxRequest>,
  ): Promise<T> {
    const issued: EmbeddedSiwxRequest[] = []
    const next = async () => {
      const request = await prepareEmbeddedSiwx(ctx, siwx).catch((error: unknown) => {
        ctx.logger.warn('SIWX message for the sign-in while connecting failed', error)
        return undefined
      })
      if (request) issued.push(request)
      return request
    }
    const run = (async () => {
      const result = await connect(next)
      if (issued.length > 0 && result?.siwx) {
        try {
          lastNetwork = (await complete(issued, result.siwx)).network
        } catch (error) {
          ctx.logger.warn('SIWX session signed while connecting refused', error)
        }
      }
      return result
    })()
    embedded = run.catch(() => undefined)
    try {
      return await run
    } finally {
      embedded = undefined
    }
  }

  /** M-07: the embedded wallet's connect, given the message text for the iframe. */
  const connectEmbedded = <T>(
    connect: (siwxMessage: string | undefined) => Promise<T & { siwx?: EmbeddedSiwxSigned }>,
  ): Promise<T> =>
    signInWhileConnecting(
      async (next) => connect((await next())?.message),
      async ([request], signed: EmbeddedSiwxSigned) => {
        if (!request) throw new BaseError('No sign-in message was created')
        await completeEmbeddedSiwx(siwx, request, signed)
        return request
      },
    )

  /**
   * M-02: a WalletConnect connect with one-click sign-in (`wc_sessionAuthenticate`); `connect` gets a source
   * of sign-in message data, one message per pairing, so a regenerated pairing gets a new nonce.
   */
  const connectWalletConnect = <T>(
    connect: (signIn: SiwxSignInSource) => Promise<T & { siwx?: WalletConnectSignedIn }>,
  ): Promise<T> =>
    signInWhileConnecting(
      (next) => connect(async () => (await next())?.data),
      (issued, signed: WalletConnectSignedIn) => completeWalletConnectSiwx(siwx, issued, signed),
    )

  /** M-01: opens SIWXSignMessage when the active account has no session; M-06 when that check fails. */
  async function ensureSession(): Promise<void> {
    await embedded
    const active = activeAccount(ctx)
    // only on a configured (supported) network.
    if (
      !active ||
      !ctx.chains.getState().caipNetworks.some((n) => n.caipNetworkId === active.network.caipNetworkId)
    )
      return
    let sessions: unknown[]
    try {
      sessions = await siwx.getSessions(active.network.caipNetworkId, active.address)
    } catch (error) {
      ctx.logger.warn('SIWX getSessions failed', error)
      deps.notifications.showError(ErrorMessages.SIWX_INIT_FAILED)
      lock(false)
      await deps.disconnect()
      ctx.router.getState().reset('Connect')
      return
    }
    if (activeAccount(ctx)?.key !== active.key) return
    if (sessions.length > 0) {
      lastNetwork = active.network
      return
    }
    lock(required())
    await deps.open({ view: 'SIWXSignMessage' })
  }

  /** M-02, M-03, M-05: creates the message, has the wallet sign it and adds the session. */
  async function requestSignature(): Promise<void> {
    const active = activeAccount(ctx)
    if (!active?.connectorId) throw new BaseError(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS)
    const network = active.network.caipNetworkId
    const message = await siwx.createMessage({ accountAddress: active.address, chainId: network })
    const text = message.toString()
    let signature: string
    try {
      signature = await active.adapter.signMessage({
        connectorId: active.connectorId,
        address: active.address,
        message: text,
      })
    } catch (error) {
      const accounts = ctx.chains.getState().chains[active.namespace]?.accountState.allAccounts ?? []
      const smart = accounts.some((a) => a.address === active.address && a.type === 'smartAccount')
      const shown = smart ? ErrorMessages.SMART_ACCOUNT_SIWX : ErrorMessages.SIGNATURE_DECLINED
      ctx.events.emit({ type: 'SIWX_AUTH_ERROR', data: { network, error: shown } })
      deps.notifications.showError(shown)
      // M-03: back on SIWXSignMessage, reopening the dialog when it was closed.
      if (!ctx.modal.getState().open) await deps.open({ view: 'SIWXSignMessage' })
      else if (ctx.router.getState().view !== 'SIWXSignMessage')
        ctx.router.getState().replace('SIWXSignMessage')
      throw error
    }
    const { toString: _text, ...data } = message
    await siwx.addSession({ data, message: text, signature })
    lastNetwork = active.network
    ctx.events.emit({ type: 'SIWX_AUTH_SUCCESS', data: { network } })
    lock(false)
    deps.close()
  }

  /** M-04: not required → close; required → back to the last signed-in network, else disconnect. */
  async function cancel(): Promise<void> {
    const active = activeAccount(ctx)
    ctx.events.emit({ type: 'CLICK_CANCEL_SIWX', data: { network: active?.network.caipNetworkId ?? '' } })
    lock(false)
    if (!required()) return deps.close()
    if (lastNetwork && active && lastNetwork.caipNetworkId !== active.network.caipNetworkId) {
      const sessions = await siwx.getSessions(lastNetwork.caipNetworkId, active.address).catch(() => [])
      if (sessions.length > 0) {
        await deps.switchNetwork(lastNetwork)
        return deps.close()
      }
    }
    await deps.disconnect()
    deps.close()
  }

  /** M-10: on disconnect, clear (and so revoke) the sessions unless `signOutOnDisconnect` is false. */
  async function signOut(): Promise<void> {
    lock(false)
    lastNetwork = undefined
    if (siwx.signOutOnDisconnect === false) return
    await siwx.setSessions([])
  }

  return { ensureSession, requestSignature, cancel, signOut, required, connectEmbedded, connectWalletConnect }
}

export type SiwxController = ReturnType<typeof createSiwxController>

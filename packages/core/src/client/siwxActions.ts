import type { CoreContext } from '../controllers/context.js'
import type { EmbeddedSiwxSigned } from '../controllers/siwx/embeddedSignIn.js'
import type { SiwxController, SiwxDeps } from '../controllers/siwx/siwxController.js'
import { BaseError } from '../errors/BaseError.js'
import { ErrorMessages } from '../errors/messages.js'
import type { SiwxSignInSource } from '../siwx/siwxTypes.js'
import type { WalletConnectSignedIn } from '../types/walletconnect.js'

/**
 * REQUIREMENTS M: sign-in with X. Without the `siwx` option nothing here loads or runs. With it, the
 * controller chunk loads when an account connects, and each change of account or network checks for a session
 * (M-01; a network switch to a chain without one asks again); a disconnect signs out (M-10).
 */
export function createSiwxActions(ctx: CoreContext, deps: SiwxDeps) {
  let loaded: Promise<SiwxController> | undefined
  const controller = () => {
    if (!ctx.options.getState().siwx) throw new BaseError(ErrorMessages.SIWX_NOT_ENABLED)
    loaded ??= import('../controllers/siwx/siwxController.js').then((m) => {
      const siwx = m.resolveSiwx(ctx)
      if (!siwx) throw new BaseError(ErrorMessages.SIWX_NOT_ENABLED)
      return m.createSiwxController(ctx, siwx, deps)
    })
    return loaded
  }
  const report = (error: unknown) => ctx.logger.warn('SIWX check failed', error)
  const offChains = ctx.chains.subscribe((state, previous) => {
    if (!ctx.options.getState().siwx || !state.activeCaipAddress) return
    if (
      state.activeCaipAddress === previous.activeCaipAddress &&
      state.activeCaipNetwork?.caipNetworkId === previous.activeCaipNetwork?.caipNetworkId
    )
      return
    controller()
      .then((c) => c.ensureSession())
      .catch(report)
  })
  const offEvents = ctx.events.subscribe((event) => {
    if (event.type !== 'DISCONNECT_SUCCESS' || !loaded) return
    controller()
      .then((c) => c.signOut())
      .catch(report)
  })
  return {
    actions: {
      /** M-02, M-05: signs in with the connected wallet ('SIWX is not enabled' without the option). */
      requestSiwxSignature: async () => (await controller()).requestSignature(),
      /** M-04: cancels the sign-in. */
      cancelSiwx: async () => (await controller()).cancel(),
      /** M-08: whether the app requires the sign-in. */
      isSiwxRequired: async () => (await controller()).required(),
      /**
       * M-07: runs an embedded-wallet connect (`connect` gets the sign-in message, address placeholder
       * `<<AccountAddress>>`, to pass to the iframe) and keeps the signed message it returns as the session.
       * Without the `siwx` option `connect` gets undefined and nothing else happens.
       */
      connectEmbeddedWithSiwx: async <T>(
        connect: (siwxMessage: string | undefined) => Promise<T & { siwx?: EmbeddedSiwxSigned }>,
      ): Promise<T> =>
        ctx.options.getState().siwx ? (await controller()).connectEmbedded(connect) : connect(undefined),
      /**
       * M-02: runs a WalletConnect connect with one-click sign-in (`wc_sessionAuthenticate`) and keeps what the
       * wallet signed as the SIWX session, so no SIWXSignMessage follows. The dialog's WalletConnect row uses
       * it; call it to pair outside the dialog (your own QR code, a deep link).
       *
       * `connect` gets a source of sign-in message data (EIP-4361 fields on the EVM network, address
       * `<<AccountAddress>>`): call it once per pairing, so a pairing made again after its expiry asks with a
       * new nonce and issue time, and resolve with the connector's answer. When that answer has `siwx` (the
       * text the wallet signed and its signature) and it is one of the sign-ins created here (domain, URI,
       * version, nonce and issue time), the app's `addSession` stores it (with `siwx: true` the gateway checks
       * the signature). Without `siwx` in the answer (a wallet that fell back to a plain proposal) the usual
       * SIWXSignMessage asks after the connect. Without the `siwx` option `connect` gets undefined and nothing
       * else happens.
       *
       * @example
       * const connector = await createWalletConnectConnector({ projectId, relayUrl, metadata, networks })
       * await portico.connectWalletConnectWithSiwx(
       *   async (signIn) => (await connector.connect({ onUri: showQrCode, signIn: await signIn?.() })) ?? {},
       * )
       */
      connectWalletConnectWithSiwx: async <T>(
        connect: (signIn: SiwxSignInSource | undefined) => Promise<T & { siwx?: WalletConnectSignedIn }>,
      ): Promise<T> =>
        ctx.options.getState().siwx ? (await controller()).connectWalletConnect(connect) : connect(undefined),
    },
    stop() {
      offChains()
      offEvents()
    },
  }
}

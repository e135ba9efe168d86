import { ErrorMessages } from '@portico/core'
import { classifyMethod, defineFrameHandlers, FrameMessages } from '@portico/embedded-wallet/protocol'
import type { Address, Hex } from 'viem'
import { type CustodySession, openOrCreateWallet } from '../custody/custodyClient.js'
import type { PasskeyCustody } from '../custody/passkeyCustody.js'
import { accountHandlers } from './accountHandlers.js'
import { type CodeEntry, codesOf } from './codeEntry.js'
import type { KeyManagement } from './exportScreen.js'
import { type GatewayAuth, GatewayError } from './gatewayAuth.js'
import type { GatewayCalls } from './gatewayCalls.js'
import { forwardSafe, type RpcRequest, rpcUrlFor, signApproved } from './rpcRequests.js'
import type { SessionStore } from './sessionStore.js'
import { type SignedSiwx, signSiwxAtLogin } from './siwxAtLogin.js'
import { smartAccountHandlers } from './smartAccountHandlers.js'

/** What the handlers need: services, storage and the approval screen. */
export interface FrameContext {
  gatewayUrl: string
  projectId: string
  /** Managed mode's site key service (`<secure site>/api/wrap-key`); used only without {@link passkey}. */
  wrapKeyUrl: string
  /**
   * `wrapKeyUrl` forwards to managed custody's key service (the page's settings say so); projects whose
   * `custodyMode` is managed then open their keys there, the others stay in passkey mode.
   */
  managedKeyService?: boolean
  /** The one caller of the gateway: every call carries the device's DPoP proof (RFC 9449). */
  calls: GatewayCalls
  /**
   * Passkey mode (issue 22, the default in the browser): keys sealed under the user's passkey or recovery kit,
   * a device copy on this origin. Without it, the managed path: the site key service's wrapping key.
   */
  passkey?: PasskeyCustody
  auth: GatewayAuth
  sessions: SessionStore
  /**
   * Shows the approval screen for an unsafe request; resolves true on confirm, false on reject. `context` names
   * the network and the account the request acts for (issue 25 item 1).
   */
  approve(request: RpcRequest, context?: { chainId: number; account: string }): Promise<boolean>
  /** O-09: takes down every approval and export screen on show (an approval resolves false). */
  dismissApprovals?(): void
  /**
   * Issue 22: the one-time code input this frame renders (codes are typed here, never in the app's page).
   * Without it no code step can run.
   */
  codes?: CodeEntry
  /** Key export: asks for a fresh code (resolves once `verify` accepted one) and shows the key. */
  exportScreens?: {
    askCode(email: string, verify: (code: string) => Promise<void>): Promise<void>
    showKey(privateKey: string, manage?: KeyManagement): Promise<void>
  }
  /** The clock (tests move it). */
  now?: () => number
  /** F-26: applies the app's theme to the secure site's screens. */
  applyTheme?(theme: { themeMode?: unknown; themeVariables?: unknown }): void
  /** fetch for the site key service and the RPC proxy (gateway calls go through `calls`). */
  fetch?: typeof fetch
  /** Default chain (from the iframe URL's chainId). */
  chainId: number
  /** the app's metadata (SYNC_DAPP_DATA), kept for the approval screen, which checks and shows it. */
  syncAppMetadata?(payload: unknown): void
  /** M-07: the embedding app's origin; a sign-in signed at login must be for its host. */
  appOrigin?: string
  /** PorticoSmartAccountFactory (the same address on every chain); without it every account is the key (eoa). */
  smartAccountFactory?: Address
}

/** The secure site's state while the frame lives: the pending email and the opened key. */
export interface FrameState {
  pendingEmail?: string
  /** F-23: the email change under way: the new address, then the primary code once entered. */
  emailChange?: { newEmail: string; primaryCode?: string }
  wallet?: { address: Hex; privateKey: Hex }
  chainId: number
}

/** The handlers of the app events the secure site answers (F-03), each resolving the `_SUCCESS` payload. */
export function frameHandlers(ctx: FrameContext) {
  const state: FrameState = { chainId: ctx.chainId }
  const custody = (accessToken: string, userId: string): CustodySession => ({
    calls: ctx.calls,
    projectId: ctx.projectId,
    accessToken,
    userId,
    wrapKeyUrl: ctx.wrapKeyUrl,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    ...(ctx.appOrigin ? { appOrigin: ctx.appOrigin } : {}),
    ...(ctx.managedKeyService ? { managedKeyService: true } : {}),
  })
  /**
   * Opens the user's key: passkey mode from this device's copy, or (when `interactive`: a login the user is
   * taking part in) by the passkey or recovery-kit screens; managed mode from the site key service.
   */
  const openWallet = async (accessToken: string, userId: string, email: string, interactive: boolean) => {
    const opened =
      ctx.passkey && !(await managedProject(accessToken))
        ? await ctx.passkey.open({ accessToken, userId, name: email }, { interactive })
        : await openOrCreateWallet(custody(accessToken, userId))
    state.wallet = { address: opened.address, privateKey: opened.privateKey }
  }
  /**
   * Issue 22: the project decides its custody, not the page. Only a deployment that runs managed custody's key
   * service asks the gateway; a project in managed mode opens its keys there, every other in passkey mode.
   */
  const managedProject = async (accessToken: string) =>
    ctx.managedKeyService === true && (await ctx.auth.session(accessToken)).custodyMode === 'managed'
  /** F-14: a stored session refreshed and its key opened; anything failing means not connected. */
  const connectStored = async (interactive: boolean) => {
    const stored = ctx.sessions.get()
    if (!stored) return { isConnected: false }
    try {
      const s = await ctx.auth.refresh(stored.refreshToken)
      ctx.sessions.set({ ...stored, accessToken: s.accessToken, refreshToken: s.refreshToken })
      await openWallet(s.accessToken, s.user.id, stored.email, interactive)
      return { isConnected: true }
    } catch {
      ctx.sessions.clear()
      state.wallet = undefined
      return { isConnected: false }
    }
  }
  const smart = smartAccountHandlers(ctx, state)
  /** F-25: the user; its address is the smart account's (counterfactual until deployed) when that is active. */
  const user = async () => {
    const session = ctx.sessions.get()
    if (!session || !state.wallet) throw new Error('Not connected')
    return {
      email: session.email,
      chainId: state.chainId,
      userName: null,
      ...(await smart.userAccounts(state.chainId)),
    }
  }

  /**
   * M-07: the app's sign-in message (when the connect payload carried one), signed now by the active account
   * (the smart account when it acts), so the app shows no sign-in step. A message the site will not sign is
   * left out (`{}`): the login stands and the app asks with its usual sign-in view.
   */
  const answerSiwxAtLogin = async (siwxMessage: unknown): Promise<{ siwx?: SignedSiwx }> => {
    if (siwxMessage === undefined || !state.wallet) return {}
    try {
      const signer = await smart.messageSigner(state.chainId)
      return { siwx: await signSiwxAtLogin(siwxMessage, signer, ctx.appOrigin) }
    } catch (error) {
      console.warn('Portico secure site: sign-in message not signed at login', error)
      return {}
    }
  }

  return {
    /**
     * M-07: the sign-in step of every login (email here, social and Farcaster in ../social). Not an app event:
     * the runtime answers only the names of APP_EVENT_TYPES.
     */
    answerSiwxAtLogin,
    /**
     * A login that just stored its session (social, Farcaster): opens the key with the user present, so a
     * first login shows the passkey setup and a new device the unlock screen. Not an app event.
     */
    openStoredSession: () => connectStored(true),
    // Key export and update email (accountHandlers.ts).
    ...accountHandlers(ctx, state),
    // F-24, E-23: enabled networks, preferred account type, deployment (smartAccountHandlers.ts).
    ...smart.handlers,
    // The app events, typed from the protocol's event map (each payload was checked by the runtime).
    ...defineFrameHandlers({
      async CONNECT_EMAIL(payload) {
        try {
          await ctx.auth.startEmail(payload.email)
        } catch (error) {
          if (error instanceof GatewayError && error.field === 'body.email') throw new Error('Invalid email')
          throw error
        }
        state.pendingEmail = payload.email
        return { action: 'VERIFY_OTP' }
      },
      /**
       * Issue 22: shows this frame's code input for `purpose` and resolves `{}` once the user typed six digits in
       * it. The code stays here: the next step (CONNECT_OTP, UPDATE_EMAIL_*_OTP) takes it.
       */
      async AWAIT_CODE(payload) {
        await codesOf(ctx).wait(payload.purpose)
        return {}
      },
      /** F-16: checks the code the user typed in this frame's input (AWAIT_CODE); a wrong one empties it. */
      async CONNECT_OTP(payload) {
        if (!state.pendingEmail) throw new Error('Enter your email first')
        const codes = codesOf(ctx)
        const s = await ctx.auth
          .verifyCode(state.pendingEmail, codes.take('login'))
          .catch((error: unknown) => {
            codes.retry()
            throw error
          })
        codes.close()
        ctx.sessions.set({
          email: s.user.email,
          userId: s.user.id,
          accessToken: s.accessToken,
          refreshToken: s.refreshToken,
        })
        try {
          await openWallet(s.accessToken, s.user.id, s.user.email, true)
        } catch (error) {
          // No partial state: a login whose key did not open leaves no session behind.
          ctx.sessions.clear()
          await ctx.auth.revoke(s.accessToken).catch(() => undefined)
          throw error
        }
        state.pendingEmail = undefined
        return answerSiwxAtLogin(payload.siwxMessage)
      },
      /**
       * F-14: a stored session is refreshed and its key opened again, without a prompt (passkey mode: from this
       * device's copy; none means not connected, and the next login unlocks).
       */
      async IS_CONNECTED() {
        return connectStored(false)
      },
      async GET_USER() {
        return user()
      },
      async GET_CHAIN_ID() {
        return { chainId: state.chainId }
      },
      async SWITCH_NETWORK(payload) {
        const id = Number(payload.chainId)
        if (!Number.isSafeInteger(id) || id <= 0) throw new Error('Invalid chainId')
        state.chainId = id
        return { chainId: id }
      },
      async SIGN_OUT() {
        const stored = ctx.sessions.get()
        ctx.sessions.clear()
        state.wallet = undefined
        if (stored) await ctx.auth.revoke(stored.accessToken).catch(() => undefined)
        // The next login gets a new device key: nothing signed by this one is accepted again.
        await ctx.calls.forgetDeviceKey().catch(() => undefined)
        return {}
      },
      /** O-02/O-03/O-05: safe calls go to the gateway's RPC proxy, unsafe ones need the approval screen. */
      async RPC_REQUEST(payload) {
        if (!state.wallet) throw new Error('Not connected')
        const chainId = payload.chainId === undefined ? state.chainId : Number(payload.chainId)
        const rpcUrl = rpcUrlFor(ctx.gatewayUrl, ctx.projectId, chainId)
        if (payload.method === 'eth_chainId') return `0x${chainId.toString(16)}`
        const kind = classifyMethod(payload.method)
        if (kind === 'not-allowed') throw new Error(ErrorMessages.RPC_NOT_ALLOWED)
        // The smart account's answers (accounts, EIP-5792, ERC-7715, its signatures and user operations).
        const answered = await smart.rpc(payload, chainId)
        if (answered) return answered.result
        if (kind === 'safe') return forwardSafe(rpcUrl, payload, ctx.fetch)
        if (!(await ctx.approve(payload, { chainId, account: state.wallet.address }))) {
          throw new Error(FrameMessages.USER_REJECTED)
        }
        return signApproved(state.wallet.privateKey, rpcUrl, payload)
      },
      /** O-09: the app's dialog closed; what waits for the user's approval is rejected. */
      async RPC_ABORT() {
        ctx.dismissApprovals?.()
        ctx.codes?.close()
        return {}
      },
      /** F-26: the app's theme mode and variables, for the approval screen. */
      async SYNC_THEME(payload) {
        ctx.applyTheme?.(payload ?? {})
        return {}
      },
      async SYNC_DAPP_DATA(payload) {
        ctx.syncAppMetadata?.(payload)
        return {}
      },
    }),
  }
}
export type FrameHandlers = ReturnType<typeof frameHandlers>

import {
  type EmbeddedSiwxSigned,
  ErrorMessages,
  JsonRpcErrorCodes,
  ProviderErrorCodes,
  ProviderRpcError,
  type RpcRequestHooks,
} from '@portico/core'
import { FrameMessages, SIGN_OUT_TIMEOUT_MS } from './constants.js'
import { EmbeddedWalletError } from './errors.js'
import type { FrameClient } from './frameClient.js'
import { LoginKeys, type LoginStorage } from './loginStorage.js'
import type { CodePurpose } from './protocol/appEvents.js'
import type { UserPayload } from './protocol/eventMap.js'
import { classifyMethod } from './protocol/rpcMethods.js'
import { isExpectedRpcResult } from './protocol/rpcResults.js'
import { type SiwxAtLoginParams, siwxPayload, withSignedSiwx } from './siwxAtLogin.js'
import {
  type EmbeddedAccountType,
  type EmbeddedSmartAccountState,
  smartAccountSync,
} from './smartAccountSync.js'

/** What the provider needs of the frame: {@link FrameClient}'s request (a bridge in tests). */
export type FrameTransport = Pick<FrameClient, 'request'>

/** F-25: the embedded wallet's user (GET_USER's answer, checked by the protocol). */
export type EmbeddedUser = UserPayload

/** Options of {@link createEmbeddedProvider}. */
export interface EmbeddedProviderOptions {
  frame: FrameTransport
  storage: LoginStorage
  /** Chain used before any was stored (F-28 stores the last one). */
  defaultChainId: number
  /** The modal's request hooks (O-04 to O-09), once the modal handed them to the connector. */
  hooks?: () => RpcRequestHooks | undefined
  /** F-24: the app's EVM chain ids, asked about smart accounts at sync time; default the current chain. */
  chainIds?: readonly number[]
}

/** Unsafe methods that may send the smart account's first user operation (and so deploy it). */
const SENDING_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

type Listener = (...args: any[]) => void

/** An error carrying an EIP-1193 code. */
const rpcError = (code: number, message: string) => new ProviderRpcError(code, message)

/** O-13: the error of a request whose answer from the secure site does not have the method's result shape. */
export const MALFORMED_RESULT_MESSAGE = 'The secure site sent a malformed result for'
/** The frame's rejection (the approval screen, or the dialog closed) becomes an EIP-1193 4001 error, so apps (and viem) can tell it apart. */
const asRpcError = (error: unknown) =>
  error instanceof Error && error.message === FrameMessages.USER_REJECTED && !('code' in error)
    ? new ProviderRpcError(ProviderErrorCodes.USER_REJECTED, error.message)
    : error

/**
 * The embedded wallet as an EIP-1193 provider plus its login actions. Safe methods (O-02) and unsafe ones (O-03)
 * go through the frame; `eth_chainId` is answered from the stored last chain (O-12); a method in neither list
 * is refused with 'Requested RPC call is not allowed' (O-05/O-06, logged with `console.error`). Unsafe
 * requests and refused methods call the modal's request hooks (O-04 to O-09), when it gave them.
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions) {
  const { frame, storage } = options
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  let user: EmbeddedUser | undefined
  const chainId = () => Number(storage.get(LoginKeys.LAST_USED_CHAIN) ?? options.defaultChainId)

  const smart = smartAccountSync(frame, storage, () =>
    options.chainIds?.length ? [...options.chainIds] : [chainId()],
  )
  const loadUser = async () => {
    const [loaded] = await Promise.all([frame.request('GET_USER'), smart.sync()])
    user = loaded
    if (user.preferredAccountType) storage.set(LoginKeys.PREFERRED_ACCOUNT_TYPE, user.preferredAccountType)
    storage.set(LoginKeys.EMAIL_LOGIN_USED, 'true')
    if (user.email) storage.set(LoginKeys.EMAIL, user.email)
    storage.set(LoginKeys.LAST_USED_CHAIN, String(user.chainId))
    emit('accountsChanged', [user.address])
    return user
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'eth_chainId') return `0x${chainId().toString(16)}`
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        // F-14: after a reload the adapter's silent reconnect asks eth_accounts; a stored login is checked then.
        if (!user && storage.wasEmailLoginUsed()) await wallet.reconnect().catch(() => undefined)
        if (user) return [user.address]
        if (method === 'eth_accounts') return []
        throw rpcError(ProviderErrorCodes.UNAUTHORIZED, 'Not connected to email or social')
      }
      // The adapter's disconnect revokes account access: for the embedded wallet that is signing out.
      if (method === 'wallet_revokePermissions' && isAccountsRevoke(params)) {
        await wallet.disconnect()
        return null
      }
      if (method === 'wallet_switchEthereumChain') {
        const target = Number((Array.isArray(params) ? params[0] : undefined)?.chainId)
        const answer = await frame.request('SWITCH_NETWORK', {
          chainId: target,
        })
        storage.set(LoginKeys.LAST_USED_CHAIN, String(answer.chainId))
        emit('chainChanged', `0x${Number(answer.chainId).toString(16)}`)
        return null
      }
      const kind = classifyMethod(method)
      if (kind === 'not-allowed') {
        console.error(ErrorMessages.RPC_NOT_ALLOWED, { method })
        options.hooks?.()?.notAllowed(method)
        throw rpcError(ProviderErrorCodes.UNSUPPORTED_METHOD, ErrorMessages.RPC_NOT_ALLOWED)
      }
      if (kind === 'safe') return frame.request('RPC_REQUEST', { method, params, chainId: chainId() })
      return unsafeRequest(method, params)
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  /** O-09: the rejecters of the requests waiting for the user (unsafe requests, key export). */
  const openUnsafe = new Set<() => void>()
  let abortHookSet = false
  /** O-09: rejects every request still waiting for the user and tells the secure site to drop its screens. */
  function abortUnsafe(): void {
    if (openUnsafe.size === 0) return
    for (const reject of [...openUnsafe]) reject()
    openUnsafe.clear()
    frame.request('RPC_ABORT').catch(() => undefined)
  }

  /**
   * O-09: `step` (a request that waits for the user on the secure site), rejected with 'Request was aborted'
   * when the modal's dialog closes first.
   */
  async function abortable<T>(hooks: RpcRequestHooks | undefined, step: () => Promise<T>): Promise<T> {
    if (hooks && !abortHookSet) {
      hooks.onAbort(abortUnsafe)
      abortHookSet = true
    }
    let reject: () => void = () => undefined
    const aborted = new Promise<never>((_, fail) => {
      reject = () => fail(rpcError(ProviderErrorCodes.USER_REJECTED, FrameMessages.REQUEST_ABORTED))
    })
    openUnsafe.add(reject)
    try {
      return await Promise.race([step(), aborted])
    } finally {
      openUnsafe.delete(reject)
    }
  }

  /** O-03, O-04, O-07, O-08: an unsafe request, shown for approval and settled through the modal's hooks. */
  async function unsafeRequest(method: string, params: unknown): Promise<unknown> {
    const hooks = options.hooks?.()
    try {
      const result = await abortable(hooks, () => {
        hooks?.unsafeRequest(method)
        return frame.request('RPC_REQUEST', { method, params, chainId: chainId() })
      })
      // O-13: a sent transaction answers with its hash, a signature with hex; anything else never reaches the app.
      if (!isExpectedRpcResult(method, result))
        throw rpcError(JsonRpcErrorCodes.INTERNAL_ERROR, `${MALFORMED_RESULT_MESSAGE} ${method}`)
      hooks?.requestSucceeded(method)
      // N-06: the first user operation deploys the smart account; the user (and the modal) learn it.
      if (
        SENDING_METHODS.has(method) &&
        user?.preferredAccountType === 'smartAccount' &&
        !user.smartAccountDeployed
      )
        void loadUser().catch(() => undefined)
      return result
    } catch (error) {
      const failure = asRpcError(error)
      const code = (failure as { code?: unknown }).code
      hooks?.requestFailed(method, failure, code === ProviderErrorCodes.USER_REJECTED)
      throw failure
    }
  }

  /** Issue 22: the secure site shows its code input and answers once the user typed a code there. */
  async function awaitCode(purpose: CodePurpose, onCodeEntered?: () => void): Promise<void> {
    await frame.request('AWAIT_CODE', { purpose })
    onCodeEntered?.()
  }

  const wallet = {
    provider,
    /** O-09: rejects the unsafe requests waiting for the user's approval ('Request was aborted'). */
    abortUnsafe,
    /** F-15: starts an email login; resolves the next step (`VERIFY_OTP`, `VERIFY_DEVICE` or `CONNECT`). */
    async connectEmail(email: string): Promise<{ action: string }> {
      return frame.request('CONNECT_EMAIL', { email })
    },
    /**
     * F-16, issue 22: waits for the user to type a code in the secure site's own input (AWAIT_CODE; the app never
     * sees it), then has the frame check it; on success the user is loaded and the login state stored (F-11). A
     * wrong code rejects with the frame's message and the frame's input empties: call again for the next try.
     * `onCodeEntered` is told when a code was typed (the check is under way). M-07: with `siwxMessage` (address
     * placeholder `<<AccountAddress>>`), the secure site signs it for the account and the answer carries it as
     * `siwx`.
     */
    async connectOtp(
      params?: SiwxAtLoginParams & { onCodeEntered?: () => void },
    ): Promise<EmbeddedUser & { siwx?: EmbeddedSiwxSigned }> {
      await awaitCode('login', params?.onCodeEntered)
      const reply = await frame.request('CONNECT_OTP', siwxPayload(params))
      return withSignedSiwx(await loadUser(), reply)
    },
    /** F-14: is the stored login still good? Loads the user when it is, forgets the login state when not. */
    async reconnect(): Promise<EmbeddedUser | undefined> {
      const { isConnected } = await frame.request('IS_CONNECTED')
      if (isConnected) return loadUser()
      storage.clear()
      user = undefined
      return undefined
    },
    /** F-12: signs out, waiting at most 3 s for the frame; the login state is cleared either way (F-11). */
    async disconnect(): Promise<void> {
      const signOut = frame.request('SIGN_OUT').catch(() => undefined)
      await Promise.race([signOut, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_TIMEOUT_MS))])
      storage.clear()
      user = undefined
      emit('disconnect')
      emit('accountsChanged', [])
    },
    /**
     * Shows the private key on the secure site (over the dialog), after a fresh code if the login is older than
     * 5 minutes. Resolves when the user closes it; the key never reaches this origin.
     */
    async exportKey(): Promise<void> {
      if (!user) throw rpcError(ProviderErrorCodes.UNAUTHORIZED, 'Not connected to email or social')
      await abortable(options.hooks?.(), () => frame.request('EXPORT_KEY'))
    },
    /** F-23: starts an email change; codes go to the current and to the new address. */
    async updateEmail(email: string): Promise<{ action: string }> {
      if (!user) throw rpcError(ProviderErrorCodes.UNAUTHORIZED, 'Not connected to email or social')
      return frame.request('UPDATE_EMAIL', { email })
    },
    /** F-23: the code sent to the current address, typed in the secure site's input (see `connectOtp`). */
    async updateEmailPrimaryOtp(options?: { onCodeEntered?: () => void }): Promise<{ action: string }> {
      await awaitCode('update-primary', options?.onCodeEntered)
      return frame.request('UPDATE_EMAIL_PRIMARY_OTP')
    },
    /**
     * F-23: the code sent to the new address, typed in the secure site's input; on success the user (and the
     * stored email) is the new one.
     */
    async updateEmailSecondaryOtp(options?: { onCodeEntered?: () => void }): Promise<EmbeddedUser> {
      await awaitCode('update-secondary', options?.onCodeEntered)
      await frame.request('UPDATE_EMAIL_SECONDARY_OTP')
      return loadUser()
    },
    /** The connected user, if any. */
    user: () => user,
    /** D-24, F-24, N-06: the smart account's state for the modal, once a user is loaded. */
    smartAccount(): EmbeddedSmartAccountState | undefined {
      if (!user) return undefined
      return {
        enabledNetworks: smart.enabledNetworks(),
        preferredAccountType: user.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
        deployed: user.smartAccountDeployed === true,
      }
    },
    /**
     * E-23: switches the preferred account type (SET_PREFERRED_ACCOUNT); resolves the type now in use ('eoa'
     * when the frame refused). The user is reloaded, so `accountsChanged` carries the new address. A switch is
     * an unsafe request (issue 22): the secure site asks the user on its approval screen, shown over the dialog
     * like any other (O-04), and closing the dialog rejects it (O-09).
     */
    async setPreferredAccountType(type: EmbeddedAccountType): Promise<EmbeddedAccountType> {
      if (!user) throw rpcError(4100, 'Not connected to email or social')
      const hooks = user.preferredAccountType === type ? undefined : options.hooks?.()
      hooks?.unsafeRequest('SET_PREFERRED_ACCOUNT')
      await abortable(hooks, () => smart.setPreferred(type)).catch(() => undefined)
      const now: EmbeddedAccountType =
        (await loadUser()).preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
      if (now === type) hooks?.requestSucceeded('SET_PREFERRED_ACCOUNT')
      else
        hooks?.requestFailed(
          'SET_PREFERRED_ACCOUNT',
          new EmbeddedWalletError(FrameMessages.USER_REJECTED),
          true,
        )
      return now
    },
  }
  return wallet
}

/** `wallet_revokePermissions` with `[{ eth_accounts: {} }]`: what an adapter sends to disconnect. */
const isAccountsRevoke = (params: unknown) =>
  Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null && 'eth_accounts' in params[0]
export type EmbeddedWallet = ReturnType<typeof createEmbeddedProvider>

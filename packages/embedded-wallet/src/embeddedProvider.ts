import { ErrorMessages } from '@portico/core'
import { SIGN_OUT_TIMEOUT_MS } from './constants.js'
import type { FrameClient } from './frameClient.js'
import { LoginKeys, type LoginStorage } from './loginStorage.js'
import { classifyMethod } from './rpcMethods.js'

/** What the provider needs of the frame: {@link FrameClient}'s request (a bridge in tests). */
export type FrameTransport = Pick<FrameClient, 'request'>

/** F-25: the embedded wallet's user. */
export interface EmbeddedUser {
  email?: string
  address: string
  chainId: number | string
  accounts?: readonly { address: string; type: string }[]
  userName?: string | null
  preferredAccountType?: string
  smartAccountDeployed?: boolean
}

/** Options of {@link createEmbeddedProvider}. */
export interface EmbeddedProviderOptions {
  frame: FrameTransport
  storage: LoginStorage
  /** Chain used before any was stored (F-28 stores the last one). */
  defaultChainId: number
  /** O-04: an unsafe request is about to need the user's approval (open ApproveTransaction, show the frame). */
  onUnsafeRequest?: (method: string) => void
  /** An unsafe request ended (approved, rejected or failed): hide the frame. */
  onUnsafeSettled?: (method: string) => void
}

type Listener = (...args: any[]) => void

/** An Error carrying an EIP-1193 code. */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * The embedded wallet as an EIP-1193 provider plus its login actions. Safe methods (O-02) and unsafe ones (O-03)
 * go through the frame; `eth_chainId` is answered from the stored last chain (O-12); a method in neither list
 * is refused with 'Requested RPC call is not allowed' (O-05/O-06, logged with `console.error`).
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions) {
  const { frame, storage } = options
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  let user: EmbeddedUser | undefined
  const chainId = () => Number(storage.get(LoginKeys.LAST_USED_CHAIN) ?? options.defaultChainId)

  const loadUser = async () => {
    user = await frame.request<EmbeddedUser>('GET_USER')
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
        throw rpcError(4100, 'Not connected to email or social')
      }
      // The adapter's disconnect revokes account access: for the embedded wallet that is signing out.
      if (method === 'wallet_revokePermissions' && isAccountsRevoke(params)) {
        await wallet.disconnect()
        return null
      }
      if (method === 'wallet_switchEthereumChain') {
        const target = Number((Array.isArray(params) ? params[0] : undefined)?.chainId)
        const answer = await frame.request<{ chainId: number | string }>('SWITCH_NETWORK', {
          chainId: target,
        })
        storage.set(LoginKeys.LAST_USED_CHAIN, String(answer.chainId))
        emit('chainChanged', `0x${Number(answer.chainId).toString(16)}`)
        return null
      }
      const kind = classifyMethod(method)
      if (kind === 'not-allowed') {
        console.error(ErrorMessages.RPC_NOT_ALLOWED, { method })
        throw rpcError(4200, ErrorMessages.RPC_NOT_ALLOWED)
      }
      if (kind === 'safe') return frame.request('RPC_REQUEST', { method, params, chainId: chainId() })
      options.onUnsafeRequest?.(method)
      try {
        return await frame.request('RPC_REQUEST', { method, params, chainId: chainId() })
      } finally {
        options.onUnsafeSettled?.(method)
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const wallet = {
    provider,
    /** F-15: starts an email login; resolves the next step (`VERIFY_OTP`, `VERIFY_DEVICE` or `CONNECT`). */
    async connectEmail(email: string): Promise<{ action: string }> {
      return frame.request<{ action: string }>('CONNECT_EMAIL', { email })
    },
    /** F-16: checks the code; on success the user is loaded and the login state stored (F-11). */
    async connectOtp(otp: string): Promise<EmbeddedUser> {
      await frame.request('CONNECT_OTP', { otp })
      return loadUser()
    },
    /** F-14: is the stored login still good? Loads the user when it is, forgets the login state when not. */
    async reconnect(): Promise<EmbeddedUser | undefined> {
      const { isConnected } = await frame.request<{ isConnected: boolean }>('IS_CONNECTED')
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
    /** The connected user, if any. */
    user: () => user,
  }
  return wallet
}

/** `wallet_revokePermissions` with `[{ eth_accounts: {} }]`: what an adapter sends to disconnect. */
const isAccountsRevoke = (params: unknown) =>
  Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null && 'eth_accounts' in params[0]
export type EmbeddedWallet = ReturnType<typeof createEmbeddedProvider>

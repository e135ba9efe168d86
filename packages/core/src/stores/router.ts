import { createStore } from 'zustand/vanilla'
import type { SocialProvider } from '../constants.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { WalletListEntry } from '../types/wallet.js'

/** View names (B-02 plus the proposed views the features need). */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'ExportPrivateKey',
  'EmailLogin',
  'EmailVerifyOtp',
  'ProfileWallets',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'WhatIsAWallet',
  'GetWallet',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapPreview',
  'OnRampProviders',
  'BuyInProgress',
  'SmartSessionList',
  'SmartSessionCreated',
] as const
export type View = (typeof VIEWS)[number]

/** Parameters a view receives (B-04). */
export type RouterData = {
  connector?: Connector
  wallet?: WalletListEntry
  network?: CaipNetwork
  switchToChain?: ChainNamespace
  navigateTo?: View
  navigateWithReplace?: boolean
  /** EmailVerifyOtp: the email the code was sent to. */
  email?: string
  /** I-02, D-22: UnsupportedChain was opened from Swap, so it shows the swap text. */
  swapUnsupportedChain?: boolean
  /** ConnectingSocial: the provider the user chose (F-19). */
  socialProvider?: SocialProvider
  /** ConnectingSocial: the login came back to this page (F-21, inside Telegram) and core resumes it. */
  socialResumed?: boolean
  /** ConnectingSocial: why the resumed login failed (shown with a retry). */
  socialError?: string
}

/** A pending request waiting on a view's outcome (SPEC §4, O-10): every callback is optional. */
export type TransactionStackEntry = {
  view: View | null
  goBack?: boolean
  replace?: boolean
  onSuccess?: () => void
  onError?: (error: unknown) => void
  onCancel?: () => void
}

export type RouterState = {
  view: View
  history: View[]
  data: RouterData | undefined
  direction: 'next' | 'prev'
  transactionStack: TransactionStackEntry[]
}

/** B-03: the initial router state. */
export const initialRouterState = (): RouterState => ({
  view: 'Connect',
  history: ['Connect'],
  data: undefined,
  direction: 'next',
  transactionStack: [],
})

/** The router store with its pure stack operations (B-05, B-06, B-09, B-15). */
export const createRouterStore = () =>
  createStore<RouterState & RouterActions>()((set, get) => ({
    ...initialRouterState(),
    push(view, data) {
      if (view === get().view) return
      set((s) => ({ view, history: [...s.history, view], data, direction: 'next' }))
    },
    replace(view, data) {
      const { history } = get()
      if (history.at(-1) === view) return
      set({ view, history: [...history.slice(0, -1), view], data, direction: 'next' })
    },
    reset(view, data) {
      set({ view, history: [view], data, direction: 'next' })
    },
    goBack() {
      const { history, data } = get()
      if (history.length <= 1) return
      const next = history.slice(0, -1)
      const view = next.at(-1) as View
      set({ view, history: next, data: data ? { ...data, wallet: undefined } : undefined, direction: 'prev' })
    },
    goBackToIndex(index) {
      const { history } = get()
      if (index < 0 || index >= history.length - 1) return
      const next = history.slice(0, index + 1)
      set({ view: next.at(-1) as View, history: next, direction: 'prev' })
    },
    pushTransactionStack(entry) {
      set((s) => ({ transactionStack: [...s.transactionStack, entry] }))
    },
    popTransactionStack(status, error) {
      const entry = get().transactionStack.at(-1)
      // O-10: popping an empty stack changes nothing.
      if (!entry) return undefined
      set((s) => ({ transactionStack: s.transactionStack.slice(0, -1) }))
      // O-07, O-08: success runs onSuccess and stays; error and cancel run their callback and go back one view.
      if (status === 'success') entry.onSuccess?.()
      else if (status === 'error') {
        entry.onError?.(error)
        get().goBack()
      } else if (status === 'cancel') {
        entry.onCancel?.()
        get().goBack()
      }
      return entry
    },
  }))

export type RouterActions = {
  push(view: View, data?: RouterData): void
  replace(view: View, data?: RouterData): void
  reset(view: View, data?: RouterData): void
  goBack(): void
  goBackToIndex(index: number): void
  pushTransactionStack(entry: TransactionStackEntry): void
  /**
   * Removes the newest entry and, with a `status`, settles it: `'success'` runs `onSuccess`; `'error'` and
   * `'cancel'` run `onError` / `onCancel` and go back one view (O-07, O-08). An empty stack is a no-op (O-10).
   */
  popTransactionStack(status?: TransactionStackStatus, error?: unknown): TransactionStackEntry | undefined
}

/** How a transaction-stack entry ended (O-07, O-08). */
export type TransactionStackStatus = 'success' | 'error' | 'cancel'

export type RouterStore = ReturnType<typeof createRouterStore>

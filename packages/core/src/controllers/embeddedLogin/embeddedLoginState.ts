import { createStore } from 'zustand/vanilla'

/**
 * The embedded wallet's login state, per flow (issue 22 item 9): what the login views render. Each flow's state
 * is reset when that flow starts.
 */
export type EmbeddedLoginState = {
  /** F-15, F-17: the email step (the Connect view's email field). */
  email: { sending: boolean; error?: string | undefined }
  /**
   * F-16: the code step (EmailVerifyOtp). `checking`: a code was typed in the secure site's input and is being
   * checked (then the key opens: the frame covers the view for its passkey or recovery-kit screens, issue 22).
   * `resent`: a new code was sent (F-16's resend).
   */
  code: { checking: boolean; resent: boolean; error?: string | undefined }
  /** F-19, F-21: the social step (ConnectingSocial). `popupBlocked`: the browser blocked the popup (S-37). */
  social: { connecting: boolean; popupBlocked: boolean; error?: string | undefined }
  /** F-20: the Farcaster step (ConnectingFarcaster); its URL is the eip155 account state's `farcasterUrl`. */
  farcaster: { connecting: boolean; error?: string | undefined }
}

export const initialEmbeddedLoginState = (): EmbeddedLoginState => ({
  email: { sending: false },
  code: { checking: false, resent: false },
  social: { connecting: false, popupBlocked: false },
  farcaster: { connecting: false },
})

export const createEmbeddedLoginStore = () => createStore<EmbeddedLoginState>()(initialEmbeddedLoginState)
export type EmbeddedLoginStore = ReturnType<typeof createEmbeddedLoginStore>

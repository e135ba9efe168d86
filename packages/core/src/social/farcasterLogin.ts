import type { EmbeddedSiwxSigned } from '../controllers/siwx/embeddedSignIn.js'
import { BaseError } from '../errors/BaseError.js'
import { ErrorMessages } from '../errors/messages.js'
import { type ChainsStore, patchAccountState } from '../stores/chains.js'
import type { ModalStore } from '../stores/modal.js'

/** The user a Farcaster sign-in resolves (F-25 plus the provider). */
export interface FarcasterLoginUser {
  address: string
  userName?: string | null
  email?: string
  socialProvider: string
  /** M-07: the sign-in message given to `connectFarcaster`, signed by the account at login. */
  siwx?: EmbeddedSiwxSigned
}

/**
 * The Farcaster actions an AUTH connector carries (`@portico/embedded-wallet` puts them on `connector.login`),
 * typed by shape so that core and the modal need not import the embedded wallet.
 */
export interface FarcasterLogin {
  getFarcasterUri(): Promise<string>
  /** M-07: `params.siwxMessage` (address placeholder) comes back signed as the user's `siwx`. */
  connectFarcaster(params?: { siwxMessage?: string | undefined }): Promise<FarcasterLoginUser>
  cancelFarcaster?(): void
}

/**
 * F-20: the Farcaster URL for ConnectingFarcaster: the one stored in the eip155 account state (`farcasterUrl`)
 * when there is one, else a new one from the connector (GET_FARCASTER_URI), which is then stored.
 */
export async function ensureFarcasterUrl(chains: ChainsStore, login: FarcasterLogin): Promise<string> {
  const stored = chains.getState().chains.eip155?.accountState.farcasterUrl
  if (stored) return stored
  const url = await login.getFarcasterUri()
  patchAccountState(chains, 'eip155', { farcasterUrl: url })
  return url
}

/** F-20: forgets the stored Farcaster URL (used, or abandoned with Back): the next attempt fetches a new one. */
export function clearFarcasterUrl(chains: ChainsStore): void {
  patchAccountState(chains, 'eip155', { farcasterUrl: undefined })
}

/**
 * F-20, S-34: waits for the Farcaster sign-in; when the dialog closes first it rejects 'Popup closed' and tells
 * the connector to stop waiting. The stored URL is used up either way (a channel serves one sign-in).
 * M-07: `siwxMessage` (from `connectEmbeddedWithSiwx`) is passed on, so the user comes back with `siwx`.
 */
export function awaitFarcasterLogin(
  modal: ModalStore,
  chains: ChainsStore,
  login: FarcasterLogin,
  siwxMessage?: string,
): Promise<FarcasterLoginUser> {
  const used = chains.getState().chains.eip155?.accountState.farcasterUrl
  return new Promise<FarcasterLoginUser>((resolve, reject) => {
    const done = () => {
      unsubscribe()
      // Only this attempt's URL: a newer one (the user went back and chose Farcaster again) stays.
      if (chains.getState().chains.eip155?.accountState.farcasterUrl === used) clearFarcasterUrl(chains)
    }
    const unsubscribe = modal.subscribe((state) => {
      if (state.open) return
      done()
      login.cancelFarcaster?.()
      reject(new BaseError(ErrorMessages.POPUP_CLOSED, { category: 'USER_REJECTED' }))
    })
    login.connectFarcaster({ siwxMessage }).then(
      (user) => {
        done()
        resolve(user)
      },
      (error: unknown) => {
        done()
        reject(error)
      },
    )
  })
}

// Browser entry of the Solana test wallet: bundled by initScript.ts and run before the page's own scripts.
import {
  type BrowserSolanaTestWalletOptions,
  SOLANA_CONTROLS_GLOBAL,
  SOLANA_OPTIONS_GLOBAL,
  SOLANA_STATE_KEY,
} from './browserOptions.js'
import { registerSolanaTestWallet } from './register.js'

/** Whether a previous page load was authorised (false where the page has no storage, e.g. about:blank). */
function wasAuthorised(): boolean {
  try {
    return window.localStorage.getItem(SOLANA_STATE_KEY) === 'authorised'
  } catch {
    return false
  }
}

function remember(authorised: boolean): void {
  try {
    if (authorised) window.localStorage.setItem(SOLANA_STATE_KEY, 'authorised')
    else window.localStorage.removeItem(SOLANA_STATE_KEY)
  } catch {
    // No storage: the next load starts disconnected.
  }
}

function install(): void {
  const globals = window as unknown as Record<string, unknown>
  if (globals[SOLANA_CONTROLS_GLOBAL]) return
  const options = globals[SOLANA_OPTIONS_GLOBAL] as BrowserSolanaTestWalletOptions | undefined
  if (!options) throw new Error(`Solana test wallet: window.${SOLANA_OPTIONS_GLOBAL} is missing`)
  globals[SOLANA_CONTROLS_GLOBAL] = registerSolanaTestWallet({
    ...options,
    connected: options.connected ?? wasAuthorised(),
    onAuthorisedChange: remember,
  })
}

install()

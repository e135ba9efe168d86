// Browser entry of the Solana test wallet: bundled by initScript.ts and run before the page's own scripts.
import {
  type BrowserSolanaTestWalletOptions,
  SOLANA_CONTROLS_GLOBAL,
  SOLANA_OPTIONS_GLOBAL,
  SOLANA_STATE_KEY,
} from './browserOptions.js'
import { registerSolanaTestWallet } from './register.js'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined // opaque origins (about:blank) have no storage
  }
}

function install(): void {
  const globals = window as unknown as Record<string, unknown>
  if (globals[SOLANA_CONTROLS_GLOBAL]) return
  const options = globals[SOLANA_OPTIONS_GLOBAL] as BrowserSolanaTestWalletOptions | undefined
  if (!options) throw new Error(`Solana test wallet: window.${SOLANA_OPTIONS_GLOBAL} is missing`)
  const saved = storage()?.getItem(SOLANA_STATE_KEY) === 'authorised'
  globals[SOLANA_CONTROLS_GLOBAL] = registerSolanaTestWallet({
    ...options,
    connected: options.connected ?? saved,
    onAuthorisedChange: (authorised) => {
      if (authorised) storage()?.setItem(SOLANA_STATE_KEY, 'authorised')
      else storage()?.removeItem(SOLANA_STATE_KEY)
    },
  })
}

install()

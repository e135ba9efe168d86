/** Options of the browser build, passed to {@link testWalletInitScript}. */
export type BrowserTestWalletOptions = {
  /** Chain id → RPC URL (reachable from the page; anvil answers CORS requests). */
  chains: Record<number, string>
  /** Active chain on first load; defaults to the first of `chains`. */
  chainId?: number
  /** Mnemonic account index on first load (default 0). */
  accountIndex?: number
  /** Authorised on first load (default false). After that the page's storage remembers the state. */
  connected?: boolean
  /** Also set the wallet as `window.ethereum` (default true). */
  injectEthereum?: boolean
  /** Announce over EIP-6963 (default true). */
  announce?: boolean
  /** Where the wallet keeps its state across reloads (default 'local'). */
  storage?: 'local' | 'session'
}

/** Controls exposed to tests as `window.__porticoTestWallet`. */
export type TestWalletControls = {
  rejectNext(method?: string): void
  garbageNext(method?: string): void
  setAccount(index: number): void
  emit(event: string, payload?: unknown): void
  getState(): unknown
  readonly address: string
  readonly provider: unknown
}

/** Global the init script sets before the bundle runs. */
export const OPTIONS_GLOBAL = '__porticoTestWalletOptions'
/** Global the bundle exposes with {@link TestWalletControls}. */
export const CONTROLS_GLOBAL = '__porticoTestWallet'

import { announceProvider } from '../announce.js'
import { BROWSER_STATE_KEY, TEST_WALLET_ICON, TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../constants.js'
import { createTestWallet, type TestWalletState } from '../createTestWallet.js'
import {
  type BrowserTestWalletOptions,
  CONTROLS_GLOBAL,
  OPTIONS_GLOBAL,
  type TestWalletControls,
} from './options.js'

/** Reads the state a previous page load saved; undefined when absent or unreadable. */
function loadState(storage: Storage | undefined): TestWalletState | undefined {
  try {
    const raw = storage?.getItem(BROWSER_STATE_KEY)
    return raw ? (JSON.parse(raw) as TestWalletState) : undefined
  } catch {
    return undefined
  }
}

function pickStorage(kind: BrowserTestWalletOptions['storage']): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    return undefined // opaque origins (about:blank) have no storage
  }
}

/** Installs the wallet in this page: `window.ethereum`, EIP-6963 announcement and the test controls. */
function install(): void {
  const globals = window as unknown as Record<string, unknown>
  if (globals[CONTROLS_GLOBAL]) return
  const options = globals[OPTIONS_GLOBAL] as BrowserTestWalletOptions | undefined
  if (!options) throw new Error(`test wallet: window.${OPTIONS_GLOBAL} is missing`)
  const storage = pickStorage(options.storage)
  const saved = loadState(storage)
  const chains = { ...options.chains, ...saved?.chains }
  const chainId = saved?.chainId ?? options.chainId
  const accountIndex = saved?.accountIndex ?? options.accountIndex
  const wallet = createTestWallet({
    chains,
    connected: saved?.connected ?? options.connected ?? false,
    ...(chainId !== undefined && chains[chainId] ? { chainId } : {}),
    ...(accountIndex !== undefined ? { accountIndex } : {}),
    onStateChange: (state) => {
      try {
        storage?.setItem(BROWSER_STATE_KEY, JSON.stringify(state))
      } catch {
        // storage full or blocked: the state just does not survive a reload
      }
    },
  })
  if (options.injectEthereum !== false) globals.ethereum = wallet
  if (options.announce !== false) {
    const uuid = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`
    announceProvider(
      window,
      { uuid, name: TEST_WALLET_NAME, icon: TEST_WALLET_ICON, rdns: TEST_WALLET_RDNS },
      wallet,
    )
  }
  const controls: TestWalletControls = {
    rejectNext: (method) => wallet.rejectNext(method),
    garbageNext: (method) => wallet.garbageNext(method),
    setAccount: (index) => wallet.setAccount(index),
    emit: (event, payload) => wallet.emit(event, payload),
    getState: () => wallet.getState(),
    get address() {
      return wallet.address
    },
    provider: wallet,
  }
  globals[CONTROLS_GLOBAL] = controls
}

install()

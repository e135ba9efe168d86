// Browser entry of the Bitcoin test wallet: bundled by browserWallet.ts and run before the page's own scripts.
// It registers through wallet-standard like Xverse; each sats-connect request goes to the Playwright binding,
// where the test's process signs with the real keys (bip322-js and bitcoinjs-lib need Node's Buffer).
import type { WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import {
  BITCOIN_REQUEST_BINDING,
  BITCOIN_STATE_KEY,
  BITCOIN_TEST_WALLET_NAME,
  BITCOIN_TESTNET_CHAIN,
  BITCOIN_WALLET_ICON,
  SATS_CONNECT_FEATURE,
} from './walletIdentity.js'

type Granted = { address: string; publicKey: string }
type Answer = { status: string; result?: unknown }
type Binding = (method: string, params: unknown) => Promise<Answer>

function stored(): Granted[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(BITCOIN_STATE_KEY) ?? '[]') as unknown
    return Array.isArray(parsed) ? (parsed as Granted[]) : []
  } catch {
    return []
  }
}

function store(granted: Granted[]): void {
  try {
    if (granted.length > 0) window.localStorage.setItem(BITCOIN_STATE_KEY, JSON.stringify(granted))
    else window.localStorage.removeItem(BITCOIN_STATE_KEY)
  } catch {
    // No storage (about:blank): the next load starts disconnected.
  }
}

const bytes = (hex: string) =>
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))

function install(): void {
  const globals = window as unknown as Record<string, unknown>
  if (globals.__porticoBitcoinTestWalletInstalled) return
  globals.__porticoBitcoinTestWalletInstalled = true
  let granted = stored()

  async function request(method: string, params?: unknown): Promise<unknown> {
    if (method === 'wallet_renouncePermissions') {
      granted = []
      store(granted)
      return { status: 'success', result: true }
    }
    const binding = globals[BITCOIN_REQUEST_BINDING] as Binding | undefined
    if (typeof binding !== 'function') throw new Error('Bitcoin test wallet: the page has no signing binding')
    const answer = await binding(method, params ?? {})
    if (method === 'getAccounts' && answer?.status === 'success' && Array.isArray(answer.result)) {
      granted = (answer.result as Granted[]).map(({ address, publicKey }) => ({ address, publicKey }))
      store(granted)
    }
    return answer
  }

  registerWallet({
    version: '1.0.0',
    name: BITCOIN_TEST_WALLET_NAME,
    icon: BITCOIN_WALLET_ICON,
    chains: [BITCOIN_TESTNET_CHAIN],
    features: { [SATS_CONNECT_FEATURE]: { provider: { request } } },
    get accounts(): WalletAccount[] {
      return granted.map(({ address, publicKey }) =>
        Object.freeze({
          address,
          publicKey: bytes(publicKey),
          chains: [BITCOIN_TESTNET_CHAIN],
          features: [SATS_CONNECT_FEATURE],
        }),
      )
    },
  })
}

install()

import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { signWireTransaction } from './signTransaction.js'
import { type SolanaTestKey, solanaTestKey } from './solanaKeys.js'

/** The wallet-standard Solana chains (`solana:localnet` is the devnet Solana). */
export const SOLANA_WALLET_CHAINS = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const

/** Name the test wallet registers under (and so its connector id). */
export const SOLANA_TEST_WALLET_NAME = 'Portico Solana Test Wallet'

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzk5NDVmZiIvPjwvc3ZnPg==' as const

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

/** Options of {@link createSolanaTestWallet}. */
export interface SolanaTestWalletOptions {
  /** JSON-RPC URL per wallet-standard chain, for `signAndSendTransaction` (e.g. `{ 'solana:localnet': url }`). */
  rpcUrls: Partial<Record<(typeof SOLANA_WALLET_CHAINS)[number], string>>
  /** Mnemonic account index (default 0). */
  accountIndex?: number
  /** Start authorised, as a wallet the user approved before (default false). */
  connected?: boolean
  /** Registered name (default {@link SOLANA_TEST_WALLET_NAME}). */
  name?: string
  /** Called when the user authorises or disconnects (the browser build saves it, so a reload stays connected). */
  onAuthorisedChange?(authorised: boolean): void
}

/** The wallet plus test controls. */
export type SolanaTestWallet = Wallet & {
  /** Switches to another mnemonic account; emits `change` when connected. */
  setAccount(index: number): void
  /** The next call of `feature` fails with 'User rejected the request.'. */
  rejectNext(feature: (typeof FEATURES)[number] | 'standard:connect'): void
  /** Every feature call seen, for assertions. */
  readonly calls: string[]
}

/** A user rejection, as wallets report it. */
export class WalletRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'WalletRejectedError'
  }
}

/**
 * A wallet-standard Solana wallet with real keys from the development mnemonic: connect, events, sign message,
 * sign transaction, sign and send (through the chain's JSON-RPC). Register it with `registerWallet` (in Node
 * under jsdom, or in a page through {@link registerSolanaTestWallet}).
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  let key: SolanaTestKey = solanaTestKey(options.accountIndex ?? 0)
  let authorised = options.connected === true
  const listeners = new Set<StandardEventsListeners['change']>()
  const rejections = new Set<string>()
  const calls: string[] = []

  const account = (): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains: SOLANA_WALLET_CHAINS,
      features: FEATURES,
      label: `Account ${options.accountIndex ?? 0}`,
    })
  const accounts = () => (authorised ? [account()] : [])
  const emitChange = () => {
    options.onAuthorisedChange?.(authorised)
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const enter = (feature: string) => {
    calls.push(feature)
    if (rejections.delete(feature)) throw new WalletRejectedError()
  }
  const checkAccount = (input: { account: WalletAccount }) => {
    if (!authorised) throw new Error('The wallet is not connected')
    if (input.account?.address !== key.address)
      throw new Error(`Unknown account ${String(input.account?.address)}`)
  }

  async function send(chain: IdentifierString, wire: Uint8Array): Promise<void> {
    const url = options.rpcUrls[chain as keyof SolanaTestWalletOptions['rpcUrls']]
    if (!url) throw new Error(`The wallet has no RPC URL for ${chain}`)
    const base64 = btoa(String.fromCharCode(...wire))
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [base64, { encoding: 'base64' }],
      }),
    })
    const answer = (await response.json()) as { error?: { message: string } }
    if (answer.error) throw new Error(answer.error.message)
  }

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        enter('standard:connect')
        if (!authorised && !input?.silent) {
          authorised = true
          emitChange()
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        calls.push('standard:disconnect')
        authorised = false
        emitChange()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        enter('solana:signMessage')
        return inputs.map((input) => {
          checkAccount(input)
          return {
            signedMessage: input.message,
            signature: key.sign(input.message),
            signatureType: 'ed25519' as const,
          }
        })
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        enter('solana:signTransaction')
        return inputs.map((input) => {
          checkAccount(input)
          return { signedTransaction: signWireTransaction(input.transaction, key).wire }
        })
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        enter('solana:signAndSendTransaction')
        const outputs = []
        for (const input of inputs) {
          checkAccount(input)
          const signed = signWireTransaction(input.transaction, key)
          await send(input.chain, signed.wire)
          outputs.push({ signature: signed.signature })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name: options.name ?? SOLANA_TEST_WALLET_NAME,
    icon: ICON,
    chains: SOLANA_WALLET_CHAINS,
    features,
    get accounts() {
      return accounts()
    },
    calls,
    setAccount(index) {
      key = solanaTestKey(index)
      options.accountIndex = index
      if (authorised) emitChange()
    },
    rejectNext(feature) {
      rejections.add(feature)
    },
  }
}

import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { SOLANA_NAMESPACE, WalletFeatures } from './constants.js'

const KNOWN_NAMESPACES = ['eip155', 'solana', 'bip122'] as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Why `wallet` cannot be used as a Solana wallet, or `undefined` when it can: a wallet-standard object with a
 * name, a version, an icon, a `solana:` chain and `standard:connect`. Wallets announce themselves from any
 * script on the page, so nothing about them is trusted.
 */
export function walletProblem(wallet: unknown): string | undefined {
  if (!isObject(wallet)) return 'is not an object'
  if (typeof wallet.name !== 'string' || wallet.name.trim() === '') return 'has no name'
  if (typeof wallet.version !== 'string') return `${wallet.name} has no version`
  if (typeof wallet.icon !== 'string' || !wallet.icon.startsWith('data:image/'))
    return `${wallet.name} has no data: icon`
  if (!Array.isArray(wallet.chains) || !wallet.chains.every((chain) => typeof chain === 'string')) {
    return `${wallet.name} has no chain list`
  }
  if (!isObject(wallet.features)) return `${wallet.name} has no features`
  const connect = wallet.features[WalletFeatures.connect]
  if (!isObject(connect) || typeof connect.connect !== 'function')
    return `${wallet.name} lacks standard:connect`
  return undefined
}

/** True when a usable wallet-standard wallet lists a Solana chain. */
export function isSolanaWallet(wallet: unknown): wallet is Wallet {
  return (
    walletProblem(wallet) === undefined &&
    (wallet as Wallet).chains.some((chain) => chain.startsWith(`${SOLANA_NAMESPACE}:`))
  )
}

/** The connector of a Solana wallet: its id is the wallet-standard name (TEST-CONTRACT.md `wallet-<id>`). */
export function walletConnector(wallet: Wallet): Connector {
  const chains = KNOWN_NAMESPACES.filter((ns) => wallet.chains.some((chain) => chain.startsWith(`${ns}:`)))
  return {
    id: wallet.name,
    type: chains.length > 1 ? 'MULTI_CHAIN' : 'ANNOUNCED',
    name: wallet.name,
    chain: SOLANA_NAMESPACE,
    chains,
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    provider: wallet,
  }
}

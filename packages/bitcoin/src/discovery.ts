import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { BITCOIN_NAMESPACE } from './constants.js'
import { satsConnectProvider } from './satsConnect.js'

/**
 * True when `wallet` is a wallet-standard object with a name, a `data:` icon, a `bip122:` chain and a
 * sats-connect provider. Wallets announce themselves from any script on the page, so nothing is trusted.
 */
export function isBitcoinWallet(wallet: unknown): wallet is Wallet {
  if (typeof wallet !== 'object' || wallet === null) return false
  const { name, icon, chains, features } = wallet as Partial<Wallet>
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof icon === 'string' &&
    icon.startsWith('data:image/') &&
    Array.isArray(chains) &&
    chains.some((chain) => typeof chain === 'string' && chain.startsWith(`${BITCOIN_NAMESPACE}:`)) &&
    typeof features === 'object' &&
    features !== null &&
    satsConnectProvider(wallet as Wallet) !== undefined
  )
}

/** The connector of a Bitcoin wallet; its id is the wallet-standard name. */
export function bitcoinConnector(wallet: Wallet): Connector {
  const namespaces = (['eip155', 'solana', 'bip122'] as const).filter((ns) =>
    wallet.chains.some((chain) => chain.startsWith(`${ns}:`)),
  )
  return {
    id: wallet.name,
    type: namespaces.length > 1 ? 'MULTI_CHAIN' : 'ANNOUNCED',
    name: wallet.name,
    chain: BITCOIN_NAMESPACE,
    chains: namespaces,
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    provider: wallet,
  }
}

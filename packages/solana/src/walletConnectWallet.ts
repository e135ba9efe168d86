import {
  InvalidWalletResponseError,
  ValidationError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
} from '@portico/core'
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { isSolanaPublicKey, publicKeyBytes } from './address.js'
import { SOLANA_NAMESPACE, WalletFeatures } from './constants.js'
import { loadTransfers } from './sendTransfer.js'
import { caipChainOf } from './walletChain.js'

const SIGNING_FEATURES = [WalletFeatures.signMessage, WalletFeatures.signTransaction] as const

/** The session's Solana accounts: each address with the CAIP-2 chains (`solana:<ref>`) it is granted on. */
function grantedAccounts(connector: WalletConnectConnector): Map<string, string[]> {
  const granted = new Map<string, string[]>()
  for (const account of connector.accounts?.() ?? []) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== SOLANA_NAMESPACE || !reference || !isSolanaPublicKey(address)) continue
    granted.set(address, [...(granted.get(address) ?? []), `${namespace}:${reference}`])
  }
  return granted
}

/**
 * O-01: a WalletConnect session's Solana accounts as a wallet-standard wallet, so the Solana adapter signs
 * through them as through any other wallet: `solana:signMessage` is `solana_signMessage` (base58 message,
 * base58 signature) and `solana:signTransaction` is `solana_signTransaction` (base64 wire transaction; the
 * wallet answers the signed transaction, or its signature, which is put in the signer's slot). The adapter then
 * sends the signed transaction itself. Disconnecting ends the session.
 */
export function walletConnectSolanaWallet(connector: WalletConnectConnector): Wallet {
  const request = (chainId: string, method: string, params: unknown) => {
    if (!connector.requestIn) {
      throw new ValidationError('This WalletConnect connector makes no requests outside eip155')
    }
    return connector.requestIn(chainId, { method, params })
  }
  const accounts = (): WalletAccount[] =>
    [...grantedAccounts(connector)].map(([address, chains]) => ({
      address,
      publicKey: publicKeyBytes(address),
      chains: chains as `${string}:${string}`[],
      features: SIGNING_FEATURES,
    }))
  /** The CAIP-2 chain of a request: the one named (wallet-standard's `solana:localnet`, …), else the first. */
  const chainOf = (address: string, chain?: string): string => {
    const wanted = chain ? caipChainOf(chain) : undefined
    const found = grantedAccounts(connector)
      .get(address)
      ?.find((c) => !wanted || c === wanted)
    if (!found)
      throw new ValidationError(`The WalletConnect session grants ${address} no ${chain ?? 'chain'}`)
    return found
  }

  const connect: StandardConnectFeature[typeof WalletFeatures.connect] = {
    version: '1.0.0',
    connect: async () => ({ accounts: accounts() }),
  }
  const disconnect: StandardDisconnectFeature[typeof WalletFeatures.disconnect] = {
    version: '1.0.0',
    disconnect: () => connector.disconnect(),
  }
  const events: StandardEventsFeature[typeof WalletFeatures.events] = {
    version: '1.0.0',
    on: (_event, listener) => {
      const ended = () => listener({ accounts: [] })
      connector.provider.on?.('disconnect', ended)
      return () => connector.provider.removeListener?.('disconnect', ended)
    },
  }
  const signMessage: SolanaSignMessageFeature[typeof WalletFeatures.signMessage] = {
    version: '1.0.0',
    signMessage: async (...inputs) => {
      const transfers = await loadTransfers()
      return Promise.all(
        inputs.map(async ({ account, message }) => {
          const answer = await request(chainOf(account.address), 'solana_signMessage', {
            message: transfers.base58(message),
            pubkey: account.address,
          })
          return { signedMessage: message, signature: decodeField(transfers.fromBase58, answer, 'signature') }
        }),
      )
    },
  }
  const signTransaction: SolanaSignTransactionFeature[typeof WalletFeatures.signTransaction] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    signTransaction: async (...inputs) => {
      const transfers = await loadTransfers()
      return Promise.all(
        inputs.map(async ({ account, transaction, chain }) => {
          const answer = await request(chainOf(account.address, chain), 'solana_signTransaction', {
            transaction: transfers.base64(transaction),
          })
          const signed = (answer as { transaction?: unknown } | undefined)?.transaction
          if (typeof signed === 'string') {
            return { signedTransaction: decodeField(transfers.fromBase64, answer, 'transaction') }
          }
          const signature = decodeField(transfers.fromBase58, answer, 'signature')
          return { signedTransaction: transfers.withSignature(transaction, account.address, signature) }
        }),
      )
    },
  }

  return {
    version: '1.0.0',
    name: WALLET_CONNECT_CONNECTOR_ID,
    // Never shown: the dialog shows WalletConnect's own row; wallet-standard requires an icon.
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
    get chains() {
      return [...new Set(accounts().flatMap((a) => a.chains))]
    },
    get accounts() {
      return accounts()
    },
    features: {
      [WalletFeatures.connect]: connect,
      [WalletFeatures.disconnect]: disconnect,
      [WalletFeatures.events]: events,
      [WalletFeatures.signMessage]: signMessage,
      [WalletFeatures.signTransaction]: signTransaction,
    },
  }
}

/** `answer[field]` decoded by `decode`; a missing or undecodable field is an invalid wallet response. */
function decodeField(decode: (text: string) => Uint8Array, answer: unknown, field: string): Uint8Array {
  const value = (answer as Record<string, unknown> | undefined)?.[field]
  try {
    if (typeof value === 'string') return decode(value)
  } catch {
    // Reported below.
  }
  throw new InvalidWalletResponseError(`Wallet returned an invalid ${field}`)
}

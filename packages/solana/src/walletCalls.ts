import {
  type Account,
  BaseError,
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ProviderErrorCodes,
  ValidationError,
} from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { isSolanaPublicKey } from './address.js'
import { SIGNATURE_BYTES, SOLANA_NAMESPACE } from './constants.js'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The feature object `name` of `wallet`, with `method` a function; a clear error when the wallet lacks it. */
export function feature<T>(wallet: Wallet, name: string, method: string): T {
  const value = (wallet.features as Record<string, unknown>)[name]
  if (!isObject(value) || typeof value[method] !== 'function') {
    throw new BaseError(`${wallet.name} does not support ${name}`, { category: 'WALLET' })
  }
  return value as T
}

/** The Solana accounts among a wallet's answer; garbage entries fail with a clear message. */
export function solanaAccounts(value: unknown): WalletAccount[] {
  if (!Array.isArray(value)) throw new InvalidWalletResponseError('Wallet returned no account list')
  return value.filter((account, index) => {
    if (!isObject(account) || !isSolanaPublicKey(account.address)) {
      throw new InvalidWalletResponseError(`Wallet returned an invalid account at index ${index}`)
    }
    const chains = account.chains
    return !Array.isArray(chains) || chains.some((chain) => String(chain).startsWith(`${SOLANA_NAMESPACE}:`))
  }) as WalletAccount[]
}

/** Core's accounts for wallet accounts (D: Solana accounts are `eoa`). */
export const toAccounts = (accounts: readonly WalletAccount[]): Account[] =>
  accounts.map((account) => ({ namespace: SOLANA_NAMESPACE, address: account.address, type: 'eoa' as const }))

/** A 64-byte signature from a wallet's output; anything else is an invalid wallet response. */
export function signatureOf(value: unknown, field: string): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length !== SIGNATURE_BYTES) {
    throw new InvalidWalletResponseError(`Wallet returned an invalid ${field}`)
  }
  return value
}

/** Maps a wallet's rejection (code 4001 or a 'rejected' message) to core's error; other errors pass. */
export function walletError(error: unknown): unknown {
  if (error instanceof BaseError || error instanceof ValidationError) return error
  const code = isObject(error) ? error.code : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (code === ProviderErrorCodes.USER_REJECTED || /reject/i.test(message))
    return new ConnectionRejectedError({ cause: error })
  return new BaseError(message || 'Wallet request failed', { category: 'WALLET', cause: error })
}

/** The wallet account for `address`, from the wallet's current accounts. */
export function accountFor(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address)
  if (!account) throw new ValidationError(`${wallet.name} has no connected account ${address}`)
  return account
}

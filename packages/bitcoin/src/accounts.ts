import { type Account, InvalidWalletResponseError } from '@portico/core'
import { isBitcoinAddress } from './address.js'
import { BITCOIN_NAMESPACE, PAYMENT_PURPOSE } from './constants.js'

/** A sats-connect account. */
export interface SatsAccount {
  address: string
  publicKey?: string
  purpose?: string
}

/** E-22: the payment accounts of a `getAccounts` answer; garbage fails with a clear message. */
export function paymentAccounts(value: unknown): SatsAccount[] {
  if (!Array.isArray(value)) throw new InvalidWalletResponseError('Wallet returned no account list')
  return value.filter((account, index) => {
    if (
      typeof account !== 'object' ||
      account === null ||
      !isBitcoinAddress((account as SatsAccount).address)
    ) {
      throw new InvalidWalletResponseError(`Wallet returned an invalid account at index ${index}`)
    }
    return (account as SatsAccount).purpose === PAYMENT_PURPOSE
  }) as SatsAccount[]
}

/** Core's accounts: Bitcoin accounts are `payment`. */
export const toAccounts = (accounts: readonly SatsAccount[]): Account[] =>
  accounts.map(({ address, publicKey }) => ({
    namespace: BITCOIN_NAMESPACE,
    address,
    type: 'payment' as const,
    ...(publicKey ? { publicKey } : {}),
  }))

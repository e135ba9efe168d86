import type { Account, AccountType } from '../types/account.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * E-01: an account of a namespace, with exactly the fields namespace, address, type, publicKey and path.
 *
 * @example
 * createAccount('bip122', 'bc1q…', 'payment', '02ab…', "m/84'/0'/0'/0/0")
 */
export function createAccount(
  namespace: ChainNamespace,
  address: string,
  type: AccountType,
  publicKey?: string,
  path?: string,
): Account {
  return { namespace, address, type, publicKey, path }
}

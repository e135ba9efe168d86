import type { Account } from '@portico/core'
import { EVM_NAMESPACE } from './constants.js'

/** Wallet addresses as core accounts (externally owned; smart accounts come from other connectors). */
export function toAccounts(addresses: readonly string[]): Account[] {
  return addresses.map((address) => ({ namespace: EVM_NAMESPACE, address, type: 'eoa' }))
}

import { ValidationError } from '@portico/core'

const BECH32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
const BASE58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * A Bitcoin address in its usual forms: bech32/bech32m (`bc1…`, `tb1…`, lower case) or base58 (P2PKH and
 * P2SH, mainnet and testnet). The checksum is left to the wallet, which refuses a bad one.
 */
export function isBitcoinAddress(value: unknown): value is string {
  return typeof value === 'string' && (BECH32.test(value) || BASE58.test(value))
}

/** Throws a {@link ValidationError} naming `field` unless `value` is a Bitcoin address. */
export function assertBitcoinAddress(value: unknown, field: string): asserts value is string {
  if (!isBitcoinAddress(value)) throw new ValidationError(`Invalid ${field}: expected a Bitcoin address`)
}

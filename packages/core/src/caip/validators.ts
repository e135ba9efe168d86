const EIP155_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const BITCOIN_BECH32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
const BITCOIN_BASE58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/** R: eip155 address, 40 hex digits with optional 0x. */
export function isEip155Address(value: unknown): value is string {
  return typeof value === 'string' && EIP155_ADDRESS.test(value)
}

/** R: solana address, 32 to 44 base58 characters. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}

/**
 * A Bitcoin address in its usual forms: bech32/bech32m (`bc1…`, `tb1…`, `bcrt1…`, lower case) or base58 (P2PKH
 * and P2SH, mainnet and testnet). The checksum is left to the wallet, which refuses a bad one.
 */
export function isBitcoinAddress(value: unknown): value is string {
  return typeof value === 'string' && (BITCOIN_BECH32.test(value) || BITCOIN_BASE58.test(value))
}

/** R: an address valid for its namespace (eip155, solana and bip122 checked; others need a non-empty string). */
export function isAddressForNamespace(namespace: string, value: unknown): boolean {
  if (namespace === 'eip155') return isEip155Address(value)
  if (namespace === 'solana') return isSolanaAddress(value)
  if (namespace === 'bip122') return isBitcoinAddress(value)
  return typeof value === 'string' && value.length > 0
}

/** R: email in a valid format. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value)
}

/** R: account name of letters, digits and hyphens, at least 4 characters. */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}

import { InvalidWalletResponseError, isHexAddress } from '@portico/core'
import type { Address, Hex } from 'viem'

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})+$/
const HASH = /^0x[0-9a-fA-F]{64}$/
const CHAIN_ID = /^(?:0x[0-9a-fA-F]{1,13}|[1-9]\d{0,15})$/

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 80) ?? String(value)
  } catch {
    return String(value)
  }
}

/** Checksums a well-formed address; the checksum code loads on first use (see checksum.ts). */
export async function checksumAddress(address: string): Promise<Address> {
  const { getAddress } = await import('./checksum.js')
  return getAddress(address)
}

/** Throws unless `value` is 0x plus 40 hex digits. */
function assertAddress(value: unknown): asserts value is string {
  if (!isHexAddress(value)) {
    throw new InvalidWalletResponseError(`Wallet returned an invalid address: ${describe(value)}`)
  }
}

/** One wallet-returned address, checksummed. */
export async function parseAddress(value: unknown): Promise<Address> {
  assertAddress(value)
  return checksumAddress(value)
}

/** An `eth_accounts` / `eth_requestAccounts` answer: an array of addresses, all checked before any checksum. */
export async function parseAccounts(value: unknown): Promise<Address[]> {
  if (!Array.isArray(value)) {
    throw new InvalidWalletResponseError(`Wallet returned an invalid account list: ${describe(value)}`)
  }
  for (const item of value) assertAddress(item)
  return Promise.all(value.map((item: string) => checksumAddress(item)))
}

/** An `eth_chainId` answer or `chainChanged` payload (hex, or decimal from lenient wallets) as a number. */
export function parseChainId(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  if (
    typeof text !== 'string' ||
    !CHAIN_ID.test(text) ||
    Number(text) <= 0 ||
    !Number.isSafeInteger(Number(text))
  ) {
    throw new InvalidWalletResponseError(`Wallet returned an invalid chain id: ${describe(value)}`)
  }
  return Number(text)
}

/** A signature: non-empty hex bytes (65 bytes for an EOA; smart accounts may return longer ones). */
export function parseSignature(value: unknown): Hex {
  if (typeof value !== 'string' || !HEX_BYTES.test(value)) {
    throw new InvalidWalletResponseError(`Wallet returned an invalid signature: ${describe(value)}`)
  }
  return value as Hex
}

/** A transaction hash: 32 bytes of hex. */
export function parseTransactionHash(value: unknown): Hex {
  if (typeof value !== 'string' || !HASH.test(value)) {
    throw new InvalidWalletResponseError(`Wallet returned an invalid transaction hash: ${describe(value)}`)
  }
  return value as Hex
}

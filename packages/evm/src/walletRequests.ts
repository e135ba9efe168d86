import { type Eip1193Provider, isHexAddress, ValidationError } from '@portico/core'
import type { Address, Hex } from 'viem'
import { toQuantity, utf8ToHex } from './hexEncoding.js'
import { checksumAddress, parseSignature, parseTransactionHash } from './walletResponses.js'

const HEX = /^0x[0-9a-fA-F]*$/

/** An address given by the app, checksummed; a {@link ValidationError} otherwise. */
export async function addressInput(value: unknown, name: string): Promise<Address> {
  if (!isHexAddress(value)) {
    throw new ValidationError(`Invalid ${name}: expected a 0x-prefixed 40-hex-digit address`)
  }
  return checksumAddress(value)
}

/** `personal_sign` with the message UTF-8 encoded as hex. Resolves the validated signature. */
export async function personalSign(
  provider: Eip1193Provider,
  address: string,
  message: string,
): Promise<Hex> {
  if (typeof message !== 'string') throw new ValidationError('Invalid message: expected a string')
  const from = await addressInput(address, 'address')
  return parseSignature(
    await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), from] }),
  )
}

/** EIP-712 typed data as JSON, with bigints written as decimal strings (as wallets expect). */
export function stringifyTypedData(typedData: unknown): string {
  if (typeof typedData !== 'object' || typedData === null) {
    throw new ValidationError('Invalid typed data: expected an object')
  }
  return JSON.stringify(typedData, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
}

/** `eth_signTypedData_v4`. Resolves the validated signature. */
export async function signTypedDataV4(
  provider: Eip1193Provider,
  address: string,
  typedData: unknown,
): Promise<Hex> {
  const from = await addressInput(address, 'address')
  const json = stringifyTypedData(typedData)
  return parseSignature(await provider.request({ method: 'eth_signTypedData_v4', params: [from, json] }))
}

/** What {@link sendTransactionRequest} sends. */
export type SendTransactionInput = { from: string; to: string; value: bigint; data?: string | undefined }

/** `eth_sendTransaction` with a hex value. Resolves the validated transaction hash. */
export async function sendTransactionRequest(
  provider: Eip1193Provider,
  input: SendTransactionInput,
): Promise<Hex> {
  const from = await addressInput(input.from, 'address')
  const to = await addressInput(input.to, 'recipient')
  if (typeof input.value !== 'bigint' || input.value < 0n) {
    throw new ValidationError('Invalid value: expected a non-negative bigint (wei)')
  }
  if (input.data !== undefined && (typeof input.data !== 'string' || !HEX.test(input.data))) {
    throw new ValidationError('Invalid data: expected 0x-prefixed hex')
  }
  const tx = { from, to, value: toQuantity(input.value), ...(input.data ? { data: input.data } : {}) }
  return parseTransactionHash(await provider.request({ method: 'eth_sendTransaction', params: [tx] }))
}

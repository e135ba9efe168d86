import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import { invalidParams } from '../rpcError.js'

/** Largest wire transaction Solana accepts (PACKET_DATA_SIZE), in bytes. */
const MAX_TRANSACTION_BYTES = 1_232

/** Decodes the transaction string of `sendTransaction` / `simulateTransaction` (`encoding` defaults to base58). */
export function wireTransaction(value: unknown, config: Record<string, unknown>): Uint8Array {
  const encoding = config.encoding ?? 'base58'
  if (encoding !== 'base58' && encoding !== 'base64') throw invalidParams('encoding must be base58 or base64')
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParams('transaction must be an encoded string')
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(
      encoding === 'base64' ? getBase64Encoder().encode(value) : getBase58Encoder().encode(value),
    )
  } catch {
    throw invalidParams(`transaction is not valid ${encoding}`)
  }
  if (bytes.length === 0) throw invalidParams(`transaction is not valid ${encoding}`)
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw invalidParams(
      `transaction is ${bytes.length} bytes, more than the ${MAX_TRANSACTION_BYTES} allowed`,
    )
  }
  return bytes
}

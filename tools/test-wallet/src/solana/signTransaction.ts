import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import type { SolanaTestKey } from './solanaKeys.js'

/** A transaction signed by the test wallet: its wire bytes and its id (the first signature). */
export interface SignedWireTransaction {
  wire: Uint8Array
  /** The fee payer's signature, which is the transaction's id. */
  signature: Uint8Array
}

/**
 * Adds `key`'s signature to a wire transaction; throws when the transaction does not list the key as a signer.
 */
export function signWireTransaction(wire: Uint8Array, key: SolanaTestKey): SignedWireTransaction {
  const transaction = getTransactionDecoder().decode(wire)
  if (!(key.address in transaction.signatures)) {
    throw new Error(`The transaction does not name ${key.address} as a signer`)
  }
  const own = key.sign(new Uint8Array(transaction.messageBytes)) as SignatureBytes
  const signatures = { ...transaction.signatures, [key.address]: own }
  const first = Object.values(signatures)[0] as Uint8Array | null | undefined
  if (!first) throw new Error('The transaction has no fee payer signature')
  return {
    wire: new Uint8Array(getTransactionEncoder().encode({ ...transaction, signatures })),
    signature: first,
  }
}

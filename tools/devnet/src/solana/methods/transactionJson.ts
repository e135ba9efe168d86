import {
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { RpcError } from '../rpcError.js'
import type { TransactionRecord } from '../transactionRecord.js'

/** Solana's error when a client that does not say it supports v0 transactions asks for one. */
const UNSUPPORTED_TRANSACTION_VERSION = -32015

/** `status` as Solana writes it beside `err`. */
export const statusJson = (err: TransactionRecord['err']) => (err ? { Err: err } : { Ok: null })

function messageJson(record: TransactionRecord, parsed: boolean) {
  const transaction = getTransactionDecoder().decode(record.wire)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version === 1)
    throw new RpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      'Transaction version (1) is not supported by the devnet',
    )
  const base58 = getBase58Decoder()
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header
  const keys = message.staticAccounts
  const isWritable = (index: number) =>
    index < numSignerAccounts
      ? index < numSignerAccounts - numReadonlySignerAccounts
      : index < keys.length - numReadonlyNonSignerAccounts
  const instructions = message.instructions.map((instruction) => {
    const data = base58.decode(instruction.data ?? new Uint8Array())
    const accounts = instruction.accountIndices ?? []
    return parsed
      ? {
          programId: keys[instruction.programAddressIndex],
          accounts: accounts.map((i) => keys[i]),
          data,
          stackHeight: null,
        }
      : { programIdIndex: instruction.programAddressIndex, accounts, data, stackHeight: null }
  })
  const accountKeys = parsed
    ? keys.map((pubkey, i) => ({
        pubkey,
        signer: i < numSignerAccounts,
        writable: isWritable(i),
        source: 'transaction',
      }))
    : keys
  return {
    version: message.version,
    signatures: Object.values(transaction.signatures).map((sig) => (sig ? base58.decode(sig) : null)),
    message: {
      accountKeys,
      header: {
        numRequiredSignatures: numSignerAccounts,
        numReadonlySignedAccounts: numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: numReadonlyNonSignerAccounts,
      },
      instructions,
      recentBlockhash: message.lifetimeToken,
      ...(message.version === 0 && { addressTableLookups: message.addressTableLookups ?? [] }),
    },
  }
}

/**
 * A recorded transaction as `getTransaction` answers it, in `json`, `jsonParsed` (account keys with their
 * roles; instructions left undecoded) or `base64` encoding.
 * @throws {RpcError} -32015 for a v0 transaction when `maxSupportedTransactionVersion` is not 0, as Solana does.
 */
export function transactionJson(record: TransactionRecord, encoding: string, maxVersion: unknown) {
  const { version, signatures, message } = messageJson(record, encoding === 'jsonParsed')
  if (version === 0 && maxVersion !== 0) {
    throw new RpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: version === 'legacy' ? 'legacy' : version,
    meta: {
      err: record.err,
      status: statusJson(record.err),
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      logMessages: record.logMessages,
      innerInstructions: [],
      loadedAddresses: { readonly: [], writable: [] },
      rewards: [],
      computeUnitsConsumed: record.computeUnitsConsumed,
    },
    transaction:
      encoding === 'base64' ? [getBase64Decoder().decode(record.wire), 'base64'] : { signatures, message },
  }
}

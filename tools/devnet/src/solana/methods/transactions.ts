import { accountEncoding, accountInfoJson } from '../accountJson.js'
import { MAX_SIGNATURE_STATUSES, MAX_SIGNATURES_FOR_ADDRESS } from '../constants.js'
import { addressParam, arrayParam, configParam, integerParam, signatureParam } from '../params.js'
import { invalidParams, RPC_ERROR, RpcError } from '../rpcError.js'
import { type MethodHandler, withContext } from './context.js'
import { wireTransaction } from './encodedTransaction.js'
import { statusJson, transactionJson } from './transactionJson.js'

/** Transaction methods: send, simulate, statuses, history. */
export const transactionMethods: Record<string, MethodHandler> = {
  sendTransaction: (params, { chain }) => {
    const config = configParam(params, 1)
    return chain.process(wireTransaction(params[0], config), config.skipPreflight !== true).signature
  },
  simulateTransaction: (params, { chain }) => {
    const config = configParam(params, 1)
    const sigVerify = config.sigVerify === true
    const replaceRecentBlockhash = config.replaceRecentBlockhash === true
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    const wire = wireTransaction(params[0], config)
    const result = chain.simulate(wire, { sigVerify, replaceRecentBlockhash })
    const wanted = configParam([config.accounts], 0)
    const addresses =
      wanted.addresses === undefined
        ? undefined
        : arrayParam([wanted.addresses], 0, 'accounts.addresses', 100)
    const accounts = addresses?.map((address) => {
      const account =
        result.accounts.find((candidate) => candidate.address === address) ??
        chain.getAccount(String(address) as never)
      return account ? accountInfoJson(account, accountEncoding(wanted), chain.mintDecimals) : null
    })
    return withContext(chain, {
      err: result.err,
      logs: result.logs,
      accounts: accounts ?? null,
      unitsConsumed: result.unitsConsumed,
      returnData: null,
      innerInstructions: null,
      ...(replaceRecentBlockhash && { replacementBlockhash: chain.latestBlockhash() }),
    })
  },
  getSignatureStatuses: (params, { chain }) => {
    const signatures = arrayParam(params, 0, 'signatures', MAX_SIGNATURE_STATUSES)
    const value = signatures.map((value, index) => {
      const record = chain.getRecord(signatureParam(value, `signatures[${index}]`))
      if (!record) return null
      return {
        slot: record.slot,
        confirmations: null,
        err: record.err,
        status: statusJson(record.err),
        confirmationStatus: 'finalized',
      }
    })
    return withContext(chain, value)
  },
  getTransaction: (params, { chain }) => {
    const record = chain.getRecord(signatureParam(params[0], 'signature'))
    // The second parameter is either a config object or, in the older form, the encoding itself.
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params, 1)
    const encoding = config.encoding ?? 'json'
    if (encoding !== 'json' && encoding !== 'jsonParsed' && encoding !== 'base64') {
      throw invalidParams('encoding must be json, jsonParsed or base64')
    }
    return record ? transactionJson(record, encoding, config.maxSupportedTransactionVersion) : null
  },
  getSignaturesForAddress: (params, { chain }) => {
    const address = addressParam(params, 0, 'address')
    const config = configParam(params, 1)
    const limit = Number(
      config.limit === undefined
        ? MAX_SIGNATURES_FOR_ADDRESS
        : integerParam(config.limit, 'limit', BigInt(MAX_SIGNATURES_FOR_ADDRESS)),
    )
    const before = config.before === undefined ? undefined : signatureParam(config.before, 'before')
    const until = config.until === undefined ? undefined : signatureParam(config.until, 'until')
    let list = [...chain.signaturesFor(address)]
    if (before) list = list.slice(list.indexOf(before) + 1)
    if (until && list.includes(until)) list = list.slice(0, list.indexOf(until))
    return list.slice(0, limit).map((signature) => {
      const record = chain.getRecord(signature)
      if (!record) throw new RpcError(RPC_ERROR.internal, `history lost ${signature}`)
      return {
        signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }
    })
  },
}

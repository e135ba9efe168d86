import { JsonRpcErrorCodes } from '@portico/core'

/** JSON-RPC error codes the devnet Solana answers with (the JSON-RPC 2.0 ones and Solana's own). */
export const RPC_ERROR = {
  parse: JsonRpcErrorCodes.PARSE_ERROR,
  invalidRequest: JsonRpcErrorCodes.INVALID_REQUEST,
  methodNotFound: JsonRpcErrorCodes.METHOD_NOT_FOUND,
  invalidParams: JsonRpcErrorCodes.INVALID_PARAMS,
  internal: JsonRpcErrorCodes.INTERNAL_ERROR,
  /** Solana: `Transaction simulation failed` during preflight. */
  sendTransactionPreflightFailure: -32002,
  /** Solana: `Transaction signature verification failure`. */
  transactionSignatureVerificationFailure: -32003,
} as const

/** An error a JSON-RPC method answers with: it becomes `{ code, message, data }` in the response. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

/** An `invalid params` error whose message names the parameter at fault. */
export const invalidParams = (message: string) =>
  new RpcError(RPC_ERROR.invalidParams, `Invalid params: ${message}`)

const BIG_MARK = '\u0000bigint:'

/**
 * JSON text of `value` where every bigint is written as a JSON number with all its digits (Solana's u64 fields
 * such as lamports may exceed 2^53; `@solana/kit` parses numbers into bigints without losing digits).
 */
export function stringifyWithBigInts(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${BIG_MARK}${item.toString()}` : item,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}

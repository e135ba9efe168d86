import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem'

/** One call of a `wallet_sendCalls` batch, once checked. */
export interface CheckedCall {
  to: Address
  data?: Hex
  value?: bigint
}

/** A `wallet_sendCalls` request (EIP-5792) once checked. */
export interface CheckedSendCalls {
  /** The chain the batch is for, when the request names one (hex in the request). */
  chainId?: number
  from?: Address
  calls: CheckedCall[]
}

/** A `wallet_sendCalls` field that is missing or wrong (JSON-RPC -32602, invalid params). */
export class SendCallsError extends Error {
  override name = 'SendCallsError'
  readonly code = -32602
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`wallet_sendCalls: ${field} ${message}`)
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function checkCall(call: unknown, index: number): CheckedCall {
  const field = `calls[${index}]`
  if (!isRecord(call)) throw new SendCallsError(field, 'must be an object')
  // O-11: `to` starts with 0x (and is an address); `data`, when present, starts with 0x (and is hex).
  if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
    throw new SendCallsError(`${field}.to`, 'must start with 0x')
  if (!isAddress(call.to, { strict: false })) throw new SendCallsError(`${field}.to`, 'must be an address')
  const checked: CheckedCall = { to: call.to }
  if (call.data !== undefined) {
    if (typeof call.data !== 'string' || !call.data.startsWith('0x'))
      throw new SendCallsError(`${field}.data`, 'must start with 0x')
    if (!isHex(call.data)) throw new SendCallsError(`${field}.data`, 'must be hex')
    checked.data = call.data
  }
  if (call.value !== undefined) {
    if (!isHex(call.value)) throw new SendCallsError(`${field}.value`, 'must be a 0x quantity')
    checked.value = hexToBigInt(call.value)
  }
  return checked
}

/**
 * O-11: checks `wallet_sendCalls` params (`[{ version?, chainId?, from?, calls, capabilities? }]`): at least one
 * call; each call's `to` starts with 0x and `data`, when present, starts with 0x.
 * @throws {SendCallsError} naming the first field at fault.
 */
export function checkSendCalls(params: unknown): CheckedSendCalls {
  const request = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(request)) throw new SendCallsError('params[0]', 'must be an object')
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw new SendCallsError('calls', 'must list at least one call')
  const checked: CheckedSendCalls = { calls: request.calls.map(checkCall) }
  if (request.chainId !== undefined) {
    if (!isHex(request.chainId)) throw new SendCallsError('chainId', 'must be a 0x chain id')
    checked.chainId = Number(hexToBigInt(request.chainId))
  }
  if (request.from !== undefined) {
    if (typeof request.from !== 'string' || !isAddress(request.from, { strict: false }))
      throw new SendCallsError('from', 'must be an address')
    checked.from = request.from
  }
  return checked
}

import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { ErrorCodes } from './constants.js'
import { ProviderRpcError } from './providerError.js'

/** Throws the JSON-RPC "invalid params" error with a message naming the problem. */
export function invalidParams(message: string): never {
  throw new ProviderRpcError(ErrorCodes.INVALID_PARAMS, message)
}

/** The positional params of a request, or an invalid-params error when they are not an array. */
export function paramList(method: string, params: unknown, minLength: number): unknown[] {
  if (!Array.isArray(params) || params.length < minLength) {
    invalidParams(`${method} expects an array of at least ${minLength} parameter(s)`)
  }
  return params
}

/** A checksummed address, or an invalid-params error. */
export function addressParam(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    invalidParams(`${name} must be a 0x-prefixed 20-byte address`)
  }
  return getAddress(value)
}

/** A hex string, or an invalid-params error. */
export function hexParam(value: unknown, name: string): Hex {
  if (typeof value !== 'string' || !isHex(value, { strict: true })) invalidParams(`${name} must be hex`)
  return value as Hex
}

/** A chain id given as a hex quantity (`0x7a69`), as a positive safe integer. */
export function chainIdParam(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(value)) {
    invalidParams('chainId must be a hex quantity such as 0x7a69')
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) invalidParams('chainId must be positive')
  return chainId
}

/** An http(s) URL, or an invalid-params error. */
export function rpcUrlParam(value: unknown): string {
  if (typeof value !== 'string') invalidParams('rpcUrls[0] must be a URL')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    invalidParams('rpcUrls[0] must be a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') invalidParams('rpcUrls[0] must be http(s)')
  return value
}

import { type Address, isAddress, isSignature, type Signature } from '@solana/kit'
import { invalidParams } from './rpcError.js'

/** The positional params of a request (Solana's methods take arrays). */
export type Params = readonly unknown[]

/** Reads `params[index]` as a base58 address, naming the parameter when it is not one. */
export function addressParam(params: Params, index: number, name: string): Address {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${name} must be a base58 address`)
  return value
}

/** Reads `params[index]` as a base58 transaction signature. */
export function signatureParam(value: unknown, name: string): Signature {
  if (typeof value !== 'string' || !isSignature(value))
    throw invalidParams(`${name} must be a base58 signature`)
  return value
}

/** Reads the optional config object at `params[index]` (absent or null gives `{}`). */
export function configParam(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`parameter ${index + 1} must be an object`)
  return value as Record<string, unknown>
}

/** Reads a non-negative integer (`number` or decimal string) at `params[index]`. */
export function integerParam(value: unknown, name: string, max?: bigint): bigint {
  const ok =
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'bigint' && value >= 0n) ||
    (typeof value === 'string' && /^\d{1,20}$/.test(value))
  if (!ok) throw invalidParams(`${name} must be a non-negative integer`)
  const result = BigInt(value as number | string | bigint)
  if (max !== undefined && result > max) throw invalidParams(`${name} must be at most ${max}`)
  return result
}

/** Reads an array of at most `max` items at `params[index]`. */
export function arrayParam(params: Params, index: number, name: string, max: number): unknown[] {
  const value = params[index]
  if (!Array.isArray(value)) throw invalidParams(`${name} must be an array`)
  if (value.length > max) throw invalidParams(`${name} holds more than ${max} items`)
  return value
}

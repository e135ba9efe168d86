import { ValidationError } from '../errors/errors.js'
import {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
} from '../types/network.js'

/** True when `value` is one of the five chain namespaces (D-01). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** Parses a CAIP-2 network id: exactly two non-empty parts (D-03, R). */
export function parseCaipNetworkId(id: string): { namespace: string; reference: string } {
  const parts = typeof id === 'string' ? id.split(':') : []
  if (parts.length !== 2 || !parts[0] || !parts[1]) {
    throw new ValidationError('Invalid network id', { details: `"${String(id)}" is not namespace:reference` })
  }
  return { namespace: parts[0], reference: parts[1] }
}

/** Parses a CAIP-10 address: exactly three non-empty parts with a known namespace (R). */
export function parseCaipAddress(value: string): {
  namespace: ChainNamespace
  chainId: string
  address: string
} {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address || !isChainNamespace(namespace)) {
    throw new ValidationError('Invalid CAIP address', {
      details: `"${String(value)}" is not namespace:chainId:address with a known namespace`,
    })
  }
  return { namespace, chainId, address }
}

/** True when `value` parses as a CAIP address. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value as string)
    return true
  } catch {
    return false
  }
}

/** `eip155:1:0xabc` → `0xabc` (E-02); undefined for undefined or malformed input. */
export function getPlainAddress(caipAddress: string | undefined): string | undefined {
  if (!caipAddress) return undefined
  const parts = caipAddress.split(':')
  return parts.length === 3 ? parts[2] : undefined
}

/** Builds `namespace:chainId:address`. */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}

import { getPlainAddress } from '../caip/caip.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * E-20: the key of an address in `addressLabels`: the plain address (a CAIP address is reduced to it),
 * lower-cased on eip155 where case is only a checksum. Other namespaces keep case (base58 is case-sensitive).
 */
export function addressLabelKey(namespace: ChainNamespace, address: string): string {
  const plain = getPlainAddress(address) ?? address
  return namespace === 'eip155' ? plain.toLowerCase() : plain
}

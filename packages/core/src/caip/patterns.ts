/**
 * Address and CAIP patterns shared by the packages and the services (as JSON Schema `pattern` strings, which
 * Fastify's schemas take, and as regular expressions), instead of a copy in each.
 */

/** An EVM address: `0x` and 40 hex digits (any case; the checksum is not checked). */
export const EIP155_ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$'
/** A CAIP-10 eip155 account: `eip155:<chain id>:0x…`. */
export const EIP155_CAIP10_PATTERN = '^eip155:[0-9]{1,20}:0x[0-9a-fA-F]{40}$'
/** An EVM address, bare or as a CAIP-10 eip155 account. */
export const EIP155_ADDRESS_OR_CAIP10_PATTERN = '^(eip155:[0-9]{1,20}:)?0x[0-9a-fA-F]{40}$'

const HEX_ADDRESS = new RegExp(EIP155_ADDRESS_PATTERN)

/** An EVM address with its `0x` prefix (see {@link EIP155_ADDRESS_PATTERN}); `isEip155Address` also takes it bare. */
export function isHexAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && HEX_ADDRESS.test(value)
}

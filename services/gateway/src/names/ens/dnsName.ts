import { type Hex, hexToBytes } from 'viem'

/** DNS wire format allows 255 bytes for a whole name. */
const MAX_DNS_NAME_BYTES = 255

/**
 * Decodes a DNS wire-format name (ENSIP-10's `name` argument, e.g. `\x07acc-abc\x07portico\x04test\x00`) to
 * its dotted, lower-cased form. Returns undefined when the bytes are not one well-formed name.
 */
export function decodeDnsName(encoded: Hex): string | undefined {
  const bytes = hexToBytes(encoded)
  if (bytes.length > MAX_DNS_NAME_BYTES) return undefined
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] as number
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.').toLowerCase() : undefined
    if (offset + 1 + length >= bytes.length) return undefined
    const label = utf8(bytes.subarray(offset + 1, offset + 1 + length))
    if (label === undefined || label.includes('.')) return undefined
    labels.push(label)
    offset += 1 + length
  }
  return undefined
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

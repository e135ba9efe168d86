/** topic0 of `Transfer(address,address,uint256)` (ERC-20 and ERC-721). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** Selectors of the read calls the indexer makes on token contracts. */
export const SELECTORS = {
  name: '0x06fdde03',
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
  tokenURI: '0xc87b56dd',
  approve: '0x095ea7b3',
  setApprovalForAll: '0xa22cb465',
} as const
/** The zero address, sender of mints and recipient of burns. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

const WORD = 64

/** A 32-byte topic holding an address → the lower-case address; undefined when the high bytes are not 0. */
export function topicToAddress(topic: unknown): string | undefined {
  if (typeof topic !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(topic)) return undefined
  if (!/^0{24}$/.test(topic.slice(2, 26))) return undefined
  return `0x${topic.slice(26).toLowerCase()}`
}

/** A 32-byte word → bigint; undefined when not exactly one hex word. */
export function wordToBigInt(word: unknown): bigint | undefined {
  if (typeof word !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(word)) return undefined
  return BigInt(word)
}

/** `selector` + one uint256 argument. */
export const callWithUint = (selector: string, value: bigint): string =>
  `${selector}${value.toString(16).padStart(WORD, '0')}`

/**
 * Decodes an ABI `string` return value (offset, length, bytes); also accepts a `bytes32` (older tokens
 * such as MKR return their symbol that way). Undefined for anything else or for invalid UTF-8.
 */
export function decodeAbiString(hex: unknown, maxLength: number): string | undefined {
  if (typeof hex !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(hex)) return undefined
  const bytes = Buffer.from(hex.slice(2), 'hex')
  let raw: Buffer
  if (bytes.length === 32) {
    const end = bytes.indexOf(0)
    raw = bytes.subarray(0, end === -1 ? 32 : end)
  } else {
    if (bytes.length < 64) return undefined
    const offset = bytes.readBigUInt64BE(24)
    if (bytes.subarray(0, 24).some((b) => b !== 0) || offset + 32n > BigInt(bytes.length)) return undefined
    const at = Number(offset)
    if (bytes.subarray(at, at + 24).some((b) => b !== 0)) return undefined
    const length = Number(bytes.readBigUInt64BE(at + 24))
    if (at + 32 + length > bytes.length) return undefined
    raw = bytes.subarray(at + 32, at + 32 + length)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw)
  } catch {
    return undefined
  }
  // Control characters never reach a client; the text is capped.
  const clean = text.replace(/\p{Cc}/gu, '').trim()
  return clean.length > 0 ? clean.slice(0, maxLength) : undefined
}

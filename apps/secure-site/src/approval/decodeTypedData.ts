import { maxUint160, maxUint256 } from 'viem'
import { type DecodedField, UNLIMITED } from './decodeCall.js'

/** A node of the message tree: a leaf with a value, or a branch with children. */
export interface TypedDataNode {
  label: string
  value?: string
  children?: TypedDataNode[]
}

/** `eth_signTypedData_v4`'s data in words: the domain, the message as a tree, a Permit spelled out. */
export interface DecodedTypedData {
  primaryType: string
  domain: DecodedField[]
  /** The domain's chain, when it names one. */
  chainId?: number
  message: TypedDataNode[]
  /** A Permit or Permit2 approval in one sentence, with its fields. */
  permit?: { summary: string; fields: DecodedField[] }
  warnings: string[]
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The message as a tree, by key; arrays by index. Values are shown as text, never as HTML. */
function tree(value: unknown, label: string): TypedDataNode {
  if (Array.isArray(value)) return { label, children: value.map((item, i) => tree(item, `${label}[${i}]`)) }
  if (isObject(value)) return { label, children: Object.entries(value).map(([key, v]) => tree(v, key)) }
  return { label, value: String(value) }
}

const amount = (value: unknown, max: bigint) => {
  try {
    return BigInt(String(value)) >= max ? UNLIMITED : String(value)
  } catch {
    return String(value)
  }
}

const deadline = (value: unknown) => {
  const seconds = Number(value)
  if (!Number.isFinite(seconds)) return String(value)
  if (seconds >= 8.64e12) return `${value} (never expires)`
  return `${new Date(seconds * 1000).toISOString()} (${value})`
}

/** EIP-2612 Permit and Uniswap's Permit2 (`PermitSingle`, `PermitTransferFrom`) in words. */
function spellPermit(primaryType: string, domainName: string, message: Json): DecodedTypedData['permit'] {
  if (primaryType === 'Permit' && 'spender' in message && 'value' in message) {
    const value = amount(message.value, maxUint256)
    return {
      summary: `Permit ${message.spender} to spend ${value === UNLIMITED ? `an ${UNLIMITED} amount` : value} of ${domainName || 'this token'} from ${message.owner}, until ${deadline(message.deadline)}.`,
      fields: [
        { label: 'Spender', value: String(message.spender) },
        { label: 'Amount', value },
        { label: 'Deadline', value: deadline(message.deadline) },
      ],
    }
  }
  if (primaryType === 'PermitSingle' && isObject(message.details)) {
    const { token, amount: raw, expiration } = message.details
    const value = amount(raw, maxUint160)
    return {
      summary: `Permit2: allow ${message.spender} to spend ${value === UNLIMITED ? `an ${UNLIMITED} amount` : value} of token ${token}, until ${deadline(expiration)}.`,
      fields: [
        { label: 'Spender', value: String(message.spender) },
        { label: 'Token', value: String(token) },
        { label: 'Amount', value },
        { label: 'Deadline', value: deadline(message.sigDeadline ?? expiration) },
      ],
    }
  }
  if (primaryType === 'PermitTransferFrom' && isObject(message.permitted)) {
    const { token, amount: raw } = message.permitted
    return {
      summary: `Permit2: allow ${message.spender} to transfer ${raw} of token ${token}, until ${deadline(message.deadline)}.`,
      fields: [
        { label: 'Spender', value: String(message.spender) },
        { label: 'Token', value: String(token) },
        { label: 'Amount', value: String(raw) },
        { label: 'Deadline', value: deadline(message.deadline) },
      ],
    }
  }
  return undefined
}

/**
 * Reads `eth_signTypedData_v4`'s data (a JSON string, as wallets receive it, or an object). Malformed data throws
 * an Error whose message says what is wrong; the screen shows that message and the raw text.
 */
export function decodeTypedData(data: unknown, activeChainId?: number): DecodedTypedData {
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      throw new Error('The typed data is not valid JSON.')
    }
  }
  if (!isObject(parsed)) throw new Error('The typed data is not an object.')
  const { domain = {}, primaryType, message, types } = parsed
  if (typeof primaryType !== 'string' || !primaryType) throw new Error('The typed data has no primaryType.')
  if (!isObject(types) || !(primaryType in types))
    throw new Error(`The typed data does not define ${primaryType}.`)
  if (!isObject(message)) throw new Error('The typed data has no message.')
  if (!isObject(domain)) throw new Error('The typed data has a malformed domain.')
  const chainId = domain.chainId === undefined ? undefined : Number(domain.chainId)
  const fields: DecodedField[] = []
  if (domain.name !== undefined) fields.push({ label: 'Name', value: String(domain.name) })
  if (domain.version !== undefined) fields.push({ label: 'Version', value: String(domain.version) })
  if (chainId !== undefined) fields.push({ label: 'Chain', value: String(domain.chainId) })
  if (domain.verifyingContract !== undefined) {
    fields.push({ label: 'Verifying contract', value: String(domain.verifyingContract) })
  }
  const warnings: string[] = []
  if (chainId !== undefined && activeChainId !== undefined && chainId !== activeChainId) {
    warnings.push(`The signature is for chain ${domain.chainId}, not the active network (${activeChainId}).`)
  }
  const permit = spellPermit(primaryType, typeof domain.name === 'string' ? domain.name : '', message)
  return {
    primaryType,
    domain: fields,
    ...(chainId !== undefined ? { chainId } : {}),
    message: Object.entries(message).map(([key, v]) => tree(v, key)),
    ...(permit ? { permit } : {}),
    warnings,
  }
}

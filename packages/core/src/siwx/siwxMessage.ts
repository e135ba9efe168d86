import { ValidationError } from '../errors/errors.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SIWXMessage, SIWXMessageData } from './siwxTypes.js'

/** CAIP-122: the account kind named in the first line, per namespace (EIP-4361 for eip155). */
const ACCOUNT_KINDS: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' }

const namespaceOf = (chainId: string) => chainId.split(':')[0] ?? ''
const referenceOf = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1)

/**
 * CAIP-122 message text: EIP-4361 for eip155 (`Chain ID: 1`), and the same form with 'Solana' or 'Bitcoin'
 * and the CAIP-2 reference as the chain id for the other namespaces.
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const namespace = namespaceOf(data.chainId)
  const kind = ACCOUNT_KINDS[namespace]
  if (!kind) throw new ValidationError(`Sign-in is not supported on ${namespace}`)
  const lines = [`${data.domain} wants you to sign in with your ${kind} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${referenceOf(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** A message object whose `toString()` is its CAIP-122 text. */
export function createSiwxMessage(data: SIWXMessageData): SIWXMessage {
  return { ...data, toString: () => formatSiwxMessage(data) }
}

const HEADER = /^(\S+) wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/
const FIELDS: Record<string, keyof SIWXMessageData> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
}

/**
 * Parses CAIP-122 text back into its data (the gateway checks what was signed, not what the client claims);
 * throws an Error naming the first problem.
 */
export function parseSiwxMessage(text: string): SIWXMessageData {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header)
    throw new ValidationError('message must start with "<domain> wants you to sign in with your … account:"')
  const namespace = Object.keys(ACCOUNT_KINDS).find((n) => ACCOUNT_KINDS[n] === header[2]) ?? ''
  const accountAddress = lines[1] ?? ''
  if (!accountAddress || lines[2] !== '')
    throw new ValidationError('message must give the address on its second line')
  let i = 3
  let statement: string | undefined
  if (lines[i] !== undefined && !lines[i]?.startsWith('URI: ')) {
    statement = lines[i]
    i += 2
  }
  const out: Record<string, string> = {}
  let resources: string[] | undefined
  for (; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === 'Resources:') {
      resources = lines.slice(i + 1).map((r) => r.replace(/^- /, ''))
      break
    }
    const at = line.indexOf(': ')
    const key = FIELDS[line.slice(0, at)]
    if (at < 0 || !key || out[key] !== undefined)
      throw new ValidationError(`message has an unexpected line "${line.slice(0, 40)}"`)
    out[key] = line.slice(at + 2)
  }
  for (const required of ['uri', 'version', 'chainId', 'nonce', 'issuedAt'])
    if (!out[required]) throw new ValidationError(`message lacks ${required}`)
  if (out.version !== '1') throw new ValidationError('message version must be 1')
  return {
    ...(out as unknown as SIWXMessageData),
    domain: header[1] ?? '',
    accountAddress,
    chainId: `${namespace}:${out.chainId}` as CaipNetworkId,
    version: '1',
    ...(statement !== undefined ? { statement } : {}),
    ...(resources ? { resources } : {}),
  }
}

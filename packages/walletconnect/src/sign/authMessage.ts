import { base64urlDecode, base64urlEncode } from '../protocol/base.js'
import { WalletConnectProtocolError } from '../protocol/errors.js'

/** The CAIP-122 payload of `wc_sessionAuthenticate` (the SIWE fields the wallet signs). */
export type AuthPayload = {
  type: 'caip122'
  chains: string[]
  domain: string
  aud: string
  version: '1'
  nonce: string
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** A signed CAIP-74 object (CACAO) as the wallet returns it: header, payload with `iss`, signature. */
export type Cacao = {
  h: { t: 'caip122' }
  p: AuthPayload & { iss: string }
  s: { t: string; s: string; m?: string }
}

const RECAP_PREFIX = 'urn:recap:'
const utf8 = new TextEncoder()
const fromUtf8 = new TextDecoder()

/** An EIP-5573 ReCap resource granting `request/<method>` on `eip155` for each method, sorted. */
export function createRecap(methods: readonly string[]): string {
  const actions: Record<string, [Record<string, never>]> = {}
  for (const method of [...new Set(methods)].sort()) actions[`request/${method}`] = [{}]
  return RECAP_PREFIX + base64urlEncode(utf8.encode(JSON.stringify({ att: { eip155: actions } })))
}

/** The methods a ReCap resource grants on `eip155` (`request/<method>`), or [] for anything else. */
export function recapMethods(resource: string | undefined): string[] {
  if (!resource?.startsWith(RECAP_PREFIX)) return []
  try {
    const text = fromUtf8.decode(base64urlDecode(resource.slice(RECAP_PREFIX.length).replace(/=+$/, '')))
    const att = (JSON.parse(text) as { att?: Record<string, Record<string, unknown>> }).att ?? {}
    return Object.keys(att.eip155 ?? {})
      .filter((a) => a.startsWith('request/'))
      .map((a) => a.slice('request/'.length))
  } catch {
    return []
  }
}

/** The sentence EIP-5573 appends to the statement for the ReCap's `eip155` request actions. */
function recapStatement(resource: string | undefined): string {
  const methods = recapMethods(resource)
  if (methods.length === 0) return ''
  const list = methods.map((m) => `'${m}'`).join(', ')
  return `I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': ${list} for 'eip155'.`
}

/**
 * The EIP-4361 message a wallet signs for `payload` and issuer `iss` (`did:pkh:eip155:<chain>:<address>`),
 * with the ReCap sentence of the last resource added to the statement.
 */
export function formatAuthMessage(payload: AuthPayload, iss: string): string {
  const [, , namespace = '', reference = '', address = ''] = iss.split(':')
  if (namespace !== 'eip155')
    throw new WalletConnectProtocolError('INVALID_INPUT', `Only eip155 sign-in is supported, got ${iss}`)
  const statement = [payload.statement, recapStatement(payload.resources?.at(-1))].filter(Boolean).join(' ')
  const lines = [
    `${payload.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    ...(statement ? [statement] : []),
    '',
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
  ]
  if (payload.exp) lines.push(`Expiration Time: ${payload.exp}`)
  if (payload.nbf) lines.push(`Not Before: ${payload.nbf}`)
  if (payload.requestId) lines.push(`Request ID: ${payload.requestId}`)
  if (payload.resources?.length) lines.push('Resources:', ...payload.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

import { isHex32 } from './bytes.js'
import { WalletConnectProtocolError } from './errors.js'

/** What a `wc:` pairing URI carries. */
export type PairingUri = {
  topic: string
  /** Protocol version: 2. */
  version: 2
  symKey: string
  relay: { protocol: string; data?: string }
  /** Seconds since the epoch. */
  expiryTimestamp: number
  /** Methods the pairing is used for, when the URI lists them. */
  methods?: string[]
}

const invalid = (reason: string) =>
  new WalletConnectProtocolError('INVALID_URI', `Invalid pairing URI: ${reason}`)

/**
 * Formats a pairing URI: `wc:<topic>@2?relay-protocol=irn&symKey=…&expiryTimestamp=…` (plus `relay-data`
 * and `methods` when given), in the order the official clients write it.
 */
export function formatPairingUri(pairing: Omit<PairingUri, 'version'>): string {
  const query = new URLSearchParams({ 'relay-protocol': pairing.relay.protocol })
  if (pairing.relay.data) query.set('relay-data', pairing.relay.data)
  query.set('symKey', pairing.symKey)
  query.set('expiryTimestamp', String(pairing.expiryTimestamp))
  if (pairing.methods?.length) query.set('methods', pairing.methods.join(','))
  return `wc:${pairing.topic}@2?${query.toString()}`
}

/** Parses and checks a pairing URI; throws INVALID_URI naming the first problem. */
export function parsePairingUri(uri: string): PairingUri {
  if (typeof uri !== 'string') throw invalid('not a string')
  const match = /^wc:(?:\/\/)?([^@?]+)@([^?]+)\?(.*)$/s.exec(uri.trim())
  if (!match) throw invalid('expected wc:<topic>@2?<parameters>')
  const [, topic = '', version = '', rest = ''] = match
  if (version !== '2') throw invalid(`unsupported version ${version} (expected 2)`)
  if (!isHex32(topic)) throw invalid('the topic must be 64 lowercase hex characters')
  const query = new URLSearchParams(rest)
  const symKey = query.get('symKey') ?? ''
  if (!isHex32(symKey)) throw invalid('symKey must be 64 lowercase hex characters')
  const protocol = query.get('relay-protocol')
  if (!protocol) throw invalid('relay-protocol is missing')
  const expiryText = query.get('expiryTimestamp')
  const expiryTimestamp = Number(expiryText)
  if (!expiryText || !Number.isSafeInteger(expiryTimestamp) || expiryTimestamp <= 0) {
    throw invalid('expiryTimestamp must be a positive integer (seconds)')
  }
  const data = query.get('relay-data')
  const methods = query.get('methods')
  return {
    topic,
    version: 2,
    symKey,
    relay: data ? { protocol, data } : { protocol },
    expiryTimestamp,
    ...(methods ? { methods: methods.split(',').filter(Boolean) } : {}),
  }
}

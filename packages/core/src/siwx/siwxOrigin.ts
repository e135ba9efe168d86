import { ValidationError } from '../errors/errors.js'
import type { SIWXMessageData } from './siwxTypes.js'

/**
 * The web origin a CAIP-122 sign-in message is for (`scheme://host[:port]`): the origin of its `URI`, whose
 * authority must be the message's `domain` (EIP-4361: the domain is the RFC 3986 authority asking for the
 * signature, the URI the resource on it). Every check of "who is this sign-in for" compares this origin: the
 * gateway against the project's allow-list, the secure site against the embedding app.
 * @throws {ValidationError} when the URI is not an http(s) URL or its authority is not the domain.
 */
export function siwxMessageOrigin(data: Pick<SIWXMessageData, 'domain' | 'uri'>): string {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw new ValidationError('message URI is not a URL')
  }
  if (uri.protocol !== 'https:' && uri.protocol !== 'http:')
    throw new ValidationError('message URI must be an http(s) URL')
  let domain: URL | undefined
  try {
    domain = new URL(`${uri.protocol}//${data.domain}`)
  } catch {
    domain = undefined
  }
  const plainAuthority =
    domain &&
    !domain.username &&
    !domain.password &&
    domain.pathname === '/' &&
    !domain.search &&
    !domain.hash
  if (!domain || !plainAuthority || /[/?#@\\]/.test(data.domain) || domain.host !== uri.host)
    throw new ValidationError('message domain is not the authority of its URI')
  return uri.origin
}

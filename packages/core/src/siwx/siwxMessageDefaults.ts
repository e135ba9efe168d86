import type { SIWXMessageData, SIWXMessageInput } from './siwxTypes.js'

/** How long a built-in sign-in lasts unless the app says otherwise: one day. */
export const SIWX_DEFAULT_EXPIRY_MS = 24 * 3_600_000
/** The statement of the built-in messages. */
export const SIWX_DEFAULT_STATEMENT = 'Please sign with your account'

/** What the built-in implementations put in a message besides the account, network and nonce. */
export type SiwxMessageOptions = {
  /** Default: the page's host (`location.host`). */
  domain?: string
  /** Default: the page's origin. */
  uri?: string
  statement?: string
  expiresInMs?: number
}

/** The data of a message for `input`, with `nonce`, at `now`. */
export function siwxMessageData(
  input: SIWXMessageInput,
  nonce: string,
  now: number,
  options: SiwxMessageOptions,
): SIWXMessageData {
  const location = (globalThis as { location?: { host: string; origin: string } }).location
  return {
    domain: options.domain ?? location?.host ?? 'localhost',
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    statement: options.statement ?? SIWX_DEFAULT_STATEMENT,
    uri: options.uri ?? location?.origin ?? 'http://localhost',
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (options.expiresInMs ?? SIWX_DEFAULT_EXPIRY_MS)).toISOString(),
  }
}

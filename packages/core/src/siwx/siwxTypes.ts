import type { CaipNetworkId } from '../types/network.js'

/** M-10: what a sign-in message says (CAIP-122 fields). */
export interface SIWXMessageData {
  /** The site asking, without scheme (`app.example.com`). */
  domain: string
  /** Plain address of the account signing in. */
  accountAddress: string
  /** CAIP-2 network id (`eip155:1`, `solana:…`, `bip122:…`). */
  chainId: CaipNetworkId
  statement?: string
  uri: string
  version: '1'
  nonce: string
  /** ISO 8601 times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** M-10: a created message: its data and its text (what the wallet signs). */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** M-02: a signed-in session. `token` is the gateway's session token when the gateway verified it. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  token?: string
}

/** What `createMessage` is given by the modal. */
export type SIWXMessageInput = { accountAddress: string; chainId: CaipNetworkId }

/**
 * M-10: the sign-in-with-X configuration an app passes as the `siwx` option (or `true` for the built-in one
 * verified by the gateway).
 */
export interface SIWXConfig {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Required sign-in: cancelling disconnects and the dialog cannot be closed before signing (M-04, M-08). */
  getRequired?(): boolean
  /** M-10: revoke or clear sessions on disconnect (default true). */
  signOutOnDisconnect?: boolean
}

/** M-10: whether a value has the SIWX configuration's methods. */
export function isSIWXConfig(value: unknown): value is SIWXConfig {
  const v = value as Record<string, unknown> | null
  return (
    !!v &&
    typeof v === 'object' &&
    ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'].every(
      (m) => typeof v[m] === 'function',
    )
  )
}

/**
 * M-02 over WalletConnect: creates the sign-in message data for one pairing (address placeholder, a new
 * nonce and issue time each call); undefined when no message can be made (off EVM, or creating it failed),
 * and the pairing then connects without one-click sign-in.
 */
export type SiwxSignInSource = () => Promise<SIWXMessageData | undefined>

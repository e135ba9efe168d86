/** Seconds, the protocol's unit for TTLs and expiries. */
export const THIRTY_SECONDS = 30
export const FIVE_MINUTES = 5 * 60
export const ONE_HOUR = 60 * 60
export const ONE_DAY = 24 * ONE_HOUR
export const SEVEN_DAYS = 7 * ONE_DAY
export const THIRTY_DAYS = 30 * ONE_DAY

/** How a frame of one method is published: its relay TTL (seconds), tag and whether it may prompt the peer. */
export type PublishOptions = { ttl: number; tag: number; prompt?: boolean }

type MethodOptions = { req: PublishOptions; res: PublishOptions; reject?: PublishOptions }

const opts = (ttl: number, tag: number, prompt = false): PublishOptions => ({ ttl, tag, prompt })

/**
 * The Sign and Pairing API methods with the IRN publish options of their request, response and (for the
 * proposals) rejection, from the WalletConnect specs' RPC method tables.
 */
export const METHODS = {
  wc_sessionPropose: {
    req: opts(FIVE_MINUTES, 1100, true),
    res: opts(FIVE_MINUTES, 1101),
    reject: opts(FIVE_MINUTES, 1120),
  },
  wc_sessionSettle: { req: opts(FIVE_MINUTES, 1102), res: opts(FIVE_MINUTES, 1103) },
  wc_sessionUpdate: { req: opts(ONE_DAY, 1104), res: opts(ONE_DAY, 1105) },
  wc_sessionExtend: { req: opts(ONE_DAY, 1106), res: opts(ONE_DAY, 1107) },
  wc_sessionRequest: { req: opts(FIVE_MINUTES, 1108, true), res: opts(FIVE_MINUTES, 1109) },
  wc_sessionEvent: { req: opts(FIVE_MINUTES, 1110, true), res: opts(FIVE_MINUTES, 1111) },
  wc_sessionDelete: { req: opts(ONE_DAY, 1112), res: opts(ONE_DAY, 1113) },
  wc_sessionPing: { req: opts(ONE_DAY, 1114), res: opts(ONE_DAY, 1115) },
  wc_sessionAuthenticate: {
    req: opts(ONE_HOUR, 1116, true),
    res: opts(ONE_HOUR, 1117),
    reject: opts(ONE_HOUR, 1118),
  },
  wc_pairingDelete: { req: opts(ONE_DAY, 1000), res: opts(ONE_DAY, 1001) },
  wc_pairingPing: { req: opts(THIRTY_SECONDS, 1002), res: opts(THIRTY_SECONDS, 1003) },
} as const satisfies Record<string, MethodOptions>

export type SignMethod = keyof typeof METHODS

export const isSignMethod = (method: unknown): method is SignMethod =>
  typeof method === 'string' && Object.hasOwn(METHODS, method)

/** Lifetime of a pairing before a wallet uses it, and of a session (seconds). */
export const PAIRING_TTL_SECONDS = FIVE_MINUTES
export const SESSION_TTL_SECONDS = SEVEN_DAYS
/** Lifetime of a pairing once a wallet has used it. */
export const ACTIVE_PAIRING_TTL_SECONDS = THIRTY_DAYS

/** Reason codes of the Sign API (the specs' "Reason codes"). */
export const REASONS = {
  USER_REJECTED: { code: 5000, message: 'User rejected.' },
  USER_REJECTED_CHAINS: { code: 5001, message: 'User rejected chains.' },
  UNSUPPORTED_CHAINS: { code: 5100, message: 'Unsupported chains.' },
  UNSUPPORTED_METHODS: { code: 5101, message: 'Unsupported methods.' },
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
  SESSION_SETTLEMENT_FAILED: { code: 7000, message: 'Session settlement failed.' },
  WC_METHOD_UNSUPPORTED: { code: 10001, message: 'Unsupported wc_ method.' },
} as const

/**
 * REQUIREMENTS N: smart-account sessions as the modal keeps them (U-19's SmartSession with `expiry` already
 * converted to milliseconds, N-01), and how a session is classified into SmartSessionList's tabs (N-03).
 */

/** One ERC-7715 permission of a session, as granted. */
export type SmartSessionPermission = { type: string; data: Record<string, unknown> }

/** N-01: a session of the account, `expiry`, `createdAt` and `revokedAt` in milliseconds. */
export type SmartSession = {
  /** The permission context id. */
  pci: string
  /** The CAIP-2 network, e.g. `eip155:31337`. */
  chainId: string
  /** The smart account's address. */
  address: string
  project: { id: string }
  expiry: number
  createdAt: number
  revokedAt?: number
  signer: unknown
  permissions: SmartSessionPermission[]
  policies: unknown[]
}

/** N-03: the tabs of SmartSessionList, in order (their names are the spec's). */
export const SMART_SESSION_TABS = ['Active', 'Expired', 'Revoked'] as const
export type SmartSessionTab = (typeof SMART_SESSION_TABS)[number]

/** `data-status` of a session row (TEST-CONTRACT). */
export type SmartSessionStatus = 'active' | 'expired' | 'revoked'

/**
 * N-03: Revoked when `revokedAt` is set; otherwise Expired when the expiry is not in the future; otherwise Active.
 * @param now milliseconds (the client's clock, so tests can fix it).
 */
export function smartSessionStatus(session: Pick<SmartSession, 'expiry' | 'revokedAt'>, now: number) {
  if (session.revokedAt !== undefined) return 'revoked' satisfies SmartSessionStatus
  return session.expiry > now ? 'active' : ('expired' satisfies SmartSessionStatus)
}

/** N-03: the sessions of one tab. */
export function sessionsOfTab(sessions: readonly SmartSession[], tab: SmartSessionTab, now: number) {
  const status = tab.toLowerCase() as SmartSessionStatus
  return sessions.filter((session) => smartSessionStatus(session, now) === status)
}

/** N-03: the text of an empty tab, 'No {tab} sessions' with the tab's name. */
export const emptySmartSessionsText = (tab: SmartSessionTab) => `No ${tab} sessions`

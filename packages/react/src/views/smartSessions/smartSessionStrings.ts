/**
 * The smart-session views' user-facing strings, in one place for the locale catalogues. The tab names and
 * 'No {tab} sessions' are N-03's; the others are ours.
 */
export const SmartSessionStrings = {
  /** The Account view's entry (N-05 Verify: "Smart sessions"). */
  ENTRY: 'Smart sessions',
  LIST_TITLE: 'Smart Sessions',
  CREATED_TITLE: 'Session Created',
  LOADING: 'Loading sessions',
  REVOKE: 'Revoke',
  REVOKING: 'Revoking...',
  CREATED: 'Session created',
  CREATED_DETAIL: 'The app can now act within these limits until the session expires or you revoke it.',
  VIEW_SESSIONS: 'View sessions',
  BACK_TO_ACCOUNT: 'Back to account',
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
  revoked: (date: string) => `Revoked ${date}`,
  call: (target: string, functions: string) => `Call ${functions} on ${target}`,
  nativeLimit: (amount: string) => `Spend up to ${amount} of the native token`,
  tokenLimit: (amount: string, token: string) => `Spend up to ${amount} of ${token}`,
  plainTransfer: 'plain transfers',
  other: (type: string) => `Permission ${type}`,
} as const

/**
 * The smart-session views' strings in English (SmartSessionList, SmartSessionCreated, the Account view's entry):
 * the catalogues' `smartSessions` group, in the lazy account chunk. The tab names and the empty tabs' texts are
 * N-03's ('No {tab} sessions' with each tab's name, one key per tab so a language can inflect it); the others
 * are ours.
 */
export const SMART_SESSIONS_EN = {
  /** The Account view's entry (N-05 Verify: "Smart sessions"). */
  entry: 'Smart sessions',
  listLabel: 'Smart Sessions',
  loading: 'Loading sessions',
  tabActive: 'Active',
  tabExpired: 'Expired',
  tabRevoked: 'Revoked',
  emptyActive: 'No Active sessions',
  emptyExpired: 'No Expired sessions',
  emptyRevoked: 'No Revoked sessions',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  created: 'Session created',
  createdDetail: 'The app can now act within these limits until the session expires or you revoke it.',
  viewSessions: 'View sessions',
  backToAccount: 'Back to account',
  expires: 'Expires {date}',
  expired: 'Expired {date}',
  revoked: 'Revoked {date}',
  call: 'Call {functions} on {target}',
  nativeLimit: 'Spend up to {amount} of the native token',
  tokenLimit: 'Spend up to {amount} of {token}',
  plainTransfer: 'plain transfers',
  other: 'Permission {type}',
}

/** The strings of {@link SMART_SESSIONS_EN} in the active locale. */
export type SmartSessionStrings = typeof SMART_SESSIONS_EN

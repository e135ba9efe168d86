/** REQUIREMENTS N (proposed, AppKit's strings): the smart-session errors, verbatim. */
export const SmartSessionErrorMessages = {
  /** N-01 */
  FETCHING: 'Error fetching smart sessions',
  /** N-02 */
  REVOKING: 'Error revoking smart session',
  /** N-04 */
  GRANT_UNSUPPORTED: 'Wallet does not support `wallet_grantPermissions` method',
} as const

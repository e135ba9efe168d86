/** A flow lives 10 minutes from its start: time to sign in at the provider. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000

/** The social login routes' error messages. */
export const SocialMessages = {
  unknownProvider: (p: string) => `Unknown social provider "${p.slice(0, 32)}"`,
  notConfigured: (p: string) => `${p} login is not configured for this project`,
  refused: (error: string) => `The provider did not sign you in (${error.slice(0, 64)})`,
  failedChecks: (reason: string) => `The provider's answer failed its checks: ${reason}`,
  ORIGIN_NOT_ALLOWED: 'appOrigin is not on the project allow-list',
  RETURN_URL_OFF_ORIGIN: 'returnUrl must be a URL on appOrigin',
  BAD_CALLBACK_URL: 'callbackUrl is not this gateway’s social login redirect URI',
  NO_STATE: 'The sign-in answer has no state',
  UNKNOWN_STATE: 'This sign-in is unknown, expired or was already used (state)',
  UNREACHABLE: 'The provider could not be reached; try again',
  NOT_REDEEMABLE: 'This social login cannot be completed; start again',
} as const

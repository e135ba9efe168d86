/** Digits in a one-time login code. */
export const OTP_LENGTH = 6
/** F-16: 'The code expires in 20 minutes'. */
export const OTP_TTL_MS = 20 * 60_000
/** A new code for the same email only after 30 s (issue 11). */
export const OTP_RESEND_COOLDOWN_MS = 30_000
/** At most 5 checks per code; the sixth is refused even with the right code. */
export const OTP_MAX_ATTEMPTS = 5
/** Codes one email may be sent per hour. */
export const OTP_SENDS_PER_EMAIL_PER_HOUR = 10
/** Login starts one client address may make per hour (every email together). */
export const OTP_SENDS_PER_IP_PER_HOUR = 30
/** Code checks one client address may make per hour (every email together). */
export const OTP_CHECKS_PER_IP_PER_HOUR = 100
/** One hour, the window of the per-email and per-address limits. */
export const AUTH_LIMIT_WINDOW_MS = 3_600_000
/** Access tokens are short-lived: 15 minutes. */
export const ACCESS_TOKEN_TTL_SEC = 15 * 60
/** A session lasts 30 days from its last refresh, unless revoked. */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000
/** Audience of the gateway's access tokens. */
export const ACCESS_TOKEN_AUDIENCE = 'portico-embedded-wallet'
/** Issuer of the gateway's access tokens. */
export const ACCESS_TOKEN_ISSUER = 'portico-gateway'
/** The message of a resend inside the cooldown (issue 11). */
export const resendTooSoonMessage = (seconds: number) => `Please try again after ${seconds} seconds`
/** One wording for a wrong, unknown or already-used code, so nothing tells them apart. */
export const INVALID_CODE_MESSAGE = 'Invalid code'
/** The code's lifetime passed. */
export const CODE_EXPIRED_MESSAGE = 'The code has expired. Request a new one.'
/** The sixth check of one code. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Request a new code.'
/** A malformed email (the modal shows 'Invalid email. Try again.', F-17). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email'
/** Expired codes and sessions are kept this long past their expiry (for support questions), then purged. */
export const AUTH_PURGE_GRACE_MS = 24 * 3_600_000
/** Rows of each kind one purge deletes at most, so no single login pays for a long backlog. */
export const AUTH_PURGE_BATCH = 500
/** DPoP (RFC 9449): a proof's `iat` may be at most this far from the gateway's clock, either way. */
export const DPOP_IAT_WINDOW_SEC = 60
/** DPoP: the only proof algorithm the gateway accepts (the secure site's WebCrypto P-256 key). */
export const DPOP_ALGORITHM = 'ES256'

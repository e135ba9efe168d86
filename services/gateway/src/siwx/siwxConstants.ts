/** A nonce must be used within 10 minutes of being handed out. */
export const SIWX_NONCE_TTL_MS = 10 * 60_000
/** Nonce length: EIP-4361 asks for at least 8 alphanumeric characters. */
export const SIWX_NONCE_LENGTH = 24
/** A message's `Issued At` may be at most this old when verified, and this far in the future (clock skew). */
export const SIWX_ISSUED_AT_MAX_AGE_MS = 10 * 60_000
export const SIWX_CLOCK_SKEW_MS = 60_000
/** Session lifetime when the message gives no `Expiration Time`, and the longest accepted: 7 days. */
export const SIWX_SESSION_TTL_MS = 7 * 24 * 3_600_000
/** Issuer and audience prefix of session tokens. */
export const SIWX_TOKEN_ISSUER = 'portico-gateway/siwx'
/** Expired nonces older than this are deleted when new ones are issued. */
export const SIWX_NONCE_PURGE_AFTER_MS = 24 * 3_600_000

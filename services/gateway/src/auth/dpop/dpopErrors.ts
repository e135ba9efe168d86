import { ApiError } from '../../http/errors.js'
import { DPOP_ALGORITHM } from '../authConstants.js'

/** The RFC 9449 error codes the gateway answers in `WWW-Authenticate`. */
export type DpopErrorCode = 'invalid_dpop_proof' | 'invalid_token'

/** What each refusal says, one sentence a developer can act on. */
export const DpopMessages = {
  NO_SESSION: 'A valid session is required',
  BEARER_REFUSED:
    'Sessions are bound to a device key: send Authorization: DPoP <access token> with a DPoP proof, not Bearer',
  NO_PROOF: 'The DPoP proof is missing: send a DPoP header signed by the key this session is bound to',
  MALFORMED_PROOF: 'The DPoP proof is not a compact JWT',
  BAD_SIGNATURE: `The DPoP proof must be a ${DPOP_ALGORITHM} JWT of typ dpop+jwt signed by the public jwk in its header`,
  NO_JTI: 'The DPoP proof has no jti (a unique id of at most 128 characters)',
  WRONG_HTM: 'The DPoP proof was made for another HTTP method (htm)',
  WRONG_HTU: 'The DPoP proof was made for another URL (htu)',
  STALE_IAT: 'The DPoP proof is too old or from the future (iat); check the device clock',
  WRONG_ATH: 'The DPoP proof was made for another access token (ath)',
  REPLAYED: 'The DPoP proof was already used (jti): make a new proof for each request',
  OTHER_KEY: 'This session is bound to another device key: the DPoP proof is signed by a different key',
} as const

/**
 * A 401 with `WWW-Authenticate: DPoP error="<code>"` (RFC 9449 section 7.1) and the gateway's JSON error body;
 * `field` names the header at fault (`dpop` or `authorization`).
 */
export function dpopRefusal(code: DpopErrorCode | undefined, message: string, field: string): ApiError {
  const challenge = code
    ? `DPoP algs="${DPOP_ALGORITHM}", error="${code}", error_description="${message.replace(/"/g, "'")}"`
    : `DPoP algs="${DPOP_ALGORITHM}"`
  return new ApiError(401, 'UNAUTHORIZED', message, field, { 'www-authenticate': challenge })
}

/** A refusal of the proof itself. */
export const badProof = (message: string) => dpopRefusal('invalid_dpop_proof', message, 'dpop')
/** A refusal of the access or refresh token (unknown, expired, revoked, bound elsewhere). */
export const badToken = (message: string, field = 'authorization') =>
  dpopRefusal('invalid_token', message, field)

import type { EmbeddedSiwxSigned } from '@portico/core'

/**
 * M-07: the app's sign-in message for a login (CONNECT_OTP, CONNECT_SOCIAL, CONNECT_FARCASTER), its address the
 * placeholder `<<AccountAddress>>`; the secure site signs it for the account it connects.
 */
export interface SiwxAtLoginParams {
  siwxMessage?: string | undefined
}

/** M-07: the part of a connect event's payload that carries the sign-in message (nothing without one). */
export function siwxPayload(params: SiwxAtLoginParams | undefined): { siwxMessage?: string } {
  return params?.siwxMessage === undefined ? {} : { siwxMessage: params.siwxMessage }
}

/**
 * M-07: the user with the sign-in the secure site signed at login (`reply.siwx`, checked by the frame event
 * schema), or the user alone when the reply has none.
 */
export function withSignedSiwx<U extends object>(user: U, reply: unknown): U & { siwx?: EmbeddedSiwxSigned } {
  const siwx = (reply as { siwx?: EmbeddedSiwxSigned } | undefined)?.siwx
  return siwx ? { ...user, siwx } : user
}

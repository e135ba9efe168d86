import type { SessionAnswer } from '../frame/gatewayAuth.js'
import type { GatewayCalls } from '../frame/gatewayCalls.js'

/** The gateway's answer to a redeemed social flow: a session plus who the provider said the user is. */
export interface SocialSessionAnswer extends SessionAnswer {
  provider: string
  username: string | null
}

/**
 * The secure site's calls to the gateway's social login routes (`/auth/v1/social/*`), through `calls` (the frame's
 * carry the device's DPoP proof, so the redeemed session is bound to it).
 */
export function socialGateway(calls: GatewayCalls) {
  const { post } = calls
  return {
    /** A new flow: the provider's authorization URL for the popup. */
    start: (provider: string, appOrigin: string, flowKeyHash: string, returnUrl?: string) =>
      post<{ uri: string }>('/auth/v1/social/start', {
        provider,
        appOrigin,
        flowKeyHash,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    /** The popup's report of the provider's answer: checked by the gateway; answers where to post the result. */
    callback: (callbackUrl: string) =>
      post<{ appOrigin: string; provider: string; returnUrl?: string }>('/auth/v1/social/callback', {
        callbackUrl,
      }),
    /** The session of a checked flow, for the frame holding its flow key. */
    redeem: (state: string, flowKey: string) =>
      post<SocialSessionAnswer>('/auth/v1/social/redeem', { state, flowKey }),
  }
}
export type SocialGateway = ReturnType<typeof socialGateway>

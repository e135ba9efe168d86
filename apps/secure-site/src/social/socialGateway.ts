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
    /**
     * A new flow: the provider's authorization URL for the popup. `flowKeyHash` (SHA-256 of the frame's flow key)
     * is the provider's PKCE challenge, so the code is worth nothing without the flow key.
     */
    start: (provider: string, appOrigin: string, flowKeyHash: string, returnUrl?: string) =>
      post<{ uri: string }>('/auth/v1/social/start', {
        provider,
        appOrigin,
        flowKeyHash,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    /** The popup's question: where a flow's answer goes (the app origin, a same-window return page). */
    callback: (callbackUrl: string) =>
      post<{ appOrigin: string; provider: string; returnUrl?: string }>('/auth/v1/social/callback', {
        callbackUrl,
      }),
    /**
     * The session of a flow this frame started: the gateway exchanges the provider's answer (`callbackUrl`) with the
     * flow key as PKCE verifier, the first time it ever sees the key.
     */
    redeem: (callbackUrl: string, flowKey: string) =>
      post<SocialSessionAnswer>('/auth/v1/social/redeem', { callbackUrl, flowKey }),
  }
}
export type SocialGateway = ReturnType<typeof socialGateway>

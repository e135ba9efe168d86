import { GatewayError, type SessionAnswer } from '../frame/gatewayAuth.js'

/** The gateway's answer to a redeemed social flow: a session plus who the provider said the user is. */
export interface SocialSessionAnswer extends SessionAnswer {
  provider: string
  username: string | null
}

/** The secure site's calls to the gateway's social login routes (`/auth/v1/social/*`). */
export function socialGateway(gatewayUrl: string, projectId: string, fetcher: typeof fetch = fetch) {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetcher(`${gatewayUrl}${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null
    if (!res.ok) {
      const message =
        typeof answer?.message === 'string' ? answer.message : `The gateway answered ${res.status}`
      throw new GatewayError(
        res.status,
        message,
        typeof answer?.field === 'string' ? answer.field : undefined,
      )
    }
    return answer as T
  }
  return {
    /** A new flow: the provider's authorization URL for the popup. */
    start: (provider: string, appOrigin: string, flowKeyHash: string, returnUrl?: string) =>
      call<{ uri: string }>('/auth/v1/social/start', {
        provider,
        appOrigin,
        flowKeyHash,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    /** The popup's report of the provider's answer: checked by the gateway; answers where to post the result. */
    callback: (callbackUrl: string) =>
      call<{ appOrigin: string; provider: string; returnUrl?: string }>('/auth/v1/social/callback', {
        callbackUrl,
      }),
    /** The session of a checked flow, for the frame holding its flow key. */
    redeem: (state: string, flowKey: string) =>
      call<SocialSessionAnswer>('/auth/v1/social/redeem', { state, flowKey }),
  }
}
export type SocialGateway = ReturnType<typeof socialGateway>

import { type GatewayCalls, GatewayError } from './gatewayCalls.js'

export { GatewayError }

/** The gateway's answer to a login or a refresh. */
export interface SessionAnswer {
  accessToken: string
  refreshToken: string
  user: { id: string; email: string }
}

/**
 * The secure site's calls to the gateway's auth routes (`/auth/v1/*`), through `calls` (which adds the device's
 * DPoP proof to each, so the session a login opens is bound to the device key from the start).
 */
export function gatewayAuth(calls: GatewayCalls) {
  const { post, get } = calls
  return {
    /**
     * The session of an access token, with `authTime` (when the email was last proved by a code) and the
     * project's `custodyMode` (issue 22: how this project's keys are opened).
     */
    session: (accessToken: string) =>
      get<{ authTime: string; custodyMode: 'passkey' | 'managed' }>('/auth/v1/session', accessToken),
    startEmail: (email: string) => post<{ action: 'VERIFY_OTP' }>('/auth/v1/email/start', { email }),
    verifyCode: (email: string, code: string) =>
      post<SessionAnswer>('/auth/v1/email/verify', { email, code }),
    refresh: (refreshToken: string) => post<SessionAnswer>('/auth/v1/session/refresh', { refreshToken }),
    revoke: (accessToken: string) => post<null>('/auth/v1/session/revoke', {}, accessToken),
    /** F-23: codes to the current and the new address. */
    startEmailChange: (accessToken: string, newEmail: string) =>
      post<{ action: string }>('/auth/v1/email/change/start', { newEmail }, accessToken),
    /** F-23: both codes; moves the account to `newEmail`. */
    verifyEmailChange: (
      accessToken: string,
      body: { newEmail: string; primaryCode: string; secondaryCode: string },
    ) => post<{ email: string }>('/auth/v1/email/change/verify', body, accessToken),
  }
}
export type GatewayAuth = ReturnType<typeof gatewayAuth>

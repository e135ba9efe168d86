/** A gateway error answer: its message and the field at fault. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

/** The gateway's answer to a login or a refresh. */
export interface SessionAnswer {
  accessToken: string
  refreshToken: string
  user: { id: string; email: string }
}

/** The secure site's calls to the gateway's auth routes (`/auth/v1/*`). */
export function gatewayAuth(gatewayUrl: string, projectId: string, fetcher: typeof fetch = fetch) {
  const url = (path: string) => `${gatewayUrl}${path}?projectId=${encodeURIComponent(projectId)}`
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetcher(url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const answer = res.status === 204 ? null : await res.json().catch(() => null)
    if (!res.ok) {
      const e = (answer ?? {}) as { message?: string; field?: string }
      throw new GatewayError(res.status, e.message ?? `The gateway answered ${res.status}`, e.field)
    }
    return answer as T
  }
  const get = async <T>(path: string, token: string): Promise<T> => {
    const res = await fetcher(url(path), { headers: { authorization: `Bearer ${token}` } })
    const answer = await res.json().catch(() => null)
    if (!res.ok) {
      const e = (answer ?? {}) as { message?: string; field?: string }
      throw new GatewayError(res.status, e.message ?? `The gateway answered ${res.status}`, e.field)
    }
    return answer as T
  }
  return {
    /** The session of an access token, with `authTime`: when the email was last proved by a code. */
    session: (accessToken: string) => get<{ authTime: string }>('/auth/v1/session', accessToken),
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

import type { DpopSigner } from '../device/dpopSigner.js'

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

/** How {@link gatewayCalls} reaches the gateway. */
export interface GatewayCallsOptions {
  /** fetch to use (tests pass one with an Origin header). */
  fetch?: typeof fetch
  /** Signs a DPoP proof (RFC 9449) for every call; without it calls carry none (the social popup page). */
  dpop?: DpopSigner
}

/** One call: its JSON body, the session's access token, extra query parameters and headers. */
export interface CallOptions {
  body?: unknown
  /** Sent as `Authorization: DPoP <token>`, with the proof's `ath` bound to it. */
  accessToken?: string
  query?: Record<string, string>
  headers?: Record<string, string>
}

/**
 * The one way the secure site calls the gateway, for one project (`?projectId=`): every call carries a DPoP proof
 * by the device key (`DPoP` header) when a signer is given, and a session's access token goes as
 * `Authorization: DPoP <token>`. Resolves the JSON answer on any 2xx, else throws a {@link GatewayError} with the
 * gateway's message and field.
 */
export function gatewayCalls(gatewayUrl: string, projectId: string, options: GatewayCallsOptions = {}) {
  const fetcher = options.fetch ?? fetch
  const answerOf = async <T>(res: Response): Promise<T> => {
    const answer = res.status === 204 ? null : await res.json().catch(() => null)
    if (!res.ok) {
      const e = (answer ?? {}) as { message?: string; field?: string }
      throw new GatewayError(res.status, e.message ?? `The gateway answered ${res.status}`, e.field)
    }
    return answer as T
  }
  /** The proof and authorization headers of a `method` request to `path` (no query) on the gateway. */
  const proofHeaders = async (method: string, path: string, accessToken?: string) => {
    const headers: Record<string, string> = {}
    if (options.dpop) headers.dpop = await options.dpop.proof(method, `${gatewayUrl}${path}`, accessToken)
    if (accessToken) {
      if (!options.dpop) throw new Error('A session call needs the device key (DPoP)')
      headers.authorization = `DPoP ${accessToken}`
    }
    return headers
  }
  const request = async <T>(method: 'GET' | 'POST', path: string, call: CallOptions = {}): Promise<T> => {
    const query = new URLSearchParams({ projectId, ...call.query })
    const json: Record<string, string> = call.body === undefined ? {} : { 'content-type': 'application/json' }
    const res = await fetcher(`${gatewayUrl}${path}?${query}`, {
      method,
      headers: { ...json, ...call.headers, ...(await proofHeaders(method, path, call.accessToken)) },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    })
    return answerOf<T>(res)
  }
  return {
    request,
    post: <T>(path: string, body: unknown, accessToken?: string) =>
      request<T>('POST', path, { body, ...(accessToken ? { accessToken } : {}) }),
    get: <T>(path: string, accessToken?: string) =>
      request<T>('GET', path, accessToken ? { accessToken } : {}),
    /**
     * The `DPoP` and `Authorization` headers for a gateway request made by someone else on the session's behalf:
     * the site key service forwards them to `GET /auth/v1/session` (server/siteKeyService.ts).
     */
    proofHeaders,
    /** Forgets the device key (sign-out), so the next login is bound to a new one. */
    forgetDeviceKey: async () => options.dpop?.forget(),
  }
}
export type GatewayCalls = ReturnType<typeof gatewayCalls>

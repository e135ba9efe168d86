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

/**
 * JSON calls to the gateway for one project (`?projectId=`), with an optional bearer token: the answer on any 2xx,
 * else a {@link GatewayError} with the gateway's message and field.
 */
export function gatewayCalls(gatewayUrl: string, projectId: string, fetcher: typeof fetch = fetch) {
  const url = (path: string) => `${gatewayUrl}${path}?projectId=${encodeURIComponent(projectId)}`
  const answerOf = async <T>(res: Response): Promise<T> => {
    const answer = res.status === 204 ? null : await res.json().catch(() => null)
    if (!res.ok) {
      const e = (answer ?? {}) as { message?: string; field?: string }
      throw new GatewayError(res.status, e.message ?? `The gateway answered ${res.status}`, e.field)
    }
    return answer as T
  }
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
  return {
    post: async <T>(path: string, body: unknown, token?: string): Promise<T> =>
      answerOf<T>(
        await fetcher(url(path), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth(token) },
          body: JSON.stringify(body),
        }),
      ),
    get: async <T>(path: string, token: string): Promise<T> =>
      answerOf<T>(await fetcher(url(path), { headers: auth(token) })),
  }
}

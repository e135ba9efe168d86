/** What the stand-in answers per account endpoint: a JSON body, or a status for a failure. */
export type AccountRoutes = Partial<Record<'balance' | 'history' | 'nfts', unknown | { status: number }>>

/**
 * A fetch that answers the gateway's account endpoints (`/v1/account/{address}/balance|history|nfts`) with
 * scripted bodies and everything else with 503, recording each URL. jsdom tests cannot run the gateway (its
 * own tests and the browser tests cover the real endpoints).
 */
export function accountFetch(routes: AccountRoutes) {
  const urls: URL[] = []
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input))
    urls.push(url)
    const what = url.pathname.split('/').at(-1) as keyof AccountRoutes
    const body = url.pathname.includes('/v1/account/') ? routes[what] : undefined
    if (body === undefined) return new Response('offline', { status: 503 })
    if (typeof body === 'object' && body && 'status' in body)
      return new Response('{}', { status: (body as { status: number }).status })
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch: fetchImpl, calls: (what: string) => urls.filter((u) => u.pathname.endsWith(`/${what}`)) }
}

/** Redirects followed at most while signing in. */
const MAX_REDIRECTS = 10

/**
 * Drives the development identity provider's sign-in as a browser would, without one (for tests): follows the
 * authorization URL, submits `userName` on the sign-in page and returns the redirect URI the provider sends
 * back to (with `code`, `state` and `iss`), without requesting it. Cookies are kept between the requests.
 */
export async function signInWithDevIdp(authorizationUrl: string, userName: string): Promise<string> {
  const cookies = new Map<string, string>()
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    return res
  }
  const origin = new URL(authorizationUrl).origin
  let url = authorizationUrl
  let submitted = false
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    if (new URL(url).origin !== origin) return url
    const res = await request(url)
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      continue
    }
    const page = await res.text()
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]
    if (!action || submitted)
      throw new Error(`the identity provider answered ${res.status}: ${page.slice(0, 300)}`)
    submitted = true
    const post = await request(new URL(action.replace(/&amp;/g, '&'), url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: userName }).toString(),
    })
    const next = post.headers.get('location')
    if (!next) throw new Error(`sign-in refused (${post.status}): ${(await post.text()).slice(0, 300)}`)
    url = new URL(next, url).toString()
  }
  throw new Error('too many redirects while signing in')
}

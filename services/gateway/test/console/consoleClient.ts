import { signInWithDevIdp } from '@portico/dev-services'

/** The `name=value` of each `Set-Cookie`, and the raw lines. */
export function cookiesOf(res: Response): { jar: Map<string, string>; lines: string[] } {
  const lines = res.headers.getSetCookie()
  const jar = new Map<string, string>()
  for (const line of lines) {
    const [pair = ''] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
  }
  return { jar, lines }
}

/** The result of a console sign-in driven without a browser. */
export interface ConsoleSignIn {
  /** Where the callback sent the browser (`/console/` or `/console/?error=…`). */
  location: string
  /** The `Set-Cookie` lines of the callback. */
  setCookies: string[]
  /** The session cookie header (`portico_console=…`), when a session was opened. */
  cookie: string | undefined
  /** The callback URL with its flow cookie, to replay. */
  callback: { url: string; cookie: string }
}

/** Signs in to the console at `base` through the development identity provider as `userName`. */
export async function signInToConsole(base: string, userName: string): Promise<ConsoleSignIn> {
  const login = await fetch(`${base}/console/api/login`, { redirect: 'manual' })
  if (login.status !== 302) throw new Error(`login answered ${login.status}: ${await login.text()}`)
  const flow = cookiesOf(login).jar.get('portico_console_flow')
  const callbackUrl = await signInWithDevIdp(login.headers.get('location') ?? '', userName)
  const flowCookie = `portico_console_flow=${flow}`
  const res = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: flowCookie } })
  const { jar, lines } = cookiesOf(res)
  const session = jar.get('portico_console')
  return {
    location: res.headers.get('location') ?? '',
    setCookies: lines,
    cookie: session ? `portico_console=${session}` : undefined,
    callback: { url: callbackUrl, cookie: flowCookie },
  }
}

import { type MailCatcher, startMailCatcher, waitForMail } from '@portico/dev-services'
import { afterAll, beforeAll } from 'vitest'
import type { TestDatabase } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** Query every auth call carries in these tests: the development project. */
export const Q = 'projectId=portico-dev'
/** The secure site's origin (the gateway's default): the only one the auth routes answer (issue 22). */
export const ORIGIN = 'http://localhost:5174'

/** POSTs JSON to the gateway as the secure site would. */
export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}?${Q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json().catch(() => null)) as Record<string, any>,
  }
}

/** GETs from the gateway with a bearer token. */
export async function get(base: string, path: string, token?: string) {
  const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}${Q}`, {
    headers: { origin: ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> }
}

/** The 6-digit code of the newest mail to `email` received since `since`, read from the mail catcher. */
export async function codeFromMail(mailUrl: string, email: string, since: number): Promise<string> {
  const mail = await waitForMail(mailUrl, email, { since })
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
  if (!code || !mail.text.includes(code)) throw new Error(`no code in mail "${mail.subject}"`)
  return code
}

/** Starts a login and reads the code from the mail catcher. */
export async function requestCode(base: string, mailUrl: string, email: string): Promise<string> {
  const since = Date.now() - 1
  const started = await post(base, '/auth/v1/email/start', { email })
  if (started.status !== 200)
    throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`)
  return codeFromMail(mailUrl, email, since)
}

/** Logs `email` in end to end and returns the session answer. */
export async function login(base: string, mailUrl: string, email: string) {
  const code = await requestCode(base, mailUrl, email)
  const verified = await post(base, '/auth/v1/email/verify', { email, code })
  if (verified.status !== 200)
    throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`)
  return verified.body as { accessToken: string; refreshToken: string; user: { id: string; email: string } }
}

/**
 * A mail catcher and a gateway that sends its codes there, started before the suite's tests and stopped after
 * (registers `beforeAll`/`afterAll`). `backdate` moves a stored code's send or expiry time into the past.
 */
export function authFixture(database: TestDatabase) {
  const env = {} as { catcher: MailCatcher; gw: RunningGateway }
  beforeAll(async () => {
    env.catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
    env.gw = await startGateway(database, { auth: { smtpUrl: env.catcher.smtpUrl } })
  })
  afterAll(async () => {
    await env.gw?.close()
    await env.catcher?.close()
  })
  return Object.assign(env, {
    backdate: (email: string, column: 'sent_at' | 'expires_at', ms: number) =>
      env.gw.gateway.db.query(
        `UPDATE auth_codes SET ${column} = ${column} - $2 * interval '1 millisecond' WHERE email = $1`,
        [email, ms],
      ),
  })
}

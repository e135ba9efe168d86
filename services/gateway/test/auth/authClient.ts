import { type MailCatcher, startMailCatcher, waitForMail } from '@portico/dev-services'
import { afterAll, beforeAll } from 'vitest'
import type { TestDatabase } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'
import { type DeviceKey, dpopHeaders, newDeviceKey } from './dpopClient.js'

/** Query every auth call carries in these tests: the development project. */
export const Q = 'projectId=portico-dev'
/** The secure site's origin (the gateway's default): the only one the auth routes answer (issue 22). */
export const ORIGIN = 'http://localhost:5174'

let defaultDevice: Promise<DeviceKey> | undefined
/** The device (DPoP key) the auth calls of these tests come from unless they name another. */
export const testDevice = () => {
  defaultDevice ??= newDeviceKey()
  return defaultDevice
}

/** How a call authenticates: an access token, the device that signs its proof (null: no proof), more headers. */
export interface CallAuth {
  token?: string
  device?: DeviceKey | null
  headers?: Record<string, string>
}

async function authHeaders(method: string, url: string, auth: CallAuth): Promise<Record<string, string>> {
  const device = auth.device === undefined ? await testDevice() : auth.device
  const signed = device
    ? await dpopHeaders(device, method, url, auth.token)
    : auth.token
      ? { authorization: `DPoP ${auth.token}` }
      : {}
  return { ...signed, ...auth.headers }
}

/** POSTs JSON to the gateway as the secure site would: with a DPoP proof by the test device (RFC 9449). */
export async function post(base: string, path: string, body: unknown, auth: CallAuth = {}) {
  const url = `${base}${path}?${Q}`
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(await authHeaders('POST', url, auth)),
    },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json().catch(() => null)) as Record<string, any>,
  }
}

/** GETs from the gateway with an access token and its DPoP proof by the test device (or `auth.device`). */
export async function get(base: string, path: string, token?: string, auth: Omit<CallAuth, 'token'> = {}) {
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}${Q}`
  const res = await fetch(url, {
    headers: { origin: ORIGIN, ...(await authHeaders('GET', url, { ...auth, ...(token ? { token } : {}) })) },
  })
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json().catch(() => null)) as Record<string, any>,
  }
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

/** Logs `email` in end to end from `device` (default: the test device) and returns the session answer. */
export async function login(base: string, mailUrl: string, email: string, device?: DeviceKey) {
  const code = await requestCode(base, mailUrl, email)
  const verified = await post(base, '/auth/v1/email/verify', { email, code }, device ? { device } : {})
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

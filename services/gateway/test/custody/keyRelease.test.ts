import { waitForMail } from '@portico/dev-services'
import { describe, expect, it } from 'vitest'
import { runProjectCommand } from '../../src/cli/projectCommands.js'
import { KEY_RELEASES_PER_USER_PER_HOUR } from '../../src/custody/keyReleaseRoutes.js'
import { authFixture, codeFromMail, login, ORIGIN, testDevice } from '../auth/authClient.js'
import { dpopHeaders } from '../auth/dpopClient.js'
import { DATABASES } from '../helpers/databases.js'

// Issue 22 item 4, the gateway's half of managed custody: the key service asks it before releasing a wrapping
// key. Real gateway, real mail catcher; the clock is moved by backdating the session in the database.
const APP = 'http://127.0.0.1:5173'
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Portico-test'
/** A project in managed mode, made before any request (the gateway caches projects for 5 s). */
const MANAGED = 'managed-app'

/** POSTs JSON to the gateway for `project`, as the secure site (or the key service) would: with a DPoP proof. */
async function call(base: string, path: string, body: unknown, project: string, token?: string) {
  const url = `${base}${path}?projectId=${project}`
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(await dpopHeaders(await testDevice(), 'POST', url, token)),
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as any }
}
const release = (base: string, token: string, project = MANAGED, appOrigin = APP) =>
  call(base, '/auth/v1/custody/key-release', { appOrigin, userAgent: DEVICE }, project, token)

describe.each(DATABASES)('managed custody: key releases on $name (issue 22 item 4)', (database) => {
  const env = authFixture(database)
  const db = () => env.gw.gateway.db
  const releasesOf = async (userId: string) =>
    (
      await db().query<{ app_origin: string; user_agent: string }>(
        'SELECT app_origin, user_agent FROM auth_key_releases WHERE user_id = $1 ORDER BY id',
        [userId],
      )
    ).rows
  /** Logs `email` in on the managed project (email code from the mail catcher). */
  async function loginManaged(email: string) {
    await db().query(
      `INSERT INTO projects (id, name, allowed_origins, custody_mode)
       VALUES ($1, 'Managed app', '["http://127.0.0.1:*"]', 'managed') ON CONFLICT (id) DO NOTHING`,
      [MANAGED],
    )
    const since = Date.now() - 1
    expect((await call(env.gw.base, '/auth/v1/email/start', { email }, MANAGED)).status).toBe(200)
    const code = await codeFromMail(env.catcher.webUrl, email, since)
    const verified = await call(env.gw.base, '/auth/v1/email/verify', { email, code }, MANAGED)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    return verified.body as { accessToken: string; user: { id: string } }
  }

  it('a project in passkey mode (the default) releases nothing; the mode is checked by the database', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'passkey-mode@example.com')
    const res = await release(env.gw.base, s.accessToken, 'portico-dev')
    expect([res.status, res.body.code]).toEqual([403, 'CUSTODY_MODE'])
    // Without a session the mode is not told: 401, as on a managed project.
    expect((await release(env.gw.base, 'not-a-token', 'portico-dev')).status).toBe(401)
    expect(await releasesOf(s.user.id)).toEqual([])
    await expect(
      db().query(`UPDATE projects SET custody_mode = 'operator' WHERE id = 'portico-dev'`),
    ).rejects.toThrow()
  })

  it('the admin CLI sets the mode per project and says managed is custodial; another value is refused', async () => {
    await db().query(`INSERT INTO projects (id, name) VALUES ('cli-app', 'CLI app')`)
    const shown = await runProjectCommand(db(), 'update', ['cli-app'], { custody: 'managed' })
    expect(shown).toContain('custody: managed (custodial: the operator can take keys)')
    await expect(runProjectCommand(db(), 'update', ['cli-app'], { custody: 'operator' })).rejects.toThrow(
      '--custody takes passkey or managed',
    )
    expect(await runProjectCommand(db(), 'show', ['cli-app'], {})).toContain('custody: managed')
  })

  it('managed mode: a fresh session’s release is written to the audit log and the user is mailed the app and the device', async () => {
    const s = await loginManaged('managed@example.com')
    const since = Date.now() - 1
    const res = await release(env.gw.base, s.accessToken)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ userId: s.user.id, releaseId: expect.any(Number) })
    expect(await releasesOf(s.user.id)).toEqual([{ app_origin: APP, user_agent: DEVICE }])
    const mail = await waitForMail(env.catcher.webUrl, 'managed@example.com', { since })
    expect(mail.subject).toBe(`Your wallet key was opened for ${APP}`)
    expect(mail.text).toContain(`Device: ${DEVICE}`)
    expect(mail.text).toContain('the operator of the service can open it too')
  })

  it('a session whose code is older than 5 minutes, an app origin off the allow-list or no token: refused, nothing logged', async () => {
    const s = await loginManaged('stale@example.com')
    await db().query(
      `UPDATE auth_sessions SET auth_time = auth_time - interval '6 minutes' WHERE user_id = $1`,
      [s.user.id],
    )
    const stale = await release(env.gw.base, s.accessToken)
    expect([stale.status, stale.body.code]).toEqual([401, 'FRESH_CODE_REQUIRED'])
    const fresh = await loginManaged('stale@example.com')
    const foreign = await release(env.gw.base, fresh.accessToken, MANAGED, 'https://evil.example')
    expect([foreign.status, foreign.body.field]).toEqual([400, 'body.appOrigin'])
    expect((await release(env.gw.base, 'not-a-token')).status).toBe(401)
    expect(await releasesOf(s.user.id)).toEqual([])
  })

  it(`releases are limited per user (${KEY_RELEASES_PER_USER_PER_HOUR} an hour)`, async () => {
    const s = await loginManaged('many@example.com')
    for (let i = 0; i < KEY_RELEASES_PER_USER_PER_HOUR; i++) {
      expect((await release(env.gw.base, s.accessToken)).status).toBe(200)
    }
    const over = await release(env.gw.base, s.accessToken)
    expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED'])
    expect(over.headers.get('retry-after')).toBe('3600')
    expect(await releasesOf(s.user.id)).toHaveLength(KEY_RELEASES_PER_USER_PER_HOUR)
  })

  it('the audit log is append-only: an operator’s UPDATE, DELETE or TRUNCATE is refused by the database', async () => {
    const s = await loginManaged('audit@example.com')
    expect((await release(env.gw.base, s.accessToken)).status).toBe(200)
    for (const sql of [
      `UPDATE auth_key_releases SET app_origin = 'x' WHERE user_id = $1`,
      'DELETE FROM auth_key_releases WHERE user_id = $1',
    ]) {
      await expect(db().query(sql, [s.user.id])).rejects.toThrow('append-only')
    }
    await expect(db().query('TRUNCATE auth_key_releases')).rejects.toThrow('append-only')
    await expect(db().query('DELETE FROM auth_users WHERE id = $1', [s.user.id])).resolves.toBeDefined()
    expect(await releasesOf(s.user.id)).toHaveLength(1)
  })
})

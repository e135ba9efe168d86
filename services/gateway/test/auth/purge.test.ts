import { describe, expect, it } from 'vitest'
import { AUTH_PURGE_GRACE_MS, OTP_TTL_MS, SESSION_TTL_MS } from '../../src/auth/authConstants.js'
import { DATABASES } from '../helpers/databases.js'
import { authFixture, login, post, requestCode } from './authClient.js'

const MINUTE = 60_000

describe.each(DATABASES)('expired codes and sessions are purged on $name (issue 11)', (database) => {
  const env = authFixture(database)
  const db = () => env.gw.gateway.db
  const codeEmails = async () =>
    (await db().query<{ email: string }>('SELECT email FROM auth_codes')).rows.map((r) => r.email)
  const sessionUsers = async () =>
    (
      await db().query<{ email: string }>(
        'SELECT u.email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id',
      )
    ).rows.map((r) => r.email)
  const backdateSessions = (email: string, ms: number) =>
    db().query(
      `UPDATE auth_sessions SET expires_at = expires_at - $2 * interval '1 millisecond'
       WHERE user_id = (SELECT id FROM auth_users WHERE email = $1)`,
      [email, ms],
    )

  it('a login start deletes codes and sessions expired longer than the grace period, and nothing else', async () => {
    const old = await login(env.gw.base, env.catcher.webUrl, 'old-session@example.com')
    await login(env.gw.base, env.catcher.webUrl, 'live-session@example.com')
    await requestCode(env.gw.base, env.catcher.webUrl, 'old-code@example.com')
    await requestCode(env.gw.base, env.catcher.webUrl, 'recent-code@example.com')
    // Long dead: past expiry plus the grace period. Recently expired: kept (its answer stays 'expired').
    await env.backdate('old-code@example.com', 'expires_at', OTP_TTL_MS + AUTH_PURGE_GRACE_MS + MINUTE)
    await env.backdate('recent-code@example.com', 'expires_at', OTP_TTL_MS + MINUTE)
    await backdateSessions('old-session@example.com', SESSION_TTL_MS + AUTH_PURGE_GRACE_MS + MINUTE)

    expect(await codeEmails()).toContain('old-code@example.com')
    await requestCode(env.gw.base, env.catcher.webUrl, 'someone-else@example.com')

    const codes = await codeEmails()
    expect(codes).not.toContain('old-code@example.com')
    expect(codes).toEqual(expect.arrayContaining(['recent-code@example.com', 'someone-else@example.com']))
    const sessions = await sessionUsers()
    expect(sessions).not.toContain('old-session@example.com')
    expect(sessions).toContain('live-session@example.com')
    // The purged session is simply unknown: its refresh token opens nothing.
    const refresh = await post(env.gw.base, '/auth/v1/session/refresh', { refreshToken: old.refreshToken })
    expect(refresh.status).toBe(401)
    // The recently expired code still answers 'expired', not 'invalid'.
    const late = await post(env.gw.base, '/auth/v1/email/verify', {
      email: 'recent-code@example.com',
      code: '000000',
    })
    expect(late.body.code).toBe('CODE_EXPIRED')
  })
})

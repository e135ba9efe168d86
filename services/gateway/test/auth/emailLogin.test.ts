import { describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { authFixture, codeFromMail, login, post, requestCode } from './authClient.js'

// Real parts: the development mail catcher over SMTP, the gateway on PGlite and PostgreSQL.
describe.each(DATABASES)('email login on $name (issue 11)', (database) => {
  const env = authFixture(database)

  it('sends a 6-digit code by SMTP (the only 6-digit number in subject and text), stored only as a hash', async () => {
    const since = Date.now() - 1
    const res = await post(env.gw.base, '/auth/v1/email/start', { email: ' Ada@Example.COM ' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ action: 'VERIFY_OTP', expiresInSec: 1200, resendAfterSec: 30 })
    const code = await codeFromMail(env.catcher.webUrl, 'ada@example.com', since)
    const mail = env.catcher.messages().at(-1)
    expect(mail?.subject.match(/\d{6}/g)).toEqual([code])
    expect(mail?.text.match(/\d{6}/g)).toEqual([code])
    const { rows } = await env.gw.gateway.db.query<{ code_hash: Uint8Array }>(
      'SELECT code_hash FROM auth_codes',
    )
    expect(rows).toHaveLength(1)
    expect(Buffer.from(rows[0]!.code_hash).toString('hex')).not.toContain(Buffer.from(code).toString('hex'))
  })

  it("a resend within 30 s is refused with 'Please try again after N seconds'; after 30 s a new code goes out", async () => {
    const email = 'resend@example.com'
    const first = await requestCode(env.gw.base, env.catcher.webUrl, email)
    const again = await post(env.gw.base, '/auth/v1/email/start', { email })
    expect(again.status).toBe(429)
    // N is what is left of the 30 s window, however long the machine took since the first code.
    const wait = Number(/^Please try again after (\d+) seconds$/.exec(again.body.message)?.[1])
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(30)
    expect(Number(again.headers.get('retry-after'))).toBe(wait)
    await env.backdate(email, 'sent_at', 31_000)
    const second = await requestCode(env.gw.base, env.catcher.webUrl, email)
    // The first code no longer works once a new one was sent.
    if (second !== first) {
      expect((await post(env.gw.base, '/auth/v1/email/verify', { email, code: first })).status).toBe(401)
    }
    expect((await post(env.gw.base, '/auth/v1/email/verify', { email, code: second })).status).toBe(200)
  })

  it('a right code opens a session; the same code cannot be used twice', async () => {
    const email = 'once@example.com'
    const code = await requestCode(env.gw.base, env.catcher.webUrl, email)
    const ok = await post(env.gw.base, '/auth/v1/email/verify', { email, code })
    expect(ok.status).toBe(200)
    expect(ok.body.user).toEqual({ id: expect.any(String), email })
    expect(ok.body.accessToken.split('.')).toHaveLength(3)
    expect(ok.body.expiresInSec).toBe(900)
    const reused = await post(env.gw.base, '/auth/v1/email/verify', { email, code })
    expect(reused.status).toBe(401)
    expect(reused.body).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code', field: 'body.code' })
  })

  it('the same email logs in again as the same user', async () => {
    const a = await login(env.gw.base, env.catcher.webUrl, 'same@example.com')
    const b = await login(env.gw.base, env.catcher.webUrl, 'SAME@example.com')
    expect(b.user.id).toBe(a.user.id)
  })

  it('at most 5 checks per code: the sixth is refused even with the right code', async () => {
    const email = 'guess@example.com'
    const code = await requestCode(env.gw.base, env.catcher.webUrl, email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await post(env.gw.base, '/auth/v1/email/verify', { email, code: wrong })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('INVALID_CODE')
    }
    const sixth = await post(env.gw.base, '/auth/v1/email/verify', { email, code })
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Request a new code.',
    })
  })

  it('an expired code is refused', async () => {
    const email = 'late@example.com'
    const code = await requestCode(env.gw.base, env.catcher.webUrl, email)
    await env.backdate(email, 'expires_at', 20 * 60_000 + 1000)
    const res = await post(env.gw.base, '/auth/v1/email/verify', { email, code })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'CODE_EXPIRED', field: 'body.code' })
  })

  it('bad input gets 400 naming the field; a code that is not six digits is not checked', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@c.de', '']) {
      const res = await post(env.gw.base, '/auth/v1/email/start', { email })
      expect(res.status, email).toBe(400)
      expect(res.body.field).toBe('body.email')
    }
    expect((await post(env.gw.base, '/auth/v1/email/start', {})).body.field).toBe('body.email')
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await post(env.gw.base, '/auth/v1/email/verify', { email: 'ada@example.com', code })
      expect(res.status, code).toBe(400)
      expect(res.body.field).toBe('body.code')
    }
    const attempts = await env.gw.gateway.db.query<{ attempts: number }>(
      "SELECT attempts FROM auth_codes WHERE email = 'ada@example.com'",
    )
    expect(attempts.rows[0]?.attempts).toBe(0)
  })

  it('never tells whether an email has an account: the same answers for a known and an unknown email', async () => {
    await login(env.gw.base, env.catcher.webUrl, 'known@example.com')
    const known = await post(env.gw.base, '/auth/v1/email/start', { email: 'known@example.com' })
    const unknown = await post(env.gw.base, '/auth/v1/email/start', { email: 'unknown@example.com' })
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(unknown.body)
    const wrongKnown = await post(env.gw.base, '/auth/v1/email/verify', {
      email: 'known@example.com',
      code: '000000',
    })
    const wrongNone = await post(env.gw.base, '/auth/v1/email/verify', {
      email: 'nobody@example.com',
      code: '000000',
    })
    expect(wrongKnown.body.message).toBe(wrongNone.body.message)
    expect(wrongKnown.status).toBe(wrongNone.status)
  })
})

import { describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { authFixture, codeFromMail, get, login, post } from './authClient.js'

describe.each(DATABASES)('F-23 update email on $name (issue 11)', (database) => {
  const env = authFixture(database)
  const withToken = (token: string) => ({ token })
  /** Moves the cooldown of the login's code out of the way (a change sends a new code to the same address). */
  const pastCooldown = (email: string) => env.backdate(email, 'sent_at', 60_000)

  it('F-23 codes go to the current and the new address; both right moves the account (same user, same session)', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'before@example.com')
    await pastCooldown('before@example.com')
    const since = Date.now() - 1
    const started = await post(
      env.gw.base,
      '/auth/v1/email/change/start',
      { newEmail: 'After@Example.com' },
      withToken(s.accessToken),
    )
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const primaryCode = await codeFromMail(env.catcher.webUrl, 'before@example.com', since)
    const secondaryCode = await codeFromMail(env.catcher.webUrl, 'after@example.com', since)

    // A wrong secondary code moves nothing and uses neither code up.
    const wrong = await post(
      env.gw.base,
      '/auth/v1/email/change/verify',
      {
        newEmail: 'after@example.com',
        primaryCode,
        secondaryCode: secondaryCode === '000000' ? '000001' : '000000',
      },
      withToken(s.accessToken),
    )
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_CODE', field: 'body.secondaryCode' } })

    const done = await post(
      env.gw.base,
      '/auth/v1/email/change/verify',
      { newEmail: 'after@example.com', primaryCode, secondaryCode },
      withToken(s.accessToken),
    )
    expect(done).toMatchObject({ status: 200, body: { email: 'after@example.com' } })
    const me = await get(env.gw.base, '/auth/v1/session', s.accessToken)
    expect(me.body.user).toEqual({ id: s.user.id, email: 'after@example.com' })
    // The next login with the new address is the same account (hence the same wallet).
    const again = await login(env.gw.base, env.catcher.webUrl, 'after@example.com')
    expect(again.user.id).toBe(s.user.id)
  })

  it('F-23 needs a session, refuses the current address and a malformed one, and an address that has a wallet', async () => {
    const noSession = await post(env.gw.base, '/auth/v1/email/change/start', { newEmail: 'x@example.com' })
    expect(noSession).toMatchObject({ status: 401, body: { field: 'authorization' } })
    const s = await login(env.gw.base, env.catcher.webUrl, 'mover@example.com')
    const auth = withToken(s.accessToken)
    for (const [newEmail, status] of [
      ['mover@example.com', 400],
      ['not-an-email', 400],
    ] as const) {
      const res = await post(env.gw.base, '/auth/v1/email/change/start', { newEmail }, auth)
      expect(res).toMatchObject({ status, body: { field: 'body.newEmail' } })
    }
    await login(env.gw.base, env.catcher.webUrl, 'taken@example.com')
    await pastCooldown('mover@example.com')
    await pastCooldown('taken@example.com')
    const since = Date.now() - 1
    expect(
      (await post(env.gw.base, '/auth/v1/email/change/start', { newEmail: 'taken@example.com' }, auth))
        .status,
    ).toBe(200)
    const taken = await post(
      env.gw.base,
      '/auth/v1/email/change/verify',
      {
        newEmail: 'taken@example.com',
        primaryCode: await codeFromMail(env.catcher.webUrl, 'mover@example.com', since),
        secondaryCode: await codeFromMail(env.catcher.webUrl, 'taken@example.com', since),
      },
      auth,
    )
    expect(taken).toMatchObject({ status: 409, body: { code: 'CONFLICT', field: 'body.newEmail' } })
  })
})

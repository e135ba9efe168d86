import { describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { startGateway } from '../helpers/startGateway.js'
import { authFixture, post } from './authClient.js'

describe('email login limits and mail failures (issue 11)', () => {
  const database = DATABASES[0]!
  const env = authFixture(database)

  it('per-email limit: at most 10 codes an hour to one email, even after each cooldown', async () => {
    const email = 'many@example.com'
    for (let i = 0; i < 10; i++) {
      await env.gw.gateway.db.query(
        `UPDATE auth_codes SET sent_at = sent_at - interval '1 minute' WHERE email = $1`,
        [email],
      )
      expect((await post(env.gw.base, '/auth/v1/email/start', { email })).status, `send ${i + 1}`).toBe(200)
    }
    await env.gw.gateway.db.query(
      `UPDATE auth_codes SET sent_at = sent_at - interval '1 minute' WHERE email = $1`,
      [email],
    )
    const refused = await post(env.gw.base, '/auth/v1/email/start', { email })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('per-address limit: at most 30 login starts an hour from one address', async () => {
    // A gateway of its own, so no earlier start from this address counts.
    const own = await startGateway(database, { auth: { smtpUrl: env.catcher.smtpUrl } })
    const answers: number[] = []
    for (let i = 0; i < 31; i++)
      answers.push((await post(own.base, '/auth/v1/email/start', { email: `ip${i}@example.com` })).status)
    await own.close()
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(answers[30]).toBe(429)
  })

  it('a mail server that cannot be reached gives 503 and leaves no code behind (a retry is not held back)', async () => {
    await env.catcher.close()
    const fresh = await startGateway(database, { auth: { smtpUrl: env.catcher.smtpUrl } })
    try {
      const res = await post(fresh.base, '/auth/v1/email/start', { email: 'down@example.com' })
      expect(res.status).toBe(503)
      expect(res.body.code).toBe('UPSTREAM_UNAVAILABLE')
      const { rows } = await fresh.gateway.db.query('SELECT 1 FROM auth_codes')
      expect(rows).toHaveLength(0)
    } finally {
      await fresh.close()
    }
  })
})

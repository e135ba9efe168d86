import { type MailCatcher, startMailCatcher } from '@portico/dev-services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'
import { post } from './authClient.js'

describe('email login limits and mail failures (issue 11)', () => {
  const database = DATABASES[0]!
  let catcher: MailCatcher
  let gw: RunningGateway
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
    gw = await startGateway(database, { auth: { smtpUrl: catcher.smtpUrl } })
  })
  afterAll(async () => {
    await gw?.close()
    await catcher?.close()
  })

  it('per-email limit: at most 10 codes an hour to one email, even after each cooldown', async () => {
    const email = 'many@example.com'
    for (let i = 0; i < 10; i++) {
      await gw.gateway.db.query(
        `UPDATE auth_codes SET sent_at = sent_at - interval '1 minute' WHERE email = $1`,
        [email],
      )
      expect((await post(gw.base, '/auth/v1/email/start', { email })).status, `send ${i + 1}`).toBe(200)
    }
    await gw.gateway.db.query(
      `UPDATE auth_codes SET sent_at = sent_at - interval '1 minute' WHERE email = $1`,
      [email],
    )
    const refused = await post(gw.base, '/auth/v1/email/start', { email })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('per-address limit: at most 30 login starts an hour from one address', async () => {
    // A gateway of its own, so no earlier start from this address counts.
    const own = await startGateway(database, { auth: { smtpUrl: catcher.smtpUrl } })
    const answers: number[] = []
    for (let i = 0; i < 31; i++)
      answers.push((await post(own.base, '/auth/v1/email/start', { email: `ip${i}@example.com` })).status)
    await own.close()
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(answers[30]).toBe(429)
  })

  it('a mail server that cannot be reached gives 503 and leaves no code behind (a retry is not held back)', async () => {
    await catcher.close()
    const fresh = await startGateway(database, { auth: { smtpUrl: catcher.smtpUrl } })
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

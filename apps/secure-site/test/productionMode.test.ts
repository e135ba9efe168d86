import { resolve } from 'node:path'
import { runTsToExit } from '@portico/test-servers'
import { describe, expect, it } from 'vitest'
import { SITE_PRODUCTION_RULES, siteProductionRefusals } from '../server/productionMode.js'

const MAIN = resolve(import.meta.dirname, '../server/main.ts')

/** A production secure site with every setting given: nothing refused. */
const PRODUCTION = {
  PORTICO_ENV: 'production',
  PORTICO_SECURE_SITE_SECRET: 's'.repeat(48),
  PORTICO_GATEWAY_URL: 'https://gateway.example.com',
  PORTICO_SMART_ACCOUNT_FACTORY: 'off',
  PORTICO_SECURE_SITE_DIST: '/srv/portico/secure-site',
}

/** Runs the site's server/main.ts with `env` (none of this process's PORTICO_ settings) until it exits. */
const runMain = (env: Record<string, string>) =>
  runTsToExit(MAIN, { env: { PORTICO_SECURE_PORT: '0', ...env }, inheritEnv: false })

describe('secure site production mode (PORTICO_ENV=production)', () => {
  it('a fully configured production site is refused nothing; development refuses nothing', () => {
    expect(siteProductionRefusals(PRODUCTION)).toEqual([])
    expect(siteProductionRefusals({})).toEqual([])
  })

  it.each([
    ['PORTICO_SECURE_SITE_SECRET', { PORTICO_SECURE_SITE_SECRET: '' }],
    ['PORTICO_GATEWAY_URL', { PORTICO_GATEWAY_URL: 'http://gateway.example.com' }],
    ['PORTICO_SMART_ACCOUNT_FACTORY', { PORTICO_SMART_ACCOUNT_FACTORY: undefined }],
    ['PORTICO_SECURE_SITE_DIST', { PORTICO_SECURE_SITE_DIST: '' }],
  ])('refuses a development default, naming %s', (setting, change) => {
    const refusals = siteProductionRefusals({ ...PRODUCTION, ...change })
    expect(refusals).toHaveLength(1)
    expect(refusals[0]?.startsWith(`${setting} `)).toBe(true)
  })

  it('the server process refuses to start (before building or generating a secret), naming every default', async () => {
    const { code, stderr } = await runMain({ PORTICO_ENV: 'production' })
    expect(code).toBe(1)
    expect(stderr).toContain('secure site did not start: production mode (PORTICO_ENV=production) refuses:')
    for (const { setting } of SITE_PRODUCTION_RULES) expect(stderr).toContain(`\n  ${setting} `)
  })
})

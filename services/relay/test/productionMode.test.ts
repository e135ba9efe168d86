import { resolve } from 'node:path'
import { runTsToExit } from '@portico/test-servers'
import { describe, expect, it } from 'vitest'
import { RELAY_PRODUCTION_RULES, relayProductionRefusals } from '../src/productionMode.js'

const MAIN = resolve(import.meta.dirname, '../src/main.ts')

/** A production relay with every setting given: nothing refused. */
const PRODUCTION = {
  PORTICO_ENV: 'production',
  PORTICO_RELAY_GATEWAY_URL: 'http://gateway.internal:8787',
  PORTICO_RELAY_PUBLIC_URL: 'wss://relay.example.com',
  PORTICO_METRICS_TOKEN: 'metrics-token-of-the-scraper',
}

/** Runs the relay's main.ts with `env` (none of this process's PORTICO_ settings) until it exits. */
const runMain = (env: Record<string, string>) =>
  runTsToExit(MAIN, { env: { PORTICO_RELAY_PORT: '0', ...env }, inheritEnv: false })

describe('relay production mode (PORTICO_ENV=production)', () => {
  it('a fully configured production relay is refused nothing; development refuses nothing', () => {
    expect(relayProductionRefusals(PRODUCTION)).toEqual([])
    expect(relayProductionRefusals({})).toEqual([])
  })

  it.each([
    ['PORTICO_RELAY_GATEWAY_URL', { PORTICO_RELAY_GATEWAY_URL: '' }],
    ['PORTICO_RELAY_PUBLIC_URL', { PORTICO_RELAY_PUBLIC_URL: '' }],
    [
      'PORTICO_RELAY_PUBLIC_URL',
      { PORTICO_RELAY_PUBLIC_URL: 'wss://relay.example.com,ws://relay.example.com' },
    ],
    ['PORTICO_METRICS_TOKEN', { PORTICO_METRICS_TOKEN: '' }],
  ])('refuses a development default, naming %s', (setting, change) => {
    const refusals = relayProductionRefusals({ ...PRODUCTION, ...change })
    expect(refusals).toHaveLength(1)
    expect(refusals[0]?.startsWith(`${setting} `)).toBe(true)
  })

  it('the relay process refuses to start, naming every development default it found', async () => {
    const { code, stderr } = await runMain({ PORTICO_ENV: 'production' })
    expect(code).toBe(1)
    expect(stderr).toContain('relay did not start: production mode (PORTICO_ENV=production) refuses:')
    for (const { setting } of RELAY_PRODUCTION_RULES) expect(stderr).toContain(`\n  ${setting} `)
  })

  it('an unknown PORTICO_ENV stops the relay with one line naming it', async () => {
    const { code, stderr } = await runMain({ PORTICO_ENV: 'staging' })
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(
      'relay did not start: PORTICO_ENV must be development or production, got "staging"',
    )
  })
})

import { describe, expect, it } from 'vitest'
import {
  bearerTokenMatches,
  isHttpsUrl,
  type ProductionRule,
  porticoEnvFromEnv,
  productionRefusalMessage,
  productionRefusals,
} from './productionMode.js'

const RULES: ProductionRule[] = [
  { setting: 'A_SECRET', refused: (env) => !env.A_SECRET, why: 'is unset' },
  { setting: 'A_URL', refused: (env) => !isHttpsUrl(env.A_URL), why: 'must be https' },
]

describe('production mode rule', () => {
  it('development is the default and refuses nothing; another value is refused by name', () => {
    expect(porticoEnvFromEnv({})).toBe('development')
    expect(productionRefusals(RULES, {})).toEqual([])
    expect(() => porticoEnvFromEnv({ PORTICO_ENV: 'prod' })).toThrow(
      'PORTICO_ENV must be development or production, got "prod"',
    )
  })

  it('production names each development default still in force, and only those', () => {
    expect(productionRefusals(RULES, { PORTICO_ENV: 'production', A_URL: 'http://x.example' })).toEqual([
      'A_SECRET is unset',
      'A_URL must be https',
    ])
    expect(
      productionRefusals(RULES, { PORTICO_ENV: 'production', A_SECRET: 's', A_URL: 'https://x' }),
    ).toEqual([])
    expect(productionRefusalMessage(['A_SECRET is unset'])).toBe(
      'production mode (PORTICO_ENV=production) refuses:\n  A_SECRET is unset',
    )
  })

  it('a bearer token matches only itself', () => {
    expect(bearerTokenMatches('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(bearerTokenMatches('bearer s3cret-token', 's3cret-token')).toBe(true)
    for (const header of [
      undefined,
      '',
      'Bearer ',
      'Bearer s3cret-tokem',
      'Bearer s3cret-token2',
      's3cret-token',
    ])
      expect(bearerTokenMatches(header, 's3cret-token')).toBe(false)
    expect(bearerTokenMatches('Bearer ', '')).toBe(false)
  })
})

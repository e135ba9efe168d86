import { describe, expect, it } from 'vitest'
import { GatewayError } from '../errors/errors.js'
import { DEFAULT_FEATURES } from '../options.js'
import { alertForConfigFailure, alertForProviderMessage } from './configAlerts.js'
import {
  MalformedProjectConfigError,
  mergeRemoteFeatures,
  parseProjectConfig,
  remoteFeaturesOf,
} from './projectConfig.js'

const gatewayError = (status: number, message?: string) =>
  new GatewayError('appkit/v1/config', status, message ? JSON.stringify({ code: 'X', message }) : undefined)

describe('project configuration (P)', () => {
  it('A-10 P-01 social_login gives email and the socials; swap, onramp and activity their features', () => {
    expect(
      remoteFeaturesOf([
        { id: 'social_login', isEnabled: true, config: ['email', 'github'] },
        { id: 'swap', isEnabled: true, config: ['1inch'] },
        { id: 'onramp', isEnabled: false, config: ['meld'] },
        { id: 'activity', isEnabled: false, config: null },
        { id: 'reown_branding', isEnabled: true, config: null },
      ]),
    ).toEqual({ email: true, socials: ['github'], swaps: true, onramp: false, history: false })
  })

  it('A-10 local socials [google] with remote social_login [email, github] gives socials [github] and email on', () => {
    const local = { ...DEFAULT_FEATURES, socials: ['google'] as const, email: false }
    const remote = remoteFeaturesOf([{ id: 'social_login', isEnabled: true, config: ['email', 'github'] }])
    const { features, overridden } = mergeRemoteFeatures(local, remote)
    expect(features.socials).toEqual(['github'])
    expect(features.email).toBe(true)
    expect(overridden).toEqual(['email', 'socials'])
  })

  it('P-02 a config:null entry keeps the local value; a disabled entry turns the feature off', () => {
    const local = { ...DEFAULT_FEATURES, socials: ['google'] as const, email: true }
    const kept = mergeRemoteFeatures(
      local,
      remoteFeaturesOf([{ id: 'social_login', isEnabled: true, config: null }]),
    )
    expect(kept.features.socials).toEqual(['google'])
    expect(kept.overridden).toEqual([])
    const off = mergeRemoteFeatures(
      local,
      remoteFeaturesOf([{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }]),
    )
    expect(off.features).toMatchObject({ email: false, socials: false })
  })

  it('P-03 an empty provider list turns swaps off; A-32 pay keeps email and socials off', () => {
    expect(remoteFeaturesOf([{ id: 'swap', isEnabled: true, config: [] }])).toEqual({ swaps: false })
    const { features } = mergeRemoteFeatures(
      { ...DEFAULT_FEATURES, pay: true },
      { email: true, socials: ['google'] },
    )
    expect(features).toMatchObject({ email: false, socials: false })
  })

  it('P-01 a malformed document is refused with the field named', () => {
    expect(() => parseProjectConfig({ features: {} })).toThrow(MalformedProjectConfigError)
    expect(() => parseProjectConfig({ features: [{ id: 'swap', isEnabled: 'yes' }] })).toThrow(
      'features[0].isEnabled',
    )
    expect(() => parseProjectConfig({ features: [{ id: 'swap', isEnabled: true, config: [1] }] })).toThrow(
      'features[0].config',
    )
    expect(() => parseProjectConfig({ features: [], allowedOrigins: 'x' })).toThrow('allowedOrigins')
    expect(parseProjectConfig({ features: [{ id: 'swap', isEnabled: true }] })).toEqual({
      features: [{ id: 'swap', isEnabled: true, config: null }],
    })
  })

  it('P-16 S-14 S-08 S-09 provider messages map to their alerts, also through a cause', () => {
    expect(alertForProviderMessage(new Error('Unauthorized: origin not allowed'), 'https://a.test')).toEqual({
      message: 'Invalid App Configuration',
      details: expect.stringContaining('Origin https://a.test not found on Allowlist'),
    })
    expect(
      alertForProviderMessage(
        new Error('Connection rejected', {
          cause: new Error('JWT validation error: JWT Token is not yet valid'),
        }),
      )?.message,
    ).toBe('Session Expired')
    expect(alertForProviderMessage('Unauthorized: invalid key')).toEqual({
      message: 'Invalid Project ID',
      details: 'Invalid Project ID - update configuration',
    })
    expect(alertForProviderMessage(new Error('something else'))).toBeUndefined()
  })

  it('P-06 S-11 S-12 429 is Rate Limited, 5xx Server Error, a 403 by its message, others nothing', () => {
    expect(alertForConfigFailure(gatewayError(429))?.message).toBe('Rate Limited')
    expect(alertForConfigFailure(gatewayError(503, 'down'))).toEqual({
      message: 'Server Error',
      details: 'Failed to get App Configuration down',
    })
    expect(alertForConfigFailure(gatewayError(403, 'Unauthorized: invalid key'))?.message).toBe(
      'Invalid Project ID',
    )
    expect(alertForConfigFailure(gatewayError(403, 'Unauthorized: origin not allowed'))?.message).toBe(
      'Invalid App Configuration',
    )
    expect(alertForConfigFailure(gatewayError(404))).toBeUndefined()
    expect(alertForConfigFailure(new TypeError('Failed to fetch'))).toBeUndefined()
  })
})

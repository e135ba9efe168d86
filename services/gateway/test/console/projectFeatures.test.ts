import { describe, expect, it } from 'vitest'
import {
  applyFeatureSwitches,
  CONSOLE_FEATURES,
  type FeatureSwitches,
  featureSwitchesOf,
} from '../../src/console/projectFeatures.js'

describe('console feature switches over the remote config document', () => {
  it('P-03 a project whose document names nothing reads as the remote defaults', () => {
    expect(featureSwitchesOf([], true)).toEqual({
      email: true,
      socials: true,
      swaps: true,
      onramp: true,
      names: false,
      smartSessions: false,
      siwx: false,
      analytics: true,
    })
  })

  it('P-01 every combination of switches written reads back the same', () => {
    const names = CONSOLE_FEATURES.filter((f) => f !== 'analytics')
    for (let bits = 0; bits < 2 ** names.length; bits++) {
      const switches = Object.fromEntries(
        names.map((f, i) => [f, Boolean(bits & (1 << i))]),
      ) as FeatureSwitches
      switches.analytics = bits % 3 === 0
      const document = applyFeatureSwitches([], switches)
      expect(featureSwitchesOf(document, switches.analytics)).toEqual(switches)
    }
  })

  it('P-02 switches left at what an absent entry reads as write no entry: turning them back restores the document', () => {
    const start: unknown[] = []
    const off = applyFeatureSwitches(start, {
      ...featureSwitchesOf(start, true),
      socials: false,
      swaps: false,
    })
    expect(off).toEqual([
      { id: 'social_login', isEnabled: true, config: ['email'] },
      { id: 'swap', isEnabled: false, config: null },
    ])
    expect(applyFeatureSwitches(off, featureSwitchesOf(start, true))).toEqual(start)
  })

  it('P-01 keeps entries it does not manage and the provider lists already chosen', () => {
    const stored = [
      { id: 'reown_branding', isEnabled: false, config: null },
      { id: 'social_login', isEnabled: true, config: ['email', 'github', 'discord'] },
      { id: 'onramp', isEnabled: true, config: ['moonpay'] },
    ]
    // Nothing changed: the document stays as it is, subsets of providers included.
    expect(applyFeatureSwitches(stored, featureSwitchesOf(stored, true))).toEqual(stored)
    const switches = { ...featureSwitchesOf(stored, true), email: false }
    const next = applyFeatureSwitches(stored, switches)
    expect(next).toContainEqual({ id: 'reown_branding', isEnabled: false, config: null })
    expect(next).toContainEqual({ id: 'social_login', isEnabled: true, config: ['github', 'discord'] })
    expect(next).toContainEqual({ id: 'onramp', isEnabled: true, config: ['moonpay'] })
    const noOnramp = applyFeatureSwitches(stored, { ...switches, onramp: false })
    expect(noOnramp).toContainEqual({ id: 'onramp', isEnabled: false, config: ['moonpay'] })
  })
})

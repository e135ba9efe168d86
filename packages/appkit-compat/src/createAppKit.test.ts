import { anvil, anvilB } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPKIT_ELEMENTS } from './elements.js'
import { getAppKitInstance } from './instance.js'
import { connectFirst, createTestAppKit, TEST_ADDRESS } from './testing/appKitHarness.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createAppKit', () => {
  it('creates the Portico instance from the mapped options and makes it the instance of the hooks', () => {
    const appKit = createTestAppKit({
      networks: [anvil, anvilB],
      defaultNetwork: anvilB,
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#123456' },
    })
    expect(getAppKitInstance()).toBe(appKit.portico)
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(appKit.getThemeMode()).toBe('light')
    expect(appKit.portico.stores.theme.getState().themeVariables).toEqual({ '--portico-accent': '#123456' })
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#123456' })
  })

  it('warns once, in one message, naming every option Portico does not honour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createTestAppKit({ enableCoinbase: true, features: { emailShowWallets: false }, chainImages: {} })
    const ours = warn.mock.calls.filter(([message]) => String(message).includes('createAppKit'))
    expect(ours).toHaveLength(1)
    expect(ours[0]?.[0]).toContain('enableCoinbase, chainImages, features.emailShowWallets')
    expect(ours[0]?.[0]).toContain('docs/migrating-from-appkit.md#options-portico-does-not-honour')
  })

  it('does not warn when every option is honoured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createTestAppKit({ features: { analytics: false } })
    expect(warn.mock.calls.filter(([message]) => String(message).includes('createAppKit'))).toHaveLength(0)
  })

  it('still refuses what Portico refuses, naming the option', () => {
    expect(() => createTestAppKit({ networks: [] })).toThrow('networks')
  })

  it("refuses an adapter that is not this package's (an AppKit adapter left unmigrated), naming it", () => {
    const reownAdapter = { namespace: 'eip155', wagmiConfig: {} }
    expect(() => createTestAppKit({ adapters: [reownAdapter as never] })).toThrow(
      'Invalid option "adapters[0]": not an adapter of @portico/appkit-compat',
    )
  })

  it("answers AppKit's instance methods from the Portico stores", async () => {
    const appKit = createTestAppKit()
    expect(appKit.getIsConnectedState()).toBe(false)
    await connectFirst(appKit)
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getAddress()).toBe(TEST_ADDRESS)
    await appKit.open()
    expect(appKit.getState().open).toBe(true)
    await appKit.close()
    expect(appKit.getState().open).toBe(false)
    await appKit.disconnect()
    expect(appKit.getIsConnectedState()).toBe(false)
  })

  it('defines the four <appkit-*> elements', () => {
    createTestAppKit()
    expect(APPKIT_ELEMENTS.sort()).toEqual([
      'appkit-account-button',
      'appkit-button',
      'appkit-connect-button',
      'appkit-network-button',
    ])
    for (const name of APPKIT_ELEMENTS) expect(customElements.get(name), name).toBeDefined()
  })
})

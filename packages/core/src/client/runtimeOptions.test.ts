import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '../errors/errors.js'
import type { PorticoOptions } from '../options.js'
import { evmNetwork, injectedConnector, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import { createPorticoClient } from './createPorticoClient.js'

const browserWallet = injectedConnector({
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  info: {},
})

const setup = (extra: Partial<PorticoOptions> = {}) => {
  const evm = scriptedAdapter('eip155', [browserWallet])
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337)], adapters: [evm.adapter], ...extra },
    { fetch: offlineFetch, isMobile: () => false },
  )
  return { client, evm, ids: () => client.stores.connectors.getState().connectors.map((c) => c.id) }
}

describe('options at creation and at runtime', () => {
  it("A-06 an empty or missing projectId shows the alert 'Project ID Not Configured'", () => {
    for (const projectId of ['', '  ', undefined]) {
      const { client } = setup({ projectId: projectId as string })
      expect(client.stores.notifications.getState().alert).toMatchObject({
        message: 'Project ID Not Configured',
        variant: 'error',
      })
    }
    expect(setup().client.stores.notifications.getState().alert).toBeUndefined()
  })

  it('A-23 with enableEIP6963=false an announcing wallet is not listed; with the default it is', () => {
    const off = setup({ enableEIP6963: false })
    off.evm.emit('connectors', [injectedConnector()])
    expect(off.ids()).toEqual(['injected'])
    const on = setup()
    on.evm.emit('connectors', [injectedConnector()])
    expect(on.ids()).toEqual(['injected', 'io.metamask'])
  })

  it('A-22 with enableWalletConnect=false the WalletConnect views do not open', () => {
    const { client } = setup({ enableWalletConnect: false })
    client.open({ view: 'ConnectingWalletConnect' })
    expect(client.stores.router.getState().view).toBe('Connect')
    const on = setup()
    on.client.open({ view: 'ConnectingWalletConnect' })
    expect(on.client.stores.router.getState().view).toBe('ConnectingWalletConnect')
  })

  it('A-29 Basic WalletConnect mode opens ConnectingWalletConnectBasic even with an adapter', () => {
    const { client } = setup({ basic: true })
    client.open()
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })

  it('A-31 the runtime setters change options and theme; bad values throw and change nothing', () => {
    const { client } = setup()
    const features = () => client.stores.options.getState().features
    client.setWalletFeaturesOrder(['send'])
    client.setConnectMethodsOrder(['social', 'wallet', 'email'])
    client.setCollapseWallets(true)
    client.updateFeatures({ swaps: false })
    expect(features()).toMatchObject({
      walletFeaturesOrder: ['send'],
      connectMethodsOrder: ['social', 'wallet', 'email'],
      collapseWallets: true,
      swaps: false,
      send: true,
    })
    client.updateOptions({ termsConditionsUrl: 'https://example.test/terms', allWallets: 'HIDE' })
    expect(client.stores.options.getState()).toMatchObject({
      termsConditionsUrl: 'https://example.test/terms',
      allWallets: 'HIDE',
    })
    client.setThemeMode('light')
    client.setThemeVariables({ '--portico-accent': 'red' })
    expect(client.stores.theme.getState()).toEqual({
      themeMode: 'light',
      themeVariables: { '--portico-accent': 'red' },
    })
    expect(() => client.setWalletFeaturesOrder(['teleport' as never])).toThrow(InvalidOptionError)
    expect(() => client.setThemeMode('blue' as never)).toThrow('"themeMode"')
    expect(() => client.updateOptions({ networks: [] } as never)).toThrow('cannot change after createPortico')
    expect(features().walletFeaturesOrder).toEqual(['send'])
    expect(client.stores.theme.getState().themeMode).toBe('light')
  })
})

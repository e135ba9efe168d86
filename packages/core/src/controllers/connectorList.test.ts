import { describe, expect, expectTypeOf, it } from 'vitest'
import { type AllWalletsMode, DEFAULT_FEATURES } from '../options.js'
import { injectedConnector } from '../testing/fixtures.js'
import { CONNECTOR_TYPES, type ConnectorType } from '../types/connector.js'
import {
  BROWSER_WALLET_NAME,
  connectMethodsOrder,
  connectorGroupOrder,
  DEFAULT_CONNECTOR_GROUP_ORDER,
  dedupeCatalogue,
  dedupeMultiChain,
  filterWalletsForPlatform,
  groupOfConnector,
  isConnectorTypeEnabled,
  isConnectorVisible,
  markInstalled,
  showAllWalletsRow,
} from './connectorList.js'

const browserWallet = injectedConnector({
  id: 'injected',
  type: 'INJECTED',
  name: BROWSER_WALLET_NAME,
  info: {},
})

describe('connector list rules', () => {
  it('C-04 default group order', () => {
    expect(connectorGroupOrder(undefined)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('C-05 an override comes first, the rest follow in default order without duplicates', () => {
    expect(connectorGroupOrder(['external'])).toEqual([
      'external',
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'recommended',
    ])
    expect(connectorGroupOrder(['recent', 'recent'])).toHaveLength(DEFAULT_CONNECTOR_GROUP_ORDER.length)
  })

  it('A-28 connectorTypeOrder [recommended, injected] puts those first, then the rest in default order', () => {
    expect(connectorGroupOrder(['recommended', 'injected'])).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ])
  })

  it('C-02 C-03 connect methods order: email, social, wallet unless an injected wallet is visible', () => {
    expect(connectMethodsOrder(DEFAULT_FEATURES, false)).toEqual(['email', 'social', 'wallet'])
    expect(connectMethodsOrder(DEFAULT_FEATURES, true)).toEqual(['wallet', 'email', 'social'])
  })

  it('A-25 an explicit connectMethodsOrder wins, even when an injected wallet exists', () => {
    const explicit = { ...DEFAULT_FEATURES, connectMethodsOrder: ['social', 'wallet', 'email'] as const }
    expect(connectMethodsOrder(explicit, true)).toEqual(['social', 'wallet', 'email'])
    expect(connectMethodsOrder(explicit, false)).toEqual(['social', 'wallet', 'email'])
  })

  it('C-01 the connector types are exactly the seven of the spec', () => {
    expect([...CONNECTOR_TYPES]).toEqual([
      'INJECTED',
      'ANNOUNCED',
      'EXTERNAL',
      'WALLET_CONNECT',
      'AUTH',
      'MULTI_CHAIN',
      'ID_AUTH',
    ])
    expectTypeOf<ConnectorType>().toEqualTypeOf<
      'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN' | 'ID_AUTH'
    >()
  })

  it('C-07 the injected group covers INJECTED, ANNOUNCED and MULTI_CHAIN connectors', () => {
    const group = (type: ConnectorType) => groupOfConnector(injectedConnector({ type }))
    expect(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'].map((t) => group(t as ConnectorType))).toEqual([
      'injected',
      'injected',
      'injected',
    ])
    expect(group('EXTERNAL')).toBe('external')
    expect(group('WALLET_CONNECT')).toBe('walletConnect')
    expect(group('AUTH')).toBeUndefined()
  })

  it('C-10 the generic Browser Wallet is hidden on desktop', () => {
    expect(isConnectorVisible({ ...browserWallet, provider: {} }, { isMobile: false, excluded: [] })).toBe(
      false,
    )
  })

  it('C-11 on mobile the Browser Wallet is hidden without rdns and not installed, shown when installed', () => {
    expect(isConnectorVisible(browserWallet, { isMobile: true, excluded: [] })).toBe(false)
    expect(isConnectorVisible({ ...browserWallet, provider: {} }, { isMobile: true, excluded: [] })).toBe(
      true,
    )
  })

  it('C-12 excluded wallets are hidden by rdns or case-insensitive name', () => {
    const metamask = injectedConnector({ name: 'metamask', info: { rdns: 'io.metamask' } })
    expect(isConnectorVisible(metamask, { isMobile: false, excluded: [{ name: 'MetaMask' }] })).toBe(false)
    expect(
      isConnectorVisible(injectedConnector({ name: 'Other' }), {
        isMobile: false,
        excluded: [{ rdns: 'io.metamask', name: 'x' }],
      }),
    ).toBe(false)
    expect(isConnectorVisible(injectedConnector(), { isMobile: false, excluded: [{ name: 'Rabby' }] })).toBe(
      true,
    )
  })

  it('C-13 announced and recent wallets are removed from catalogue lists by rdns and id', () => {
    const catalogue = [
      { id: 'rabby', name: 'Rabby', rdns: 'io.rabby' },
      { id: 'x', name: 'X Wallet' },
      { id: 'zerion', name: 'Zerion', rdns: 'io.zerion' },
    ]
    const result = dedupeCatalogue(
      catalogue,
      [injectedConnector({ name: 'Rabby', info: { rdns: 'io.rabby' } })],
      [{ id: 'x', name: 'X Wallet' }],
    )
    expect(result.map((w) => w.id)).toEqual(['zerion'])
  })

  it('R-18 connector visibility: Browser Wallet rule, exclusions and de-duplication together', () => {
    const context = { isMobile: false, excluded: [{ rdns: 'io.rabby', name: 'Rabby' }] }
    const connectors = [
      { ...browserWallet, provider: {} },
      injectedConnector({ id: 'io.rabby', name: 'Rabby', info: { rdns: 'io.rabby' } }),
      injectedConnector(),
    ]
    const visible = connectors.filter((c) => isConnectorVisible(c, context))
    expect(visible.map((c) => c.id)).toEqual(['io.metamask'])
    const catalogue = [
      { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
      { id: 'zerion', name: 'Zerion', rdns: 'io.zerion' },
    ]
    expect(dedupeCatalogue(catalogue, visible, []).map((w) => w.id)).toEqual(['zerion'])
  })

  it('C-14 catalogue wallets announced here are marked installed and listed first', () => {
    const list = markInstalled(
      [
        { id: 'a', name: 'A', rdns: 'a.wallet' },
        { id: 'b', name: 'B', rdns: 'b.wallet' },
      ],
      [injectedConnector({ id: 'b.wallet', name: 'B', info: { rdns: 'b.wallet' } })],
    )
    expect(list.map((w) => [w.id, w.installed ?? false])).toEqual([
      ['b', true],
      ['a', false],
    ])
  })
})

describe('connector types and the All Wallets row the app turned off', () => {
  const on = { enableWalletConnect: true, enableEIP6963: true, enableInjected: true }

  it('A-23 with enableEIP6963 off, announced connectors are not listed', () => {
    expect(isConnectorTypeEnabled(injectedConnector(), on)).toBe(true)
    expect(isConnectorTypeEnabled(injectedConnector(), { ...on, enableEIP6963: false })).toBe(false)
    expect(isConnectorTypeEnabled(browserWallet, { ...on, enableEIP6963: false })).toBe(true)
  })

  it('A-22 with enableWalletConnect off, the WalletConnect connector is not listed', () => {
    const wc = injectedConnector({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' })
    expect(isConnectorTypeEnabled(wc, on)).toBe(true)
    expect(isConnectorTypeEnabled(wc, { ...on, enableWalletConnect: false })).toBe(false)
  })

  it('A-22 A-33 the All Wallets row: SHOW, HIDE, ONLY_MOBILE, and never without WalletConnect', () => {
    const options = (allWallets: AllWalletsMode, enableWalletConnect = true) => ({
      allWallets,
      enableWalletConnect,
      features: DEFAULT_FEATURES,
    })
    expect(showAllWalletsRow(options('SHOW'), false)).toBe(true)
    expect(showAllWalletsRow(options('HIDE'), true)).toBe(false)
    expect(showAllWalletsRow(options('ONLY_MOBILE'), false)).toBe(false)
    expect(showAllWalletsRow(options('ONLY_MOBILE'), true)).toBe(true)
    expect(showAllWalletsRow(options('SHOW', false), true)).toBe(false)
    expect(
      showAllWalletsRow({ ...options('SHOW'), features: { ...DEFAULT_FEATURES, allWallets: false } }, false),
    ).toBe(false)
  })

  it('C-07 MULTI_CHAIN: a wallet listed on solana and bip122 shows once, as the active namespace connector', () => {
    const metamask = injectedConnector()
    const onSolana = injectedConnector({
      id: 'Xverse',
      name: 'Xverse',
      chain: 'solana',
      type: 'MULTI_CHAIN',
      info: {},
    })
    const onBitcoin = { ...onSolana, chain: 'bip122' as const }
    expect(dedupeMultiChain([metamask, onSolana, onBitcoin], 'eip155')).toEqual([metamask, onSolana])
    expect(dedupeMultiChain([metamask, onSolana, onBitcoin], 'bip122')).toEqual([metamask, onBitcoin])
    expect(dedupeMultiChain([metamask], undefined)).toEqual([metamask])
  })
})

describe('the catalogue on a phone', () => {
  const wallets = [
    { id: 'linked', name: 'Linked', mobile_link: 'linked://' },
    { id: 'universal', name: 'Universal', mobile_link: 'https://link.example.test' },
    { id: 'none', name: 'No link', mobile_link: null },
    { id: 'missing', name: 'No field' },
  ]
  it('C-29 keeps only wallets with a mobile_link on a phone, plus the deep-link allow-list; all of them elsewhere', () => {
    expect(filterWalletsForPlatform(wallets, { isMobile: true }).map((w) => w.id)).toEqual([
      'linked',
      'universal',
    ])
    expect(
      filterWalletsForPlatform(wallets, { isMobile: true, deepLinkWalletIds: ['missing'] }).map((w) => w.id),
    ).toEqual(['linked', 'universal', 'missing'])
    expect(filterWalletsForPlatform(wallets, { isMobile: false })).toEqual(wallets)
  })
})

import { describe, expect, it, vi } from 'vitest'
import {
  announced,
  byTestId,
  makePortico,
  shadow,
  stubAdapter,
  waitForTestId,
} from '../testing/modalHarness.js'

const walletConnect = async () => {
  throw new Error('not loaded in these tests')
}

async function openConnect(portico: ReturnType<typeof makePortico>) {
  portico.open()
  await waitForTestId('view-Connect')
}

describe('Connect view', () => {
  it('C-29 on a phone the Connect view and All Wallets list only wallets with a mobile link', async () => {
    const registry: typeof fetch = async (input) =>
      new URL(String(input)).pathname === '/getWallets'
        ? Response.json({
            data: [
              { id: 'linked', name: 'Linked', mobile_link: 'linked://' },
              { id: 'unlinked', name: 'Unlinked', mobile_link: null },
            ],
            count: 2,
          })
        : new Response('offline', { status: 503 })
    const options = { adapters: [stubAdapter()], relayUrl: 'ws://127.0.0.1:9', walletConnect }
    const desktop = makePortico(options, { fetch: registry })
    await openConnect(desktop)
    await waitForTestId('wallet-linked')
    expect(byTestId('wallet-unlinked')).toBeTruthy()
    desktop.unmount()

    const phone = makePortico(options, { fetch: registry, isMobile: () => true })
    await openConnect(phone)
    await waitForTestId('wallet-linked')
    expect(byTestId('wallet-unlinked')).toBeNull()
    ;(await waitForTestId('all-wallets')).click()
    await waitForTestId('view-AllWallets')
    await waitForTestId('wallet-linked')
    expect(byTestId('wallet-unlinked')).toBeNull()
  })

  it('A-16 terms and privacy links open in a new tab in the legal footer', async () => {
    const portico = makePortico({
      termsConditionsUrl: 'https://example.test/terms',
      privacyPolicyUrl: 'https://example.test/privacy',
    })
    await openConnect(portico)
    const links = [...(shadow()?.querySelectorAll<HTMLAnchorElement>('.legal a') ?? [])]
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['Terms of Service', 'https://example.test/terms', '_blank', 'noreferrer'],
      ['Privacy Policy', 'https://example.test/privacy', '_blank', 'noreferrer'],
    ])
  })

  it('A-16 the legal footer is hidden when neither URL is set', async () => {
    await openConnect(makePortico())
    expect(shadow()?.querySelector('.legal')).toBeNull()
  })

  it('A-22 with enableWalletConnect=false there is no WalletConnect row and no All Wallets row', async () => {
    const on = makePortico({ adapters: [stubAdapter()], relayUrl: 'ws://127.0.0.1:9', walletConnect })
    await openConnect(on)
    expect(byTestId('wallet-walletConnect')).toBeTruthy()
    expect(byTestId('all-wallets')).toBeTruthy()
    on.unmount()
    const off = makePortico({
      adapters: [stubAdapter()],
      relayUrl: 'ws://127.0.0.1:9',
      walletConnect,
      enableWalletConnect: false,
    })
    await openConnect(off)
    expect(byTestId('wallet-io.metamask')).toBeTruthy()
    expect(byTestId('wallet-walletConnect')).toBeNull()
    expect(byTestId('all-wallets')).toBeNull()
  })

  it("A-33 allWallets 'ONLY_MOBILE' hides the All Wallets row on desktop and shows it on a phone", async () => {
    const desktop = makePortico({ allWallets: 'ONLY_MOBILE' })
    await openConnect(desktop)
    expect(byTestId('all-wallets')).toBeNull()
    desktop.unmount()
    const phone = makePortico({ allWallets: 'ONLY_MOBILE' }, { isMobile: () => true })
    await openConnect(phone)
    expect(byTestId('all-wallets')).toBeTruthy()
  })

  it('A-31 runtime setters re-render the open dialog without remounting it', async () => {
    const portico = makePortico({ themeMode: 'dark' })
    await openConnect(portico)
    const dialog = byTestId('modal')
    expect(dialog?.dataset.theme).toBe('dark')
    expect(byTestId('all-wallets')).toBeTruthy()
    portico.setThemeMode('light')
    portico.updateFeatures({ allWallets: false })
    await vi.waitFor(() => expect(byTestId('modal')?.dataset.theme).toBe('light'))
    await vi.waitFor(() => expect(byTestId('all-wallets')).toBeNull())
    expect(byTestId('modal')).toBe(dialog)
  })

  it('C-07 the recent group is rendered only when there is a recent wallet', async () => {
    const portico = makePortico({ adapters: [stubAdapter('eip155', [announced()])] })
    await openConnect(portico)
    const tag = () => byTestId('wallet-io.metamask')?.querySelector('.tag')?.textContent
    expect(tag()).toBe('Installed')
    await portico.connectExternal(announced())
    await portico.disconnect()
    portico.close()
    await openConnect(portico)
    await vi.waitFor(() => expect(tag()).toBe('Recent'))
    expect(shadow()?.querySelectorAll('[data-testid="wallet-io.metamask"]')).toHaveLength(1)
  })

  it('A-11 a custom wallet from options is listed in the custom group: after installed wallets by default, first when ordered first', async () => {
    const portico = makePortico({
      customWallets: [
        {
          id: 'acme-wallet',
          name: 'Acme Wallet',
          image_url: 'https://example.test/acme.png',
          mobile_link: 'acme://',
          desktop_link: 'acme-desktop://',
          webapp_link: 'https://acme.example.test',
        },
      ],
      features: { connectorTypeOrder: ['custom', 'injected'] },
    })
    await openConnect(portico)
    const row = await waitForTestId('wallet-acme-wallet')
    expect(row.textContent).toContain('Acme Wallet')
    const ids = [...(shadow()?.querySelectorAll('[data-testid^="wallet-"]') ?? [])].map((e) =>
      e.getAttribute('data-testid'),
    )
    // connectorTypeOrder puts custom first, before the installed (announced) wallet.
    expect(ids.indexOf('wallet-acme-wallet')).toBeLessThan(ids.indexOf('wallet-io.metamask'))
    portico.unmount()
    const defaults = makePortico({ customWallets: [{ id: 'acme-wallet', name: 'Acme Wallet' }] })
    await openConnect(defaults)
    await waitForTestId('wallet-acme-wallet')
    const defaultIds = [...(shadow()?.querySelectorAll('[data-testid^="wallet-"]') ?? [])].map((e) =>
      e.getAttribute('data-testid'),
    )
    // Default order: walletConnect, recent, injected, featured, custom, …
    expect(defaultIds.indexOf('wallet-acme-wallet')).toBeGreaterThan(defaultIds.indexOf('wallet-io.metamask'))
  })
})

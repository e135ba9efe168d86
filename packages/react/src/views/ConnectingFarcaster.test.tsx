import type { Connector } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { embeddedConnector } from '../testing/embeddedConnector.js'
import { byTestId, makePortico, shadow, stubAdapter, waitForTestId } from '../testing/modalHarness.js'

// The AUTH connector's Farcaster actions stand in for the embedded wallet (no secure site in jsdom); the real
// secure site, gateway relay, devnet IdRegistry and Farcaster test client run in e2e/farcaster.e2e.ts.
const URL_A =
  'farcaster://connect?channelToken=AAAA&nonce=n1&siweUri=http%3A%2F%2F127.0.0.1%3A5173&domain=127.0.0.1'
function farcasterConnector(connectFarcaster: () => Promise<unknown>) {
  const login = {
    openSocialPopup: vi.fn(() => true),
    connectSocial: vi.fn(() => new Promise<never>(() => undefined)),
    getFarcasterUri: vi.fn(async () => URL_A),
    connectFarcaster: vi.fn(connectFarcaster),
    cancelFarcaster: vi.fn(),
  }
  const connector = embeddedConnector(login as never) as Connector
  return { connector, login }
}

/** The social buttons are enabled once core's login controller (a lazy chunk) has loaded. */
const socialButtonsEnabled = () =>
  vi.waitFor(() => expect(shadow()?.querySelector('.social-button:disabled')).toBeNull())

async function chooseFarcaster(connector: Connector, isMobile = false, locale = 'en') {
  const portico = makePortico(
    {
      adapters: [stubAdapter('eip155', [connector])],
      features: { socials: ['google', 'farcaster'] } as never,
      locale,
    },
    { isMobile: () => isMobile },
  )
  portico.open()
  await waitForTestId('connect-section-social')
  await socialButtonsEnabled()
  byTestId('social-farcaster')?.click()
  await waitForTestId('view-ConnectingFarcaster')
  return portico
}

describe('ConnectingFarcaster (F-20)', () => {
  it('F-20 choosing Farcaster opens no popup; the QR code encodes the URL fetched with GET_FARCASTER_URI', async () => {
    const { connector, login } = farcasterConnector(() => new Promise<never>(() => undefined))
    await chooseFarcaster(connector)
    expect(login.openSocialPopup).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(byTestId('farcaster-uri')?.getAttribute('data-uri')).toBe(URL_A))
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[data-testid="farcaster-uri"] svg[role="img"]')).toBeTruthy(),
    )
    expect(login.getFarcasterUri).toHaveBeenCalledTimes(1)
    expect(byTestId('modal-title')?.textContent).toBe('Farcaster')
  })

  it('F-20 on mobile the URL is a link to open the Farcaster app, not a QR code', async () => {
    const { connector } = farcasterConnector(() => new Promise<never>(() => undefined))
    await chooseFarcaster(connector, true)
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[data-testid="farcaster-uri"] a')?.getAttribute('href')).toBe(URL_A),
    )
    expect(shadow()?.querySelector('[data-testid="farcaster-uri"] svg')).toBeNull()
  })

  it("F-20 S-34 closing the dialog during the Farcaster login stops the secure site's wait and drops the URL", async () => {
    const { connector, login } = farcasterConnector(() => new Promise<never>(() => undefined))
    const portico = await chooseFarcaster(connector)
    await vi.waitFor(() => expect(login.connectFarcaster).toHaveBeenCalledTimes(1))
    const closed = new Promise<void>((resolve) => {
      const stop = portico.stores.chains.subscribe((s) => {
        if (s.chains.eip155?.accountState.farcasterUrl === undefined) {
          stop()
          resolve()
        }
      })
    })
    portico.close()
    // The used URL is cleared and the secure site told to stop (core's farcasterLogin.test.ts checks the
    // 'Popup closed' rejection itself).
    await closed
    expect(login.cancelFarcaster).toHaveBeenCalled()
  })

  it('F-20 Back from ConnectingFarcaster while unconnected clears the URL, so the next choice fetches a new one', async () => {
    const { connector, login } = farcasterConnector(() => new Promise<never>(() => undefined))
    const portico = await chooseFarcaster(connector)
    await vi.waitFor(() => expect(byTestId('farcaster-uri')?.getAttribute('data-uri')).toBe(URL_A))
    byTestId('modal-back')?.click()
    await waitForTestId('view-Connect')
    await vi.waitFor(() =>
      expect(portico.stores.chains.getState().chains.eip155?.accountState.farcasterUrl).toBeUndefined(),
    )
    expect(login.cancelFarcaster).toHaveBeenCalledTimes(1)
    await socialButtonsEnabled()
    byTestId('social-farcaster')?.click()
    await vi.waitFor(() => expect(login.getFarcasterUri).toHaveBeenCalledTimes(2))
  })

  it('F-20 a failed connect shows the error with a retry, which reuses no used URL and starts over', async () => {
    const { connector, login } = farcasterConnector(async () =>
      Promise.reject(new Error('Failed to connect')),
    )
    await chooseFarcaster(connector)
    await vi.waitFor(() =>
      expect(byTestId('connecting-farcaster-error')?.textContent).toBe('Failed to connect'),
    )
    byTestId('farcaster-retry')?.click()
    await vi.waitFor(() => expect(login.connectFarcaster).toHaveBeenCalledTimes(2))
    expect(login.getFarcasterUri).toHaveBeenCalledTimes(2)
  })

  it('issue 16: in Japanese the link to the Farcaster app and its hint are translated', async () => {
    const { connector } = farcasterConnector(() => new Promise<never>(() => undefined))
    await chooseFarcaster(connector, true, 'ja')
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[data-testid="farcaster-uri"] a')?.textContent).toBe('Farcasterを開く'),
    )
    expect(byTestId('farcaster-uri')?.textContent).toContain('ここに戻ってください')
  })

  it("issue 16: in Japanese the error ('Failed to connect to farcaster') and its retry are translated", async () => {
    const { connector } = farcasterConnector(async () =>
      Promise.reject(new Error('Failed to connect to farcaster')),
    )
    await chooseFarcaster(connector, false, 'ja')
    await vi.waitFor(() =>
      expect(byTestId('connecting-farcaster-error')?.textContent).toBe('Farcasterに接続できませんでした'),
    )
    expect(byTestId('farcaster-retry')?.textContent).toBe('再試行')
  })
})

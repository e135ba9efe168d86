import { BaseError, type Connector } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { embeddedConnector } from '../testing/embeddedConnector.js'
import { byTestId, makePortico, shadow, stubAdapter, waitForTestId } from '../testing/modalHarness.js'

// The AUTH connector's social actions stand in for the embedded wallet (no popup or secure site in jsdom); the
// real popup, secure site, gateway and identity provider run in e2e/social.e2e.ts.
function authConnector(connectSocial: (provider: string) => Promise<unknown>) {
  const login = { openSocialPopup: vi.fn(() => true), connectSocial: vi.fn(connectSocial) }
  const connector = embeddedConnector(login as never) as Connector
  return { connector, login }
}
const pending = () => new Promise<never>(() => undefined)

async function openWithSocials(connectors: Connector[], socials: string[]) {
  const portico = makePortico({
    adapters: [stubAdapter('eip155', connectors)],
    features: { socials } as never,
  })
  portico.open()
  await waitForTestId('view-Connect')
  // The section loads on demand (only apps with socials fetch it); its buttons are enabled once core's login
  // controller (a lazy chunk too) has loaded.
  await waitForTestId('connect-section-social')
  await vi.waitFor(() => expect(shadow()?.querySelector('.social-button:disabled')).toBeNull())
  return portico
}
const socialIds = () =>
  [...(shadow()?.querySelectorAll('[data-testid^="social-"]') ?? [])].map((b) =>
    b.getAttribute('data-testid'),
  )

describe('social login views (F-19, A-03)', () => {
  it('F-19 the buttons follow features.socials order; past four, the first three and "more", which shows the rest', async () => {
    const { connector } = authConnector(pending)
    await openWithSocials([connector], ['github', 'google', 'x', 'discord', 'apple', 'facebook'])
    expect(socialIds()).toEqual(['social-github', 'social-google', 'social-x', 'social-more'])
    byTestId('social-more')?.click()
    await vi.waitFor(() =>
      expect(socialIds()).toEqual([
        'social-github',
        'social-google',
        'social-x',
        'social-discord',
        'social-apple',
        'social-facebook',
      ]),
    )
  })

  it('F-19 F-20 four providers or fewer are all icons (farcaster among them: every embedded connector signs in with it)', async () => {
    const { connector } = authConnector(pending)
    await openWithSocials([connector], ['apple', 'farcaster', 'google'])
    expect(socialIds()).toEqual(['social-apple', 'social-farcaster', 'social-google'])
  })

  it('F-19 a click opens the popup in the click itself and shows ConnectingSocial for that provider', async () => {
    const { connector, login } = authConnector(pending)
    await openWithSocials([connector], ['google', 'discord'])
    byTestId('social-discord')?.click()
    expect(login.openSocialPopup).toHaveBeenCalledTimes(1)
    await waitForTestId('view-ConnectingSocial')
    // M-07: without the siwx option the login gets no sign-in message.
    await vi.waitFor(() =>
      expect(login.connectSocial).toHaveBeenCalledWith('discord', { siwxMessage: undefined }),
    )
    expect(byTestId('modal-title')?.textContent).toBe('Continue with Discord')
  })

  it("S-34 'Popup closed' is shown with a retry, which opens the popup again and starts over", async () => {
    const { connector, login } = authConnector(async () => Promise.reject(new Error('Popup closed')))
    await openWithSocials([connector], ['google'])
    byTestId('social-google')?.click()
    await vi.waitFor(() => expect(byTestId('connecting-social-error')?.textContent).toBe('Popup closed'))
    byTestId('social-retry')?.click()
    expect(login.openSocialPopup).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(login.connectSocial).toHaveBeenCalledTimes(2))
  })

  it('F-19 a popup blocked by the browser gets a clear message and a retry control, not silence', async () => {
    // As the embedded wallet's PopupBlockedError: a BaseError, so the client's error boundary passes it on as is.
    const blocked = Object.assign(new BaseError('Failed to initiate social connection'), {
      name: 'PopupBlockedError',
    })
    const { connector } = authConnector(async () => Promise.reject(blocked))
    await openWithSocials([connector], ['x'])
    byTestId('social-x')?.click()
    await vi.waitFor(() =>
      expect(byTestId('connecting-social-error')?.textContent).toMatch(/blocked the sign-in window/),
    )
    expect(byTestId('social-retry')).not.toBeNull()
  })
})

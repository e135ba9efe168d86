import {
  type FaultyIdTokenProvider,
  type IdTokenFault,
  startFaultyIdTokenProvider,
} from '@portico/dev-services'
import { createGateway, type Gateway } from '@portico/gateway'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newFlowKey } from '../src/social/flowKey.js'
import { NOT_STARTED_HERE_TEXT, runPopupPage } from '../src/social/popupPage.js'
import { socialGateway } from '../src/social/socialGateway.js'
import { APP_ORIGIN } from './siteFrame.js'
import { PROJECT, siteCalls } from './siteStack.js'

// Issue 12, bad input, and issue 22: the secure site's popup page (`/social/callback`) exchanges nothing; it hands the
// answer to the app window that opened it, for the frame that holds the flow key. A refused answer gives no session
// at the frame's redeem; a page no window of this browser opened sends nothing on. Real gateway (PGlite); jsdom is the popup's page;
// the provider is the dev-services stand-in that signs faulty ID tokens (the development identity provider only
// issues good ones). The app window is a stand-in whose postMessage is recorded.
const SITE = 'http://127.0.0.1:5174'
// jsdom's own environment cannot load the gateway (its bitcoin library checks typed arrays across realms), so the
// page's document is a JSDOM made here; jsdom ships no types of its own.
const { JSDOM } = (await import('jsdom' as string)) as {
  JSDOM: new (html: string, options: { url: string }) => { window: { document: Document } }
}

describe('secure site social callback page refuses bad answers (issue 12, bad input)', () => {
  let provider: FaultyIdTokenProvider
  let gateway: Gateway
  let gatewayUrl: string
  const siteFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: SITE } })
  beforeAll(async () => {
    provider = await startFaultyIdTokenProvider({
      clientId: 'site-google',
      name: '<img src=x onerror=alert(1)>',
    })
    const issuer = provider.issuer
    gateway = await createGateway({
      dataDir: 'memory://',
      auth: {
        secureSiteOrigin: SITE,
        social: {
          clients: { [PROJECT]: { google: { clientId: 'site-google', clientSecret: 's' } } },
          endpoints: {
            google: { issuer, authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token` },
          },
          redirectUri: `${SITE}/social/callback`,
        },
      },
    })
    gatewayUrl = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await gateway?.close()
    await provider?.close()
  })

  /** The popup's page at `url` with an app window as its opener; resolves what it showed and posted. */
  async function popupPageAt(url: string, withOpener = true) {
    const { document } = new JSDOM('<!doctype html><body></body>', { url }).window
    const opener = { postMessage: vi.fn() }
    const location = { href: url, replace: vi.fn() }
    const win = { document, opener: withOpener ? opener : null, location }
    await runPopupPage(win as unknown as Window, gatewayUrl)
    const page = document.body.querySelector('main')
    return {
      testId: page?.getAttribute('data-testid'),
      text: page?.textContent ?? '',
      page,
      opener,
      location,
    }
  }

  /** A flow started as the frame starts it, answered by the provider with `fault`. */
  async function flowAnswered(fault: IdTokenFault) {
    const social = socialGateway(siteCalls({ gatewayUrl, siteFetch }))
    const key = await newFlowKey()
    const { uri } = await social.start('google', APP_ORIGIN, key.hash)
    const started = new URL(uri)
    provider.next(fault, started.searchParams.get('nonce') ?? '')
    const state = started.searchParams.get('state') ?? ''
    const resultUri = `${SITE}/social/callback?code=c&state=${encodeURIComponent(state)}`
    const shown = await popupPageAt(resultUri)
    const redeem = social.redeem(resultUri, key.key).then(
      () => 'session',
      (e: Error) => e.message,
    )
    return { ...shown, redeem: await redeem }
  }

  it('a good answer posts the result to the app origin only (the baseline the bad ones differ from)', async () => {
    const { testId, opener, redeem } = await flowAnswered('none')
    expect(testId).toBe('social-done')
    expect(opener.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ resultUri: expect.stringContaining('/social/callback?code=c') }),
      APP_ORIGIN,
    )
    expect(redeem).toBe('session')
  })

  it.each([
    ['a wrong nonce', 'nonce', /nonce/],
    ['an expired ID token', 'expired', /exp/],
    ['a foreign-audience ID token', 'audience', /aud/],
  ] as const)(
    'F-19 %s: the frame’s redeem is refused with the reason, and no session',
    async (_case, fault, reason) => {
      const { opener, redeem } = await flowAnswered(fault)
      // The page cannot check the answer (only the redeem, with the flow key, exchanges the code).
      expect(opener.postMessage).toHaveBeenCalledTimes(1)
      expect(redeem).toMatch(reason)
    },
  )

  it('F-19 a callback page no window of this browser opened sends nothing on (issue 22: a phishing link)', async () => {
    const social = socialGateway(siteCalls({ gatewayUrl, siteFetch }))
    const { uri } = await social.start('google', APP_ORIGIN, (await newFlowKey()).hash)
    const state = new URL(uri).searchParams.get('state') ?? ''
    const shown = await popupPageAt(
      `${SITE}/social/callback?code=c&state=${encodeURIComponent(state)}`,
      false,
    )
    expect(shown.testId).toBe('social-error')
    expect(shown.text).toContain(NOT_STARTED_HERE_TEXT)
    expect(shown.opener.postMessage).not.toHaveBeenCalled()
    expect(shown.location.replace).not.toHaveBeenCalled()
  })

  it('F-19 a redeemed, tampered or missing state: a clear error page and nothing posted', async () => {
    const social = socialGateway(siteCalls({ gatewayUrl, siteFetch }))
    const key = await newFlowKey()
    const { uri } = await social.start('google', APP_ORIGIN, key.hash)
    const state = new URL(uri).searchParams.get('state') ?? ''
    provider.next('none', new URL(uri).searchParams.get('nonce') ?? '')
    const callback = `${SITE}/social/callback?code=c&state=${encodeURIComponent(state)}`
    expect((await popupPageAt(callback)).testId).toBe('social-done')
    await social.redeem(callback, key.key)
    for (const [url, reason] of <[string, string][]>[
      [callback, 'already used (state)'],
      [`${callback}x`, 'already used (state)'],
      [`${SITE}/social/callback?code=c`, 'no valid state'],
      // The state names its project: tampering with that part names a project the gateway does not know.
      [callback.replace('state=', 'state=x'), 'no valid state'],
    ]) {
      const { testId, text, opener } = await popupPageAt(url)
      expect(testId).toBe('social-error')
      expect(text).toContain(reason)
      expect(opener.postMessage).not.toHaveBeenCalled()
    }
  })

  it('provider text on the error page is shown as text, never as HTML', async () => {
    const social = socialGateway(siteCalls({ gatewayUrl, siteFetch }))
    const { uri } = await social.start('google', APP_ORIGIN, (await newFlowKey()).hash)
    const state = encodeURIComponent(new URL(uri).searchParams.get('state') ?? '')
    const { testId, text, page } = await popupPageAt(
      `${SITE}/social/callback?error=${encodeURIComponent('<img src=x>')}&state=${state}`,
    )
    expect(testId).toBe('social-error')
    expect(text).toContain('The provider did not sign you in (<img src=x>)')
    expect(page?.querySelector('img')).toBeNull()
  })
})

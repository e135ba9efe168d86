import { bitcoin } from '@portico/core'
import { ONRAMP_DEFAULT_OPTIONS, ONRAMP_POPUP_FEATURES, ONRAMP_USDC } from '@portico/core/onramp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announced,
  byTestId,
  makePortico,
  stubAdapter,
  TEST_ADDRESS,
  waitForTestId,
} from '../../testing/modalHarness.js'

const CHECKOUT = 'http://127.0.0.1:1/sandbox/onramp/checkout/00000000-0000-4000-8000-000000000000'
/** The devnet's pUSD as the gateway's options list it (USDC's shape, on chain 31337). */
const PUSD = {
  ...ONRAMP_USDC,
  id: 'pUSD',
  symbol: 'pUSD',
  networks: ONRAMP_USDC.networks.map((n) => ({ ...n, chain_id: '31337' })),
}

/**
 * A fetch standing in for the gateway's on-ramp endpoints (jsdom cannot run the gateway; its own tests and
 * the browser test cover the real ones). The purchase is in progress until `deliver()`.
 */
function onrampFetch() {
  const state = {
    status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
    posts: [] as { path: string; body: unknown }[],
  }
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    if (init?.method === 'POST') state.posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) })
    if (url.pathname.endsWith('/v1/onramp/options'))
      return json({
        providers: ['sandbox', 'meld'],
        purchaseCurrencies: [PUSD],
        paymentCurrencies: ONRAMP_DEFAULT_OPTIONS.paymentCurrencies,
      })
    if (url.pathname.endsWith('/v1/onramp/quote'))
      return json({
        quote: {
          fees: [{ fee_amount: '0.75', fee_currency: 'USD', fee_type: 'x' }],
          paymentSubtotal: { amount: '49.25', currency: 'USD' },
          paymentTotal: { amount: '50.00', currency: 'USD' },
          purchaseAmount: { amount: '49.25', currency: 'pUSD' },
          quoteId: 'q',
        },
      })
    if (url.pathname.endsWith('/v1/generators/onrampurl')) return json({ url: CHECKOUT })
    if (url.pathname.endsWith('/history') && url.searchParams.get('onramp'))
      return json({
        next: null,
        data: [
          {
            id: 'p',
            metadata: {
              operationType: 'buy',
              hash: '',
              minedAt: new Date().toISOString(),
              sentFrom: '',
              sentTo: TEST_ADDRESS,
              status: state.status,
              nonce: 0,
              chain: 'eip155:31337',
            },
            transfers: [],
          },
        ],
      })
    if (url.pathname.endsWith('/balance')) return json({ balances: [] })
    return new Response('offline', { status: 503 })
  }
  return { fetch: fetchImpl, state, deliver: () => (state.status = 'ONRAMP_TRANSACTION_STATUS_SUCCESS') }
}

/** Types into a React-controlled input the way a user does. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

afterEach(() => vi.restoreAllMocks())

describe('OnRampProviders and BuyInProgress (jsdom, gateway answers scripted)', () => {
  it('J-01 J-12 J-14 J-15 providers with their fee range; limits gate Continue; the popup opens, then BuyInProgress, then Account', async () => {
    const gateway = onrampFetch()
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const portico = makePortico({}, { fetch: gateway.fetch })
    await portico.connectExternal(announced())
    portico.open()
    ;(await waitForTestId('account-feature-onramp')).click()
    await waitForTestId('view-OnRampProviders')
    const sandbox = await waitForTestId('onramp-provider-sandbox')
    expect(sandbox.textContent).toContain('1-2%')
    expect((await waitForTestId('onramp-provider-meld')).textContent).toContain('Meld.io')
    sandbox.click()
    const amount = (await waitForTestId('onramp-amount')) as HTMLInputElement
    const cont = () => byTestId<HTMLButtonElement>('onramp-continue')
    type(amount, '7500.01')
    await vi.waitFor(() =>
      expect(byTestId('onramp-limit')?.textContent).toBe('Maximum amount is 7500.00 USD'),
    )
    expect(cont()?.disabled).toBe(true)
    type(amount, '50')
    await vi.waitFor(() => expect(byTestId('onramp-receive')?.textContent).toBe('49.25 pUSD'), {
      timeout: 10_000,
    })
    expect(cont()?.disabled).toBe(false)
    cont()?.click()
    await waitForTestId('view-BuyInProgress')
    expect(open).toHaveBeenCalledWith('', 'portico-onramp', ONRAMP_POPUP_FEATURES)
    expect(ONRAMP_POPUP_FEATURES).toBe('width=600,height=800,scrollbars=yes')
    expect(popup.location.href).toBe(CHECKOUT)
    expect(popup.opener).toBeNull()
    expect(gateway.state.posts.find((p) => p.path.endsWith('/onrampurl'))?.body).toMatchObject({
      provider: 'sandbox',
      defaultExperience: 'buy',
      presetFiatAmount: '50',
    })
    gateway.deliver()
    await vi.waitFor(() => expect(byTestId('view-Account')).toBeTruthy(), { timeout: 10_000 })
  }, 30_000)

  it('J-13 the Buy button is absent on bip122', async () => {
    const btc = stubAdapter('bip122', [{ ...announced('xverse', 'Xverse'), chain: 'bip122' }])
    const portico = makePortico({ networks: [bitcoin], adapters: [btc] }, { fetch: onrampFetch().fetch })
    await portico.connectExternal({ ...announced('xverse', 'Xverse'), chain: 'bip122' })
    portico.open()
    await waitForTestId('account-balance')
    expect(byTestId('account-feature-onramp')).toBeNull()
  })
})

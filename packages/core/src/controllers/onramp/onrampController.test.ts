import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { ONRAMP_DEFAULT_OPTIONS, ONRAMP_PROVIDERS, ONRAMP_USDC } from '../../onramp/onrampDefaults.js'
import type { SIWXConfig, SIWXSession } from '../../siwx/siwxTypes.js'
import { startAccountGateway } from '../../testing/accountGateway.js'
import { ADDRESS, evmNetwork, injectedConnector, scriptedAdapter } from '../../testing/fixtures.js'

const sandbox = ONRAMP_PROVIDERS.find((p) => p.name === 'sandbox')
const PUSD = {
  id: 'pUSD',
  name: 'Portico USD',
  symbol: 'pUSD',
  networks: [
    {
      name: 'd',
      display_name: 'D',
      chain_id: '31337',
      contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
  ],
}
const QUOTE = {
  fees: [{ fee_amount: '0.75', fee_currency: 'USD', fee_type: 'FEE_TYPE_EXCHANGE' }],
  paymentSubtotal: { amount: '49.25', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '12.5', currency: 'pUSD' },
  quoteId: 'q1',
}

let gateway: Awaited<ReturnType<typeof startAccountGateway>>
beforeEach(async () => {
  gateway = await startAccountGateway()
  gateway.answer('options', () => ({
    body: {
      providers: ['sandbox', 'coinbase'],
      purchaseCurrencies: [PUSD],
      paymentCurrencies: ONRAMP_DEFAULT_OPTIONS.paymentCurrencies,
    },
  }))
})
afterEach(() => gateway.close())

/** A client connected on the devnet chain; the scripted adapter stands in for the wallet. */
async function connected(siwx?: SIWXConfig) {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient({
    projectId: 'portico-dev',
    gatewayUrl: gateway.url,
    networks: [evmNetwork(31337)],
    adapters: [evm.adapter],
    ...(siwx ? { siwx } : {}),
  })
  await client.connectExternal(injectedConnector())
  return client.onramp()
}

describe('on-ramp controller (J) against a local gateway', () => {
  it('J-03 J-10 the initial state: USDC, USD, no provider, no error, not loading; reset restores it', async () => {
    const onramp = await connected()
    const initial = onramp.store.getState()
    expect(initial).toMatchObject({
      purchaseCurrency: ONRAMP_USDC,
      purchaseCurrencies: [ONRAMP_USDC],
      paymentCurrency: { id: 'USD' },
      paymentCurrencies: [],
      selectedProvider: null,
      error: null,
      quotesLoading: false,
      purchaseAmount: undefined,
      paymentAmount: undefined,
    })
    await onramp.loadOptions()
    await onramp.selectProvider(sandbox ?? null)
    await onramp.setPaymentAmount('50')
    await onramp.resetState()
    expect(onramp.store.getState()).toMatchObject({
      selectedProvider: null,
      purchaseCurrency: ONRAMP_USDC,
      paymentAmount: undefined,
      providers: [sandbox],
    })
  })

  it('J-04 J-02 options: the providers the gateway names (unknown dropped), and the currency on the active chain first', async () => {
    const onramp = await connected()
    await onramp.loadOptions()
    const state = onramp.store.getState()
    expect(state.providers.map((p) => p.name)).toEqual(['sandbox'])
    expect(state.purchaseCurrency.symbol).toBe('pUSD')
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  })

  it('J-04 S-17 an options endpoint answering 500 falls back to USDC and ETH, USD and EUR', async () => {
    gateway.answer('options', () => ({ status: 500, body: {} }))
    const onramp = await connected()
    await onramp.loadOptions()
    const state = onramp.store.getState()
    expect(state.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  })

  it('J-07 J-09 the quote request carries amount as a string and network = the symbol; purchaseAmount = Number(amount)', async () => {
    gateway.answer('quote', () => ({ body: { quote: QUOTE } }))
    const onramp = await connected()
    await onramp.loadOptions()
    await onramp.selectProvider(sandbox ?? null)
    await onramp.setPaymentAmount('50')
    const quote = await onramp.getQuote()
    expect(quote?.quoteId).toBe('q1')
    const call = gateway.calls('quote')[0]
    expect(call?.query.projectId).toBe('portico-dev')
    expect(call?.body).toEqual({
      purchaseCurrency: 'pUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'pUSD',
      provider: 'sandbox',
    })
    expect(onramp.store.getState()).toMatchObject({
      purchaseAmount: 12.5,
      quotesLoading: false,
      error: null,
    })
  })

  it.each([500, 404])(
    'J-08 S-17 a quote endpoint answering %i resolves to the 1:1 mock quote, not null',
    async (status) => {
      gateway.answer('quote', () => ({ status, body: {} }))
      const onramp = await connected()
      await onramp.loadOptions()
      await onramp.setPaymentAmount('25')
      const quote = await onramp.getQuote()
      expect(quote).toMatchObject({
        quoteId: 'mocked-quote-id',
        paymentTotal: { amount: '25', currency: 'USD' },
      })
    },
  )

  it('J-06 a refused quote stores the gateway message, returns null and clears quotesLoading', async () => {
    gateway.answer('quote', () => ({
      status: 400,
      body: { code: 'INVALID_PARAM', message: 'x', field: 'body.amount' },
    }))
    const onramp = await connected()
    await onramp.loadOptions()
    await onramp.setPaymentAmount('50')
    expect(await onramp.getQuote()).toBeNull()
    expect(onramp.store.getState()).toMatchObject({ error: 'x', quotesLoading: false })
  })

  it('J-14 an amount outside the limits asks for no quote', async () => {
    const onramp = await connected()
    await onramp.loadOptions()
    await onramp.setPaymentAmount('5')
    expect(await onramp.getQuote()).toBeNull()
    expect(gateway.calls('quote')).toHaveLength(0)
  })

  it('J-11 the URL request has defaultExperience buy, the buyer address and the preset amounts', async () => {
    gateway.answer('quote', () => ({ body: { quote: QUOTE } }))
    gateway.answer('onrampurl', () => ({ body: { url: 'http://127.0.0.1:1/sandbox/onramp/checkout/x' } }))
    const onramp = await connected()
    await onramp.loadOptions()
    await onramp.selectProvider(sandbox ?? null)
    await onramp.setPaymentAmount('50')
    await onramp.getQuote()
    expect(await onramp.getProviderUrl()).toBe('http://127.0.0.1:1/sandbox/onramp/checkout/x')
    expect(gateway.calls('onrampurl')[0]?.body).toEqual({
      provider: 'sandbox',
      destinationWallets: [{ address: ADDRESS, blockchains: ['eip155:31337'], assets: ['pUSD'] }],
      defaultNetwork: 'eip155:31337',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetCryptoAmount: '12.5',
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
      purchaseCurrency: 'pUSD',
    })
  })

  it("J-11 with SIWX, the URL request carries the buyer's session token (the gateway signs MoonPay URLs only for it); without, none", async () => {
    gateway.answer('onrampurl', () => ({ body: { url: 'http://127.0.0.1:1/checkout' } }))
    const asked: string[] = []
    const session = {
      data: {},
      message: 'm',
      signature: '0x',
      token: 'siwx-token-1',
    } as unknown as SIWXSession
    const siwx: SIWXConfig = {
      createMessage: async () => {
        throw new Error('no sign-in in this test')
      },
      addSession: async () => undefined,
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async (chainId, address) => {
        asked.push(`${chainId} ${address}`)
        return [session]
      },
      getRequired: () => false,
    }
    const signedIn = await connected(siwx)
    await signedIn.loadOptions()
    await signedIn.selectProvider(sandbox ?? null)
    await signedIn.setPaymentAmount('50')
    await signedIn.getProviderUrl()
    expect(asked).toContain(`eip155:31337 ${ADDRESS}`)
    expect(gateway.calls('onrampurl')[0]?.authorization).toBe('Bearer siwx-token-1')

    const plain = await connected()
    await plain.loadOptions()
    await plain.selectProvider(sandbox ?? null)
    await plain.setPaymentAmount('50')
    await plain.getProviderUrl()
    expect(gateway.calls('onrampurl')[1]).not.toHaveProperty('authorization')
  })

  it('J-15 the status comes from the history with the onramp parameter; success refreshes the balances', async () => {
    const status = { value: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' }
    gateway.answer('onrampurl', () => ({ body: { url: 'http://127.0.0.1:1/checkout' } }))
    gateway.answer('history', () => ({
      body: {
        next: null,
        data: [
          {
            id: 'p1',
            metadata: {
              operationType: 'buy',
              hash: '',
              minedAt: new Date().toISOString(),
              sentFrom: '',
              sentTo: ADDRESS,
              status: status.value,
              nonce: 0,
              chain: 'eip155:31337',
            },
            transfers: [],
          },
        ],
      },
    }))
    gateway.answer('balance', () => ({ body: { balances: [] } }))
    const onramp = await connected()
    await onramp.loadOptions()
    await onramp.selectProvider(sandbox ?? null)
    await onramp.setPaymentAmount('50')
    await onramp.getProviderUrl()
    expect(await onramp.fetchPurchaseStatus()).toBe('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')
    expect(gateway.calls('history')[0]?.query).toMatchObject({ onramp: 'sandbox', projectId: 'portico-dev' })
    const balanceCalls = gateway.calls('balance').length
    status.value = 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
    expect(await onramp.fetchPurchaseStatus()).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    expect(gateway.calls('balance').length).toBeGreaterThan(balanceCalls)
    expect(gateway.calls('balance').at(-1)?.query.forceUpdate).toBe(ADDRESS)
  })
})

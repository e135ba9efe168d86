import { DEVNET_ACCOUNTS, type Devnet, type DevnetErc20 } from '@portico/devnet'
import { erc20Abi, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_CSP, DECLINED_MESSAGE } from '../../src/onramp/checkoutPage.js'
import type { ChainTokens } from '../../src/tokens/devnetManifest.js'
import { DATABASES } from '../helpers/databases.js'
import { devnetClients, devnetContract, startTestDevnet } from '../helpers/devnetWallet.js'
import { siwxSignIn } from '../helpers/siwxSession.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** A buyer no other gateway test sends from or to: devnet account 2. */
const BUYER = DEVNET_ACCOUNTS[2]
const TREASURY = DEVNET_ACCOUNTS[9]
const Q = '?projectId=portico-dev'

/** The devnet's ERC-20s per chain, as the manifest gives them to the gateway. */
const tokensOf = (devnet: Devnet): ChainTokens =>
  Object.fromEntries(
    devnet.manifest.chains.map((chain) => [
      `eip155:${chain.chainId}`,
      chain.contracts
        .filter((c): c is DevnetErc20 => c.kind === 'erc20')
        .map(({ address, symbol, name, decimals }) => ({ address, symbol, name, decimals })),
    ]),
  )

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

describe.each(DATABASES)('on-ramp routes and the sandbox provider on $name', (database) => {
  let gw: RunningGateway
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${gw.base}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const pay = async (url: string, card: string) => {
    const res = await fetch(`${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card }).toString(),
    })
    return { status: res.status, headers: res.headers, html: await res.text() }
  }
  const pUSD = () => devnetContract(devnet, 'erc20', 'pUSD').address as Hex
  const balanceOf = (owner: Hex) =>
    devnetClients(devnet, 0).chain.readContract({
      address: pUSD(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const urlBody = (over: Record<string, unknown> = {}) => ({
    provider: 'sandbox',
    destinationWallets: [{ address: BUYER, blockchains: ['eip155:31337'], assets: ['pUSD'] }],
    defaultNetwork: 'eip155:31337',
    partnerUserId: BUYER,
    defaultExperience: 'buy',
    presetCryptoAmount: '49.25',
    presetFiatAmount: '50',
    ...over,
  })

  beforeAll(async () => {
    const [a, b] = devnet.chains
    gw = await startGateway(database, {
      rpcUrls: { 'eip155:31337': a?.rpcUrl ?? '', 'eip155:31338': b?.rpcUrl ?? '' },
      tokens: tokensOf(devnet),
      indexer: false,
      onramp: {
        projects: { acme: ['moonpay', 'meld'] },
        moonpay: { apiKey: 'pk_test_1', secretKey: 'sk_test_1' },
        meld: { publicKey: 'meld_pk' },
      },
    })
    await gw.gateway.db.query(
      "INSERT INTO projects (id, name, allowed_origins) VALUES ('acme', 'Acme', '[\"https://acme.example\"]')",
    )
  })
  afterAll(() => gw?.close())

  it('U-17, J-05 options: the dev project sells devnet pUSD for USD; a project with real providers gets J-05 defaults', async () => {
    const dev = await json('GET', `/v1/onramp/options${Q}`)
    expect(dev.status).toBe(200)
    expect(dev.body.providers).toEqual(['sandbox'])
    expect(dev.body.purchaseCurrencies).toHaveLength(1)
    expect(dev.body.purchaseCurrencies[0]).toMatchObject({ id: 'pUSD', symbol: 'pUSD' })
    expect(dev.body.purchaseCurrencies[0].networks.map((n: { chain_id: string }) => n.chain_id)).toEqual([
      '31337',
      '31338',
    ])
    expect(dev.body.purchaseCurrencies[0].networks[0].contract_address).toBe(pUSD())
    expect(dev.body.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD'])
    const acme = await json('GET', '/v1/onramp/options?projectId=acme')
    expect(acme.body.providers).toEqual(['moonpay', 'meld'])
    expect(acme.body.purchaseCurrencies.map((c: { symbol: string }) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(acme.body.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD', 'EUR'])
  })

  it('J-07, J-09 quote: 50 USD buys 49.25 pUSD after a 1.5 % fee', async () => {
    const res = await json('POST', `/v1/onramp/quote${Q}`, {
      purchaseCurrency: 'pUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'pUSD',
    })
    expect(res.status).toBe(200)
    expect(res.body.quote).toMatchObject({
      fees: [{ fee_amount: '0.75', fee_currency: 'USD' }],
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'pUSD' },
    })
    expect(res.body.quote.quoteId).toMatch(/^sandbox-/)
  })

  it('bad input gets 400 naming the field: unknown provider, amounts outside J-05 limits, invalid address, network', async () => {
    const quote = (over: Record<string, unknown>) =>
      json('POST', `/v1/onramp/quote${Q}`, {
        purchaseCurrency: 'pUSD',
        paymentCurrency: 'USD',
        amount: '50',
        ...over,
      })
    const cases: [Promise<{ status: number; body: any }>, string, string?][] = [
      [quote({ amount: '9.99' }), 'body.amount', 'Minimum amount is 10.00 USD'],
      [quote({ amount: '7500.01' }), 'body.amount', 'Maximum amount is 7500.00 USD'],
      [quote({ amount: '-5' }), 'body.amount'],
      [quote({ amount: 'abc' }), 'body.amount'],
      [quote({ amount: '1.234' }), 'body.amount'],
      [quote({ provider: 'coinbase' }), 'body.provider'],
      [quote({ provider: 'meld' }), 'body.provider'],
      [quote({ purchaseCurrency: 'USDC' }), 'body.purchaseCurrency'],
      [quote({ paymentCurrency: 'GBP' }), 'body.paymentCurrency'],
      [json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ provider: 'nope' })), 'body.provider'],
      [json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ provider: 'moonpay' })), 'body.provider'],
      [
        json(
          'POST',
          `/v1/generators/onrampurl${Q}`,
          urlBody({ destinationWallets: [{ address: '0x1234' }] }),
        ),
        'body.destinationWallets[0].address',
      ],
      [
        json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ destinationWallets: [] })),
        'body.destinationWallets',
      ],
      [
        json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ presetFiatAmount: '5' })),
        'body.presetFiatAmount',
      ],
      [
        json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ presetFiatAmount: undefined })),
        'body.presetFiatAmount',
      ],
      [
        json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ defaultNetwork: 'eip155:1' })),
        'body.defaultNetwork',
      ],
      [
        json(
          'POST',
          `/v1/generators/onrampurl${Q}`,
          urlBody({ defaultNetwork: 'bip122:000000000933ea01ad0ee984209779ba' }),
        ),
        'body.defaultNetwork',
      ],
      [json('GET', `/v1/account/${BUYER}/history${Q}&onramp=nope`), 'onramp'],
    ]
    for (const [pending, field, message] of cases) {
      const res = await pending
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.field, JSON.stringify(res.body)).toBe(field)
      if (message) expect(res.body.message).toBe(message)
    }
    expect((await json('GET', '/v1/onramp/options')).status).toBe(401)
  })

  it('J-08 a provider that quotes on its own page answers 404 (the modal shows its mock quote)', async () => {
    const res = await json('POST', '/v1/onramp/quote?projectId=acme', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('moonpay quotes on its own page')
  })

  it('J-11, J-12 builds signed MoonPay and Meld URLs for a project configured with them, with the buyer address', async () => {
    const body = urlBody({ defaultNetwork: 'eip155:1', purchaseCurrency: 'USDC' })
    // MoonPay's URL is signed: only for the signed-in buyer (test/onramp/buyerProof.test.ts plays the attacker).
    const signedIn = privateKeyToAccount(generatePrivateKey())
    const token = await siwxSignIn(gw.base, signedIn, 'eip155:31337', 'acme', 'https://acme.example')
    const moonRes = await fetch(`${gw.base}/v1/generators/onrampurl?projectId=acme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...body,
        destinationWallets: [{ address: signedIn.address, blockchains: ['eip155:1'], assets: ['USDC'] }],
        provider: 'moonpay',
      }),
    })
    const moon = { status: moonRes.status, body: (await moonRes.json()) as any }
    expect(moon.status).toBe(200)
    const moonUrl = new URL(moon.body.url)
    expect(moonUrl.origin).toBe('https://buy.moonpay.com')
    expect(moonUrl.searchParams.get('walletAddress')).toBe(signedIn.address)
    expect(moonUrl.searchParams.get('currencyCode')).toBe('usdc')
    expect(moonUrl.searchParams.get('signature')).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    const meld = await json('POST', '/v1/generators/onrampurl?projectId=acme', { ...body, provider: 'meld' })
    expect(meld.body.url).toContain(
      `destinationCurrencyCode=USDC&walletAddress=${BUYER}&externalCustomerId=acme`,
    )
  })

  it('the sandbox checkout: a declined card sends nothing; the test card sends the pUSD and J-15 history reports it', async () => {
    const made = await json('POST', `/v1/generators/onrampurl${Q}`, urlBody())
    expect(made.status).toBe(200)
    const url: string = made.body.url
    expect(url).toMatch(new RegExp(`^${gw.base}/sandbox/onramp/checkout/[0-9a-f-]{36}$`))

    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(CHECKOUT_CSP)
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const html = await page.text()
    expect(html).not.toContain('<script')
    expect(html).toContain('data-testid="sandbox-pay"')
    expect(html).toContain('50.00 USD')
    expect(html).toContain('49.25 pUSD')
    expect(html).toContain(BUYER.toLowerCase())

    const before = await balanceOf(BUYER)
    const treasuryBefore = await balanceOf(TREASURY)
    const history = () => json('GET', `/v1/account/${BUYER}/history${Q}&onramp=sandbox`)
    expect((await history()).body.data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')

    const declined = await pay(url, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(declined.html).toContain(DECLINED_MESSAGE)
    expect(declined.headers.get('content-security-policy')).toBe(CHECKOUT_CSP)
    const unknown = await pay(url, '1234 5678')
    expect(unknown.status).toBe(400)
    expect(await balanceOf(BUYER)).toBe(before)
    expect((await history()).body.data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')

    const paid = await pay(url, '4242 4242 4242 4242')
    expect(paid.status, paid.html).toBe(200)
    expect(paid.html).toContain('Payment complete')
    expect(await balanceOf(BUYER)).toBe(before + 49_250_000n)
    expect(await balanceOf(TREASURY)).toBe(treasuryBefore - 49_250_000n)

    const done = (await history()).body
    expect(done.next).toBeNull()
    expect(done.data[0]).toMatchObject({
      metadata: {
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        sentTo: BUYER.toLowerCase(),
        chain: 'eip155:31337',
      },
      transfers: [
        { direction: 'in', quantity: { numeric: '49.25', decimals: 6 }, fungible_info: { symbol: 'pUSD' } },
      ],
    })
    const receipt = await devnetClients(devnet, 0).chain.getTransactionReceipt({
      hash: done.data[0].metadata.hash,
    })
    expect(receipt.status).toBe('success')

    // Paying again sends nothing more.
    const again = await pay(url, '4242 4242 4242 4242')
    expect(again.status).toBe(409)
    expect(await balanceOf(BUYER)).toBe(before + 49_250_000n)
  })

  it('two payments of one checkout at once deliver once', async () => {
    const { body } = await json('POST', `/v1/generators/onrampurl${Q}`, urlBody({ presetFiatAmount: '10' }))
    const before = await balanceOf(BUYER)
    const results = await Promise.all([pay(body.url, '4242424242424242'), pay(body.url, '4242424242424242')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await balanceOf(BUYER)).toBe(before + 9_850_000n)
  })

  it('an unknown or malformed checkout id is refused', async () => {
    expect(
      (await fetch(`${gw.base}/sandbox/onramp/checkout/00000000-0000-0000-0000-000000000000`)).status,
    ).toBe(404)
    const bad = await fetch(`${gw.base}/sandbox/onramp/checkout/%3Cscript%3E`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).not.toContain('<script>')
  })
})

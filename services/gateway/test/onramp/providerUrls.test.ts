import { describe, expect, it } from 'vitest'
import type { BuyerRequest } from '../../src/onramp/buyerRequest.js'
import { meldUrl } from '../../src/onramp/meldUrl.js'
import { moonpayCurrencyCode, moonpaySignature, moonpayUrl } from '../../src/onramp/moonpayUrl.js'
import { onrampConfigFromEnv, parseOnrampProjects, projectProviders } from '../../src/onramp/onrampConfig.js'
import { sandboxPrice } from '../../src/onramp/sandboxPricing.js'
import { decimalToUnits } from '../../src/onramp/sandboxProvider.js'

const BUYER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const request = (over: Partial<BuyerRequest> = {}): BuyerRequest => ({
  address: BUYER,
  namespace: 'eip155',
  chainReference: '137',
  cryptoCurrency: 'USDC',
  fiatCurrency: 'USD',
  fiatAmount: '50',
  projectId: 'acme',
  ...over,
})

describe('MoonPay signed URLs (dev.moonpay.com URL signing)', () => {
  it('signs the query string, "?" included, with HMAC-SHA256 under the secret key, base64', () => {
    // Vector computed with `openssl dgst -sha256 -hmac sk_test_key -binary | base64` over MoonPay's example URL.
    const url =
      'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
    expect(moonpaySignature(url, 'sk_test_key')).toBe('o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA=')
  })

  it('J-11 builds the exact buy URL with the buyer address, preset amount and the signature last, URL-encoded', () => {
    const url = moonpayUrl({ apiKey: 'pk_test_123', secretKey: 'sk_test_456' }, request())
    // Signature vector from openssl over the query below.
    expect(url).toBe(
      'https://buy.moonpay.com/?apiKey=pk_test_123&currencyCode=usdc_polygon' +
        `&walletAddress=${BUYER}&baseCurrencyCode=usd&baseCurrencyAmount=50&externalCustomerId=acme` +
        `&signature=${encodeURIComponent('dVTgCcYFrwNJcEEB3EmIE2K9iofwxpUeaqoB6ilbS2A=')}`,
    )
  })

  it('uses the configured widget URL and MoonPay currency codes per network', () => {
    const url = moonpayUrl(
      { apiKey: 'pk', secretKey: 'sk', baseUrl: 'https://buy-sandbox.moonpay.com' },
      request({ chainReference: '1', fiatAmount: undefined, cryptoAmount: '0.5', cryptoCurrency: 'ETH' }),
    )
    expect(url.startsWith('https://buy-sandbox.moonpay.com/?apiKey=pk&currencyCode=eth&')).toBe(true)
    expect(new URL(url).searchParams.get('quoteCurrencyAmount')).toBe('0.5')
    expect(moonpayCurrencyCode(request({ namespace: 'solana', cryptoCurrency: 'USDC' }))).toBe('usdc_sol')
    expect(moonpayCurrencyCode(request({ namespace: 'solana', cryptoCurrency: 'SOL' }))).toBe('sol')
  })

  it('never builds a URL without the buyer address', () => {
    expect(() => moonpayUrl({ apiKey: 'pk', secretKey: 'sk' }, request({ address: '' }))).toThrow(
      'A provider URL needs the buyer address',
    )
  })
})

describe('Meld URLs', () => {
  it('J-12 passes publicKey, destinationCurrencyCode USDC on eip155, walletAddress and externalCustomerId', () => {
    expect(meldUrl({ publicKey: 'WQ5pub' }, request())).toBe(
      `https://meldcrypto.com/?publicKey=WQ5pub&destinationCurrencyCode=USDC&walletAddress=${BUYER}` +
        '&externalCustomerId=acme&sourceAmount=50&sourceCurrencyCode=USD',
    )
  })

  it('J-12 asks for SOL on solana and leaves the amount out when none is preset', () => {
    const address = 'So11111111111111111111111111111111111111112'
    expect(
      meldUrl({ publicKey: 'k' }, request({ namespace: 'solana', address, fiatAmount: undefined })),
    ).toBe(
      `https://meldcrypto.com/?publicKey=k&destinationCurrencyCode=SOL&walletAddress=${address}&externalCustomerId=acme`,
    )
  })

  it('never builds a URL without the buyer address', () => {
    expect(() => meldUrl({ publicKey: 'k' }, request({ address: '' }))).toThrow('needs the buyer address')
  })
})

describe('on-ramp configuration', () => {
  it('reads providers per project, keys and the sandbox switch from the environment', () => {
    const config = onrampConfigFromEnv({
      PORTICO_ONRAMP_PROVIDERS: '{"acme":["moonpay","meld","moonpay"]}',
      PORTICO_MOONPAY_API_KEY: 'pk',
      PORTICO_MOONPAY_SECRET_KEY: 'sk',
      PORTICO_MELD_PUBLIC_KEY: 'mk',
      PORTICO_ONRAMP_SANDBOX: 'off',
    })
    expect(config.projects).toEqual({ acme: ['moonpay', 'meld'] })
    expect(projectProviders(config, 'acme', 'portico-dev')).toEqual(['moonpay', 'meld'])
    // The sandbox is off, so the development project offers nothing.
    expect(projectProviders(config, 'portico-dev', 'portico-dev')).toEqual([])
    expect(projectProviders({}, 'portico-dev', 'portico-dev')).toEqual(['sandbox'])
    expect(projectProviders({}, 'other', 'portico-dev')).toEqual([])
  })

  it('refuses malformed values with a message naming the variable', () => {
    expect(() => parseOnrampProjects('{"acme":["coinbase"]}')).toThrow('PORTICO_ONRAMP_PROVIDERS')
    expect(() => parseOnrampProjects('[]')).toThrow('PORTICO_ONRAMP_PROVIDERS')
    expect(() => onrampConfigFromEnv({ PORTICO_MOONPAY_API_KEY: 'pk' })).toThrow('PORTICO_MOONPAY_SECRET_KEY')
    expect(() => onrampConfigFromEnv({ PORTICO_ONRAMP_SANDBOX_KEY: '0x12' })).toThrow(
      'PORTICO_ONRAMP_SANDBOX_KEY',
    )
    expect(() => onrampConfigFromEnv({ PORTICO_ONRAMP_SANDBOX: 'yes' })).toThrow('PORTICO_ONRAMP_SANDBOX')
    expect(() =>
      onrampConfigFromEnv({ PORTICO_MELD_PUBLIC_KEY: 'k', PORTICO_MELD_URL: 'http://meld.example' }),
    ).toThrow('PORTICO_MELD_URL')
  })
})

describe('sandbox pricing', () => {
  it('J-01 takes a 1.5 % fee (inside 1-2 %) from the amount paid, rounded to the cent', () => {
    expect(sandboxPrice('50')).toEqual({ paymentTotal: '50.00', fee: '0.75', purchaseAmount: '49.25' })
    expect(sandboxPrice('10.01')).toEqual({ paymentTotal: '10.01', fee: '0.15', purchaseAmount: '9.86' })
    expect(sandboxPrice('7500')).toEqual({
      paymentTotal: '7500.00',
      fee: '112.50',
      purchaseAmount: '7387.50',
    })
  })

  it('converts the amount bought to token units exactly', () => {
    expect(decimalToUnits('49.25', 6)).toBe(49_250_000n)
    expect(decimalToUnits('7387.50', 6)).toBe(7_387_500_000n)
  })
})

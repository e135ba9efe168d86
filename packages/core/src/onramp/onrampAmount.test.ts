import { describe, expect, it } from 'vitest'
import { checkOnrampAmount, providersForNamespace, setOnrampProviders } from './onrampAmount.js'
import {
  ONRAMP_DEFAULT_OPTIONS,
  ONRAMP_EUR,
  ONRAMP_FEE_RANGE,
  ONRAMP_PROVIDERS,
  ONRAMP_USD,
} from './onrampDefaults.js'

describe('on-ramp defaults and checks', () => {
  it('J-05 T-18 the default options: USDC and ETH on Ethereum (1) and Polygon (137); USD and EUR with card and bank limits', () => {
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(ONRAMP_DEFAULT_OPTIONS).toEqual({
      purchaseCurrencies: [
        {
          id: '2b92315d-eab7-5bef-84fa-089a131333f5',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'ethereum-mainnet',
              display_name: 'Ethereum',
              chain_id: '1',
              contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
            },
            {
              name: 'polygon-mainnet',
              display_name: 'Polygon',
              chain_id: '137',
              contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
            },
          ],
        },
        expect.objectContaining({
          symbol: 'ETH',
          networks: [
            expect.objectContaining({ chain_id: '1' }),
            expect.objectContaining({ chain_id: '137' }),
          ],
        }),
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
    })
  })

  it('J-01 T-17 every provider shows the fee range 1-2%; Meld as proposed', () => {
    expect(ONRAMP_FEE_RANGE).toBe('1-2%')
    expect(ONRAMP_PROVIDERS.every((p) => p.feeRange === '1-2%')).toBe(true)
    expect(ONRAMP_PROVIDERS.find((p) => p.name === 'meld')).toEqual({
      label: 'Meld.io',
      name: 'meld',
      feeRange: '1-2%',
      url: 'https://meldcrypto.com',
      supportedChains: ['eip155', 'solana'],
    })
  })

  it('J-02 R-16 providers are accepted only as an array of strings; unknown names are dropped', () => {
    expect(setOnrampProviders('meld')).toEqual([])
    expect(setOnrampProviders(['meld', 5])).toEqual([])
    expect(setOnrampProviders(['meld']).map((p) => p.name)).toEqual(['meld'])
    expect(setOnrampProviders(['sandbox', 'coinbase']).map((p) => p.name)).toEqual(['sandbox'])
  })

  it('J-13 providers are filtered by the namespace; none on bip122', () => {
    expect(providersForNamespace(ONRAMP_PROVIDERS, 'solana').map((p) => p.name)).toEqual(['meld', 'moonpay'])
    expect(providersForNamespace(ONRAMP_PROVIDERS, 'eip155')).toHaveLength(3)
    expect(providersForNamespace(ONRAMP_PROVIDERS, 'bip122')).toEqual([])
  })

  it('J-14 R-22 USD card: 5 is below the minimum, 10 is valid, 7500.01 is above the maximum', () => {
    expect(checkOnrampAmount('5', ONRAMP_USD)).toEqual({
      valid: false,
      reason: 'below-min',
      message: 'Minimum amount is 10.00 USD',
    })
    expect(checkOnrampAmount('10', ONRAMP_USD)).toEqual({ valid: true })
    expect(checkOnrampAmount(7500, ONRAMP_USD)).toEqual({ valid: true })
    expect(checkOnrampAmount('7500.01', ONRAMP_USD)).toEqual({
      valid: false,
      reason: 'above-max',
      message: 'Maximum amount is 7500.00 USD',
    })
    expect(checkOnrampAmount('20000', ONRAMP_EUR, 'ach_bank_account')).toEqual({ valid: true })
    for (const bad of ['', 'abc', '-10', '0', '10.001', '1e3', undefined])
      expect(checkOnrampAmount(bad, ONRAMP_USD).valid).toBe(false)
  })
})

import type { ChainNamespace } from '../types/network.js'
import type { OnrampOptions, OnrampProvider, PaymentCurrency, PurchaseCurrency } from './onrampTypes.js'

/** J-01, T-17: the on-ramp fee range shown for every provider. */
export const ONRAMP_FEE_RANGE = '1-2%'
/** J-05: card limits (USD and EUR). */
export const ONRAMP_CARD_MIN = '10.00'
export const ONRAMP_CARD_MAX = '7500.00'
/** J-05: bank (ACH) limits (USD and EUR). */
export const ONRAMP_ACH_MIN = '10.00'
export const ONRAMP_ACH_MAX = '25000.00'
/** J-05, T-18: the chain ids of the default purchase currencies' networks (Ethereum, Polygon). */
export const ONRAMP_DEFAULT_CHAIN_IDS = ['1', '137'] as const
/** J-13: the namespaces the on-ramp is offered on. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** J-12: the features of the provider popup. */
export const ONRAMP_POPUP_FEATURES = 'width=600,height=800,scrollbars=yes'
/** J-15: how often BuyInProgress asks for the purchase's status. */
export const ONRAMP_STATUS_POLL_MS = 2_000
/** J-08: the quote id of the mock quote a failed quote endpoint gives. */
export const ONRAMP_MOCK_QUOTE_ID = 'mocked-quote-id'

const NETWORKS = {
  ethereum: { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: ONRAMP_DEFAULT_CHAIN_IDS[0] },
  polygon: { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: ONRAMP_DEFAULT_CHAIN_IDS[1] },
} as const

/** J-05: USDC on Ethereum and Polygon. */
export const ONRAMP_USDC: PurchaseCurrency = {
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { ...NETWORKS.ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { ...NETWORKS.polygon, contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174' },
  ],
}

/** J-05: ETH on Ethereum and Polygon. */
export const ONRAMP_ETH: PurchaseCurrency = {
  id: 'ETH',
  name: 'Ethereum',
  symbol: 'ETH',
  networks: [
    { ...NETWORKS.ethereum, contract_address: '' },
    { ...NETWORKS.polygon, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
  ],
}

const paymentCurrency = (id: string): PaymentCurrency => ({
  id,
  payment_method_limits: [
    { id: 'card', min: ONRAMP_CARD_MIN, max: ONRAMP_CARD_MAX },
    { id: 'ach_bank_account', min: ONRAMP_ACH_MIN, max: ONRAMP_ACH_MAX },
  ],
})

/** J-05: USD and EUR with their card and bank limits. */
export const ONRAMP_USD = /* @__PURE__ */ paymentCurrency('USD')
export const ONRAMP_EUR = /* @__PURE__ */ paymentCurrency('EUR')

/** J-04, J-05: what the modal falls back to when the options endpoint fails. */
export const ONRAMP_DEFAULT_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [ONRAMP_USDC, ONRAMP_ETH],
  paymentCurrencies: [ONRAMP_USD, ONRAMP_EUR],
}

/**
 * J-01, J-02: the providers the modal knows; a configured name outside this table is dropped. `sandbox` is
 * the development provider the gateway serves (its checkout sends devnet tokens).
 */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  {
    label: 'Meld.io',
    name: 'meld',
    feeRange: ONRAMP_FEE_RANGE,
    url: 'https://meldcrypto.com',
    supportedChains: ['eip155', 'solana'],
  },
  {
    label: 'MoonPay',
    name: 'moonpay',
    feeRange: ONRAMP_FEE_RANGE,
    url: 'https://www.moonpay.com',
    supportedChains: ['eip155', 'solana'],
  },
  {
    label: 'Sandbox (development)',
    name: 'sandbox',
    feeRange: ONRAMP_FEE_RANGE,
    url: '',
    supportedChains: ['eip155'],
  },
]

/** The provider names of {@link ONRAMP_PROVIDERS}. */
export const ONRAMP_PROVIDER_NAMES = /* @__PURE__ */ ONRAMP_PROVIDERS.map((p) => p.name)

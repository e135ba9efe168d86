import type { ChainNamespace } from '../types/network.js'

/** J-05, SPEC §3: a network a purchase currency can be bought on. */
export type OnrampNetwork = {
  name: string
  display_name: string
  /** The chain's reference (`'1'`, `'137'`, `'31337'`). */
  chain_id: string
  contract_address: string
}

/** SPEC §3: a currency the visitor can buy. */
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/** J-05: the min and max of one payment method, as decimal strings. */
export type PaymentMethodLimit = { id: string; min: string; max: string }

/** SPEC §3: a currency the visitor pays with, with its payment methods' limits. */
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] }

/** U-17: `GET /v1/onramp/options`. */
export type OnrampOptions = {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
}

/** J-09: a quote; amounts are decimal strings. */
export type OnrampQuote = {
  fees: { fee_amount: string; fee_currency: string; fee_type: string }[]
  paymentSubtotal: { amount: string; currency: string }
  paymentTotal: { amount: string; currency: string }
  purchaseAmount: { amount: string; currency: string }
  quoteId: string
}

/** J-01: an on-ramp provider the modal can list. */
export type OnrampProvider = {
  label: string
  name: string
  feeRange: string
  url: string
  supportedChains: ChainNamespace[]
}

/** J-15: the status of a purchase, as the history's `onramp` answer reports it. */
export type OnrampPurchaseStatus =
  | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
  | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
  | 'ONRAMP_TRANSACTION_STATUS_FAILED'

/** One purchase through a provider, from `GET /v1/account/{address}/history?onramp=<provider>`. */
export type OnrampPurchase = {
  id: string
  status: OnrampPurchaseStatus
  /** ISO 8601 time the purchase was opened. */
  createdAt: string
  chain: string
  /** The delivery transaction, once sent. */
  hash?: string
  purchaseAmount: { amount: string; currency: string }
  paymentTotal: { amount: string; currency: string }
}

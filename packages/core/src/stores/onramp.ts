import { createStore } from 'zustand/vanilla'
import { ONRAMP_USD, ONRAMP_USDC } from '../onramp/onrampDefaults.js'
import type {
  OnrampProvider,
  OnrampPurchaseStatus,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../onramp/onrampTypes.js'

/** J-03, V-12: the on-ramp state, plus the quote shown and the purchase BuyInProgress follows. */
export type OnrampState = {
  selectedProvider: OnrampProvider | null
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  purchaseAmount: number | undefined
  paymentAmount: string | undefined
  providers: OnrampProvider[]
  error: string | null
  quotesLoading: boolean
  quote: OnrampQuote | null
  /** When the provider's checkout was opened (ms), so BuyInProgress looks only at newer purchases. */
  purchaseStartedAt: number | undefined
  /** J-15: the followed purchase's status, once the history reports it. */
  purchaseStatus: OnrampPurchaseStatus | undefined
}

/** J-10: the defaults: USDC bought with USD, no provider, no amounts, no error. */
export const initialOnrampState = (providers: OnrampProvider[] = []): OnrampState => ({
  selectedProvider: null,
  purchaseCurrency: ONRAMP_USDC,
  paymentCurrency: ONRAMP_USD,
  purchaseCurrencies: [ONRAMP_USDC],
  paymentCurrencies: [],
  purchaseAmount: undefined,
  paymentAmount: undefined,
  providers,
  error: null,
  quotesLoading: false,
  quote: null,
  purchaseStartedAt: undefined,
  purchaseStatus: undefined,
})

/** The on-ramp store; its actions live in the lazy on-ramp controller. */
export const createOnrampStore = () => createStore<OnrampState>()(() => initialOnrampState())
export type OnrampStore = ReturnType<typeof createOnrampStore>

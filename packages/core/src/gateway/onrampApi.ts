import { GatewayError } from '../errors/errors.js'
import { setOnrampProviders } from '../onramp/onrampAmount.js'
import { ONRAMP_MOCK_QUOTE_ID } from '../onramp/onrampDefaults.js'
import type { OnrampOptions, OnrampProvider, OnrampQuote } from '../onramp/onrampTypes.js'
import type { Transaction } from '../types/accountData.js'
import { parseTransaction } from './accountApi.js'
import type { GatewayClient } from './client.js'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isAmount = (v: unknown): v is { amount: string; currency: string } =>
  isObject(v) && typeof v.amount === 'string' && typeof v.currency === 'string'

/** J-11, U-16: the body of `POST /v1/generators/onrampurl`. */
export type OnrampUrlRequest = {
  provider: string
  destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
  defaultNetwork: string
  partnerUserId: string
  defaultExperience: 'buy'
  presetCryptoAmount?: string
  presetFiatAmount: string
  fiatCurrency: string
  purchaseCurrency: string
}

/** J-07: the body of `POST /v1/onramp/quote`. */
export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
}

/** J-08: the 1:1 mock quote a failed quote endpoint gives. */
export function mockQuote(request: OnrampQuoteRequest): OnrampQuote {
  const amount = { amount: request.amount, currency: request.paymentCurrency }
  return {
    fees: [],
    paymentSubtotal: amount,
    paymentTotal: amount,
    purchaseAmount: { amount: request.amount, currency: request.paymentCurrency },
    quoteId: ONRAMP_MOCK_QUOTE_ID,
  }
}

/** A quote answer, checked; undefined when it is not one. */
function parseQuote(body: unknown): OnrampQuote | undefined {
  const q = isObject(body) ? body.quote : undefined
  if (!isObject(q) || typeof q.quoteId !== 'string' || !Array.isArray(q.fees)) return undefined
  if (!isAmount(q.paymentTotal) || !isAmount(q.paymentSubtotal) || !isAmount(q.purchaseAmount))
    return undefined
  return q as OnrampQuote
}

/** The gateway's on-ramp endpoints (U-16, U-17, U-18, and U-03 with `onramp`), typed and validated. */
export function createOnrampApi(gateway: Pick<GatewayClient, 'getJson' | 'postJson'>) {
  return {
    /** U-17, J-04: currencies, and the providers the project offers (J-02: only known names are kept). */
    async getOptions(): Promise<OnrampOptions & { providers: OnrampProvider[] }> {
      const body = await gateway.getJson<unknown>('v1/onramp/options')
      if (
        !isObject(body) ||
        !Array.isArray(body.purchaseCurrencies) ||
        !Array.isArray(body.paymentCurrencies)
      )
        throw new GatewayError('v1/onramp/options', 200, 'The gateway answered unexpected on-ramp options')
      return {
        purchaseCurrencies: body.purchaseCurrencies as OnrampOptions['purchaseCurrencies'],
        paymentCurrencies: body.paymentCurrencies as OnrampOptions['paymentCurrencies'],
        providers: setOnrampProviders(body.providers),
      }
    },
    /**
     * J-07, J-08: a quote. A failing endpoint (5xx, unreachable, or 404: the provider quotes on its own page)
     * gives the 1:1 mock quote; a refused request (400: an amount outside the limits) throws, so the
     * controller stores its message (J-06).
     */
    async getQuote(request: OnrampQuoteRequest & { provider?: string }): Promise<OnrampQuote> {
      try {
        const quote = parseQuote(await gateway.postJson<unknown>('v1/onramp/quote', request))
        if (!quote) throw new GatewayError('v1/onramp/quote', 200, 'The gateway answered an unexpected quote')
        return quote
      } catch (error) {
        if (error instanceof GatewayError && error.status === 400) throw error
        return mockQuote(request)
      }
    },
    /**
     * J-11: the provider's checkout URL for the buyer. `siwxToken`: the buyer's sign-in-with-X session, which
     * the gateway requires before it signs a URL with the operator's secret (MoonPay): proof the buyer holds
     * the address.
     */
    async getUrl(request: OnrampUrlRequest, siwxToken?: string): Promise<string> {
      const headers: Record<string, string> = siwxToken ? { authorization: `Bearer ${siwxToken}` } : {}
      const body = await gateway.postJson<unknown>('v1/generators/onrampurl', request, headers)
      if (!isObject(body) || typeof body.url !== 'string' || !/^https?:\/\//.test(body.url))
        throw new GatewayError('v1/generators/onrampurl', 200, 'The gateway answered an unexpected URL')
      return body.url
    },
    /** J-15: the address's purchases through a provider, newest first, with their status. */
    async getPurchases(address: string, provider: string): Promise<Transaction[]> {
      const path = `v1/account/${encodeURIComponent(address)}/history`
      const body = await gateway.getJson<unknown>(path, { onramp: provider })
      if (!isObject(body) || !Array.isArray(body.data)) return []
      return body.data.map(parseTransaction).filter((t): t is Transaction => t !== undefined)
    },
  }
}

export type OnrampApi = ReturnType<typeof createOnrampApi>

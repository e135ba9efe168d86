import { isAddressForNamespace } from '@portico/core'
import {
  checkOnrampAmount,
  ONRAMP_DEFAULT_OPTIONS,
  ONRAMP_EUR,
  ONRAMP_USD,
  type OnrampOptions,
  type OnrampQuote,
  type PaymentCurrency,
} from '@portico/core/onramp'
import { ApiError } from '../http/errors.js'
import { SIGNED_URL_PROVIDERS } from './buyerProof.js'
import type { BuyerRequest } from './buyerRequest.js'
import { meldUrl } from './meldUrl.js'
import { moonpayUrl } from './moonpayUrl.js'
import { type OnrampConfig, type OnrampProviderName, projectProviders } from './onrampConfig.js'
import { SANDBOX_FIAT_CURRENCIES } from './sandboxPricing.js'
import type { SandboxProvider } from './sandboxProvider.js'

/** J-11, U-16: a URL request, as the route's schema let it through. */
export interface UrlRequest {
  provider?: string
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  defaultNetwork: string
  partnerUserId?: string
  defaultExperience?: 'buy'
  presetCryptoAmount?: string | number
  presetFiatAmount?: string | number
  fiatCurrency?: string
  purchaseCurrency?: string
}

/** J-07, U-18: a quote request. */
export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string | number
  network?: string
  provider?: string
}

const bad = (field: string, message: string): never => {
  throw new ApiError(400, 'INVALID_PARAM', message, field)
}

const PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [ONRAMP_USD, ONRAMP_EUR]

/**
 * The on-ramp behind `/v1/onramp/*` and `/v1/generators/onrampurl`: which providers a project offers (per the
 * configuration), the options and quotes they give, and each provider's checkout URL for a buyer.
 */
export class OnrampService {
  constructor(
    private readonly config: OnrampConfig,
    private readonly devProjectId: string,
    private readonly sandbox: SandboxProvider,
  ) {}

  /** The providers a project offers (the sandbox only where it has a devnet chain to sell on). */
  providers(projectId: string): OnrampProviderName[] {
    const names = projectProviders(this.config, projectId, this.devProjectId)
    return names.filter((n) => n !== 'sandbox' || this.sandbox.chains().length > 0)
  }

  /** U-17, J-04: what the project's providers sell and take: pUSD for the sandbox, J-05's defaults for the others. */
  options(projectId: string): OnrampOptions & { providers: OnrampProviderName[] } {
    const providers = this.providers(projectId)
    const real = providers.some((p) => p !== 'sandbox')
    const sandboxCurrency = providers.includes('sandbox') ? this.sandbox.purchaseCurrency() : undefined
    return {
      providers,
      purchaseCurrencies: [
        ...(sandboxCurrency ? [sandboxCurrency] : []),
        ...(real ? ONRAMP_DEFAULT_OPTIONS.purchaseCurrencies : []),
      ],
      paymentCurrencies: real
        ? [...PAYMENT_CURRENCIES]
        : providers.length
          ? PAYMENT_CURRENCIES.filter((c) => (SANDBOX_FIAT_CURRENCIES as readonly string[]).includes(c.id))
          : [],
    }
  }

  /**
   * J-07, J-09: a quote; only the sandbox quotes. A real provider quotes on its own page: 404, and the modal
   * shows J-08's mock quote.
   */
  quote(projectId: string, body: QuoteRequest): OnrampQuote {
    const offered = this.providers(projectId)
    const fallback = offered.includes('sandbox') ? 'sandbox' : (offered[0] ?? '')
    const provider = this.provider(projectId, body.provider ?? fallback)
    if (provider !== 'sandbox') throw new ApiError(404, 'NOT_FOUND', `${provider} quotes on its own page`)
    const currency = this.sandbox.purchaseCurrency()
    if (!currency || ![currency.id, currency.symbol].includes(body.purchaseCurrency))
      bad('body.purchaseCurrency', `The sandbox sells only ${currency?.symbol ?? 'nothing here'}`)
    const amount = this.fiatAmount(
      'body.amount',
      body.amount,
      body.paymentCurrency,
      'body.paymentCurrency',
      true,
    )
    return this.sandbox.quote(amount, body.paymentCurrency)
  }

  /**
   * J-11, U-16: the provider's checkout URL for the buyer's wallet; never without a valid address. A provider of
   * {@link SIGNED_URL_PROVIDERS} is signed only after `prove(namespace, address)` resolved (the caller holds it).
   */
  async url(
    projectId: string,
    body: UrlRequest,
    prove: (namespace: string, address: string) => Promise<void>,
  ): Promise<string> {
    const provider = this.provider(projectId, body.provider ?? this.providers(projectId)[0] ?? '')
    const match = /^(eip155|solana):([-_a-zA-Z0-9]{1,32})$/.exec(body.defaultNetwork)
    if (!match)
      bad('body.defaultNetwork', 'defaultNetwork must be an eip155 or solana CAIP-2 network id (J-13)')
    const [, namespace, chainReference] = match as unknown as [string, 'eip155' | 'solana', string]
    const address = body.destinationWallets[0]?.address ?? ''
    if (!isAddressForNamespace(namespace, address))
      bad('body.destinationWallets[0].address', `address is not a valid ${namespace} address`)
    const fiatCurrency = body.fiatCurrency ?? 'USD'
    const sandbox = provider === 'sandbox'
    const fiatAmount =
      body.presetFiatAmount === undefined && !sandbox
        ? undefined
        : this.fiatAmount(
            'body.presetFiatAmount',
            body.presetFiatAmount,
            fiatCurrency,
            'body.fiatCurrency',
            sandbox,
          )
    const request: BuyerRequest = {
      address,
      namespace,
      chainReference,
      cryptoCurrency: body.purchaseCurrency ?? 'USDC',
      fiatCurrency,
      projectId,
      ...(fiatAmount ? { fiatAmount } : {}),
      ...(body.presetCryptoAmount !== undefined ? { cryptoAmount: String(body.presetCryptoAmount) } : {}),
    }
    if (SIGNED_URL_PROVIDERS.includes(provider)) await prove(namespace, address)
    if (provider === 'moonpay' && this.config.moonpay) return moonpayUrl(this.config.moonpay, request)
    if (provider === 'meld' && this.config.meld) return meldUrl(this.config.meld, request)
    const chainId = `${namespace}:${chainReference}`
    if (!this.sandbox.chains().some((c) => c.chainId === chainId))
      bad(
        'body.defaultNetwork',
        `The sandbox sells only on ${this.sandbox
          .chains()
          .map((c) => c.chainId)
          .join(', ')}`,
      )
    return this.sandbox.open({ ...request, chainId, fiatAmount: fiatAmount ?? '' })
  }

  private provider(projectId: string, name: string): OnrampProviderName {
    const offered = this.providers(projectId)
    const found = offered.find((p) => p === name)
    if (!found)
      bad('body.provider', `provider must be one this project offers: ${offered.join(', ') || 'none'}`)
    return found as OnrampProviderName
  }

  /** J-14, R-22: a fiat amount within the payment method's limits; the sandbox takes USD only. */
  private fiatAmount(
    field: string,
    raw: string | number | undefined,
    currencyId: string,
    currencyField: string,
    sandboxOnly: boolean,
  ): string {
    const currency = PAYMENT_CURRENCIES.find((c) => c.id === currencyId)
    const allowed = sandboxOnly
      ? (SANDBOX_FIAT_CURRENCIES as readonly string[])
      : PAYMENT_CURRENCIES.map((c) => c.id)
    if (!currency || !allowed.includes(currencyId))
      bad(currencyField, `${currencyField.replace('body.', '')} must be one of ${allowed.join(', ')}`)
    const check = checkOnrampAmount(raw === undefined ? undefined : String(raw), currency as PaymentCurrency)
    if (!check.valid)
      bad(
        field,
        check.reason === 'invalid'
          ? `${field.replace('body.', '')} must be a positive amount with at most 2 decimals`
          : check.message,
      )
    return String(raw)
  }
}

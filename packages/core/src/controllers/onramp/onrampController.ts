import { GatewayError } from '../../errors/errors.js'
import type { OnrampApi } from '../../gateway/onrampApi.js'
import { checkOnrampAmount, providersForNamespace } from '../../onramp/onrampAmount.js'
import { ONRAMP_DEFAULT_OPTIONS, ONRAMP_NAMESPACES } from '../../onramp/onrampDefaults.js'
import type {
  OnrampProvider,
  OnrampPurchaseStatus,
  OnrampQuote,
  PaymentCurrency,
} from '../../onramp/onrampTypes.js'
import { initialOnrampState, type OnrampStore } from '../../stores/onramp.js'
import type { CaipNetworkId } from '../../types/network.js'
import { activeAccount } from '../account/activeAccount.js'
import type { CoreContext } from '../context.js'

/** A purchase opened this long before the checkout (clock skew between modal and gateway) still counts. */
const PURCHASE_CLOCK_SLACK_MS = 60_000

/** The gateway's message for a refused request (its JSON `message`), else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof GatewayError && error.details) {
    try {
      const body = JSON.parse(error.details) as { message?: unknown }
      if (typeof body.message === 'string') return body.message
    } catch {
      // Not JSON: fall through.
    }
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * J: the on-ramp's actions over its store: options (J-04), provider and amount, quotes (J-06..J-09), the
 * provider URL (J-11) and the purchase status BuyInProgress polls (J-15). A lazy chunk.
 */
export function createOnrampController(
  ctx: CoreContext,
  deps: {
    store: OnrampStore
    api: OnrampApi
    refreshAccount: () => Promise<unknown>
    /** The token of the buyer's live sign-in-with-X session on that network, if any (see `OnrampApi.getUrl`). */
    siwxToken?: (caipNetworkId: CaipNetworkId, address: string) => Promise<string | undefined>
  },
) {
  const { store } = deps
  const offered = () => {
    const namespace = ctx.chains.getState().activeChain
    return namespace && ONRAMP_NAMESPACES.includes(namespace) ? namespace : undefined
  }

  /** J-04, J-13: loads the options; a failure falls back to J-05's defaults; off eip155/solana, empty lists. */
  async function loadOptions(): Promise<void> {
    const namespace = offered()
    if (!namespace) {
      store.setState({ purchaseCurrencies: [], paymentCurrencies: [], providers: [] })
      return
    }
    const options = await deps.api
      .getOptions()
      .catch(() => ({ ...ONRAMP_DEFAULT_OPTIONS, providers: [] as OnrampProvider[] }))
    const reference = ctx.chains.getState().activeCaipNetwork?.caipNetworkId.split(':')[1]
    const onChain = options.purchaseCurrencies.find((c) => c.networks.some((n) => n.chain_id === reference))
    const defaults = initialOnrampState()
    store.setState({
      purchaseCurrencies: options.purchaseCurrencies,
      paymentCurrencies: options.paymentCurrencies,
      providers: providersForNamespace(options.providers, namespace),
      purchaseCurrency: onChain ?? options.purchaseCurrencies[0] ?? defaults.purchaseCurrency,
      paymentCurrency: options.paymentCurrencies[0] ?? defaults.paymentCurrency,
    })
  }

  function selectProvider(provider: OnrampProvider | null): void {
    store.setState({ selectedProvider: provider, error: null })
  }

  function setPaymentAmount(amount: string | undefined): void {
    store.setState({
      paymentAmount: amount || undefined,
      quote: null,
      purchaseAmount: undefined,
      error: null,
    })
  }

  function setPaymentCurrency(currency: PaymentCurrency): void {
    store.setState({ paymentCurrency: currency, quote: null, purchaseAmount: undefined })
  }

  /** J-06..J-09: a quote for the amount; on error the message is stored and null returned. */
  async function getQuote(): Promise<OnrampQuote | null> {
    const { paymentAmount, paymentCurrency, purchaseCurrency, selectedProvider } = store.getState()
    if (!offered() || !checkOnrampAmount(paymentAmount, paymentCurrency).valid) return null
    store.setState({ quotesLoading: true, error: null })
    try {
      const quote = await deps.api.getQuote({
        purchaseCurrency: purchaseCurrency.id,
        paymentCurrency: paymentCurrency.id,
        amount: paymentAmount ?? '0',
        network: purchaseCurrency.symbol,
        ...(selectedProvider ? { provider: selectedProvider.name } : {}),
      })
      // The amount may have changed while the quote was in flight.
      if (store.getState().paymentAmount !== paymentAmount) return null
      store.setState({ quote, purchaseAmount: Number(quote.purchaseAmount.amount) })
      return quote
    } catch (error) {
      store.setState({ error: errorMessage(error) })
      return null
    } finally {
      store.setState({ quotesLoading: false })
    }
  }

  /**
   * J-11, J-12: the selected provider's checkout URL for the connected address; marks the purchase as started
   * for BuyInProgress. Throws with the gateway's message when refused; '' off eip155/solana.
   */
  async function getProviderUrl(): Promise<string> {
    const active = activeAccount(ctx)
    const { selectedProvider, paymentAmount, paymentCurrency, purchaseCurrency, purchaseAmount } =
      store.getState()
    if (!active || !offered() || !selectedProvider) return ''
    const network = active.network.caipNetworkId
    try {
      const siwxToken = await deps.siwxToken?.(network, active.address)
      const url = await deps.api.getUrl(
        {
          provider: selectedProvider.name,
          destinationWallets: [
            { address: active.address, blockchains: [network], assets: [purchaseCurrency.symbol] },
          ],
          defaultNetwork: network,
          partnerUserId: active.address,
          defaultExperience: 'buy',
          ...(purchaseAmount !== undefined ? { presetCryptoAmount: String(purchaseAmount) } : {}),
          presetFiatAmount: paymentAmount ?? '',
          fiatCurrency: paymentCurrency.id,
          purchaseCurrency: purchaseCurrency.symbol,
        },
        siwxToken,
      )
      store.setState({ purchaseStartedAt: ctx.now(), purchaseStatus: undefined, error: null })
      return url
    } catch (error) {
      store.setState({ error: errorMessage(error) })
      throw error
    }
  }

  /**
   * J-15: the status of the purchase opened last, from the history's `onramp` answer; on success the account's
   * balances and activity are fetched again.
   */
  async function fetchPurchaseStatus(): Promise<OnrampPurchaseStatus | undefined> {
    const active = activeAccount(ctx)
    const { selectedProvider, purchaseStartedAt } = store.getState()
    if (!active || !selectedProvider || purchaseStartedAt === undefined) return undefined
    const purchases = await deps.api.getPurchases(active.address, selectedProvider.name)
    const since = purchaseStartedAt - PURCHASE_CLOCK_SLACK_MS
    const latest = purchases.find((p) => Date.parse(p.metadata.minedAt) >= since)
    const status = latest?.metadata.status as OnrampPurchaseStatus | undefined
    if (status === store.getState().purchaseStatus) return status
    store.setState({ purchaseStatus: status })
    if (status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') await deps.refreshAccount()
    return status
  }

  /** J-10: back to the defaults (the providers stay). */
  function resetState(): void {
    store.setState(initialOnrampState(store.getState().providers))
  }

  return {
    loadOptions,
    selectProvider,
    setPaymentAmount,
    setPaymentCurrency,
    getQuote,
    getProviderUrl,
    fetchPurchaseStatus,
    resetState,
  }
}

export type OnrampController = ReturnType<typeof createOnrampController>

import type { CoreContext } from '../controllers/context.js'
import type { OnrampController } from '../controllers/onramp/onrampController.js'

/**
 * The on-ramp's public actions (J). The controller and its gateway calls are a lazy chunk, imported on the
 * first call, so the connect path does not carry them. `refreshAccount` fetches balances and activity again
 * once a purchase has arrived.
 */
export function createOnrampActions(ctx: CoreContext, deps: { refreshAccount: () => Promise<unknown> }) {
  let loaded: Promise<OnrampController> | undefined
  const controller = () =>
    (loaded ??= Promise.all([
      import('../controllers/onramp/onrampController.js'),
      import('../gateway/onrampApi.js'),
    ]).then(([c, a]) => c.createOnrampController(ctx, { api: a.createOnrampApi(ctx.gateway), ...deps })))
  type C = OnrampController
  return {
    /** J-04: loads the on-ramp options and the providers for the active namespace. */
    loadOnrampOptions: async () => (await controller()).loadOptions(),
    selectOnrampProvider: async (p: Parameters<C['selectProvider']>[0]) =>
      (await controller()).selectProvider(p),
    setOnrampAmount: async (a: Parameters<C['setPaymentAmount']>[0]) =>
      (await controller()).setPaymentAmount(a),
    setOnrampPaymentCurrency: async (c: Parameters<C['setPaymentCurrency']>[0]) =>
      (await controller()).setPaymentCurrency(c),
    /** J-06..J-09: a quote for the entered amount (null on error, stored in `error`). */
    getOnrampQuote: async () => (await controller()).getQuote(),
    /** J-11: the selected provider's checkout URL for the connected address. */
    getOnrampUrl: async () => (await controller()).getProviderUrl(),
    /** J-15: the status of the purchase opened last. */
    fetchOnrampStatus: async () => (await controller()).fetchPurchaseStatus(),
    /** J-10: back to the on-ramp defaults. */
    resetOnramp: async () => (await controller()).resetState(),
  }
}

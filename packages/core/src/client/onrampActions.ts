import type { CoreContext } from '../controllers/context.js'
import type { OnrampFeature } from '../controllers/onramp/onrampFeature.js'

/**
 * The on-ramp (J): `onramp()` resolves its store and actions, created on the first call in a lazy chunk, so
 * the connect path carries neither. `refreshAccount` fetches balances and activity again once a purchase has
 * arrived.
 */
export function createOnrampLoader(ctx: CoreContext, deps: { refreshAccount: () => Promise<unknown> }) {
  let loaded: Promise<OnrampFeature> | undefined
  return {
    /** J: the on-ramp's store (`store`, J-03) and actions (options, quote, URL, purchase status, reset). */
    onramp: (): Promise<OnrampFeature> =>
      (loaded ??= import('../controllers/onramp/onrampFeature.js').then((m) =>
        m.createOnrampFeature(ctx, deps),
      )),
  }
}

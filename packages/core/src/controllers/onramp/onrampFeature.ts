import { createOnrampApi } from '../../gateway/onrampApi.js'
import { checkOnrampAmount } from '../../onramp/onrampAmount.js'
import {
  ONRAMP_MOCK_QUOTE_ID,
  ONRAMP_POPUP_FEATURES,
  ONRAMP_STATUS_POLL_MS,
} from '../../onramp/onrampDefaults.js'
import type { OnrampQuote } from '../../onramp/onrampTypes.js'
import { createOnrampStore } from '../../stores/onramp.js'
import type { CaipNetworkId } from '../../types/network.js'
import type { CoreContext } from '../context.js'
import { createOnrampController } from './onrampController.js'

/** The token of a live sign-in-with-X session of `address` on that network, when the app uses SIWX. */
async function siwxToken(ctx: CoreContext, caipNetworkId: CaipNetworkId, address: string) {
  if (!ctx.options.getState().siwx) return undefined
  const { resolveSiwx } = await import('../siwx/siwxController.js')
  const sessions = (await resolveSiwx(ctx)?.getSessions(caipNetworkId, address)) ?? []
  return sessions.find((session) => session.token)?.token
}

/**
 * The on-ramp's lazy chunk: its store (J-03), its controller over the gateway's on-ramp endpoints, and the
 * helpers and constants the views need. The views take these from here rather than from the package index:
 * importing them through the index put the on-ramp modules in the first chunk (docs/decisions.md).
 */
export function createOnrampFeature(ctx: CoreContext, deps: { refreshAccount: () => Promise<unknown> }) {
  const store = createOnrampStore()
  return {
    store,
    ...createOnrampController(ctx, {
      store,
      api: createOnrampApi(ctx.gateway),
      siwxToken: (caipNetworkId, address) => siwxToken(ctx, caipNetworkId, address),
      ...deps,
    }),
    /** J-14: {@link checkOnrampAmount}. */
    checkAmount: checkOnrampAmount,
    /** J-08: the quote is the stand-in of a failed endpoint (the provider's page gives the real one). */
    isMockQuote: (quote: OnrampQuote) => quote.quoteId === ONRAMP_MOCK_QUOTE_ID,
    /** J-12: the popup's window features. */
    popupFeatures: ONRAMP_POPUP_FEATURES,
    /** J-15: how often BuyInProgress polls. */
    statusPollMs: ONRAMP_STATUS_POLL_MS,
  }
}

export type OnrampFeature = ReturnType<typeof createOnrampFeature>

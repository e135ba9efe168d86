import { createOnrampApi } from '../../gateway/onrampApi.js'
import { createOnrampStore } from '../../stores/onramp.js'
import type { CoreContext } from '../context.js'
import { createOnrampController } from './onrampController.js'

/** The on-ramp's lazy chunk: its store (J-03) and its controller over the gateway's on-ramp endpoints. */
export function createOnrampFeature(ctx: CoreContext, deps: { refreshAccount: () => Promise<unknown> }) {
  const store = createOnrampStore()
  return { store, ...createOnrampController(ctx, { store, api: createOnrampApi(ctx.gateway), ...deps }) }
}

export type OnrampFeature = ReturnType<typeof createOnrampFeature>

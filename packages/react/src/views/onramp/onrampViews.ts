/** The on-ramp views in one lazy chunk: BuyInProgress is reached only from OnRampProviders. */
export { BuyInProgressView } from './BuyInProgress.js'
export { OnRampProvidersView } from './OnRampProviders.js'

import type { OnrampFeature, PorticoClient } from '@portico/core'
import { useLazyFeature } from '../../hooks/useLazyFeature.js'

const load = (portico: PorticoClient) => portico.onramp()

/** The on-ramp's store and actions, once their lazy chunk has loaded (undefined until then). */
export const useOnramp = (): OnrampFeature | undefined => useLazyFeature(load)

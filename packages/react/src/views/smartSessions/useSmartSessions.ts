import type { PorticoClient, SmartSessionsFeature } from '@portico/core'
import { useLazyFeature } from '../../hooks/useLazyFeature.js'

const load = (portico: PorticoClient) => portico.smartSessions()

/** The smart sessions' store and actions, once their lazy chunk has loaded (undefined until then). */
export const useSmartSessions = (): SmartSessionsFeature | undefined => useLazyFeature(load)

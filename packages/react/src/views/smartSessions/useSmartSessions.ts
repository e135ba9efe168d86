import type { SmartSessionsFeature } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context.js'

/** The smart sessions' store and actions, once their lazy chunk has loaded (undefined until then). */
export function useSmartSessions(): SmartSessionsFeature | undefined {
  const portico = usePorticoInstance()
  const [feature, setFeature] = useState<SmartSessionsFeature>()
  useEffect(() => {
    let live = true
    void portico.smartSessions().then((f) => live && setFeature(f))
    return () => {
      live = false
    }
  }, [portico])
  return feature
}

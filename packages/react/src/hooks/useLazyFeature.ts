import type { PorticoClient } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'

/**
 * A feature whose store and actions load on demand (`portico.onramp()`, `portico.smartSessions()`): undefined
 * until its lazy chunk has loaded, then the feature. `load` must be stable (a module-level function).
 */
export function useLazyFeature<F>(load: (portico: PorticoClient) => Promise<F>): F | undefined {
  const portico = usePorticoInstance()
  const [feature, setFeature] = useState<F>()
  useEffect(() => {
    let live = true
    void load(portico).then((f) => live && setFeature(() => f))
    return () => {
      live = false
    }
  }, [portico, load])
  return feature
}

import type { OnrampFeature } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context.js'

/** The on-ramp's store and actions, once their lazy chunk has loaded (undefined until then). */
export function useOnramp(): OnrampFeature | undefined {
  const portico = usePorticoInstance()
  const [feature, setFeature] = useState<OnrampFeature>()
  useEffect(() => {
    let live = true
    void portico.onramp().then((f) => live && setFeature(f))
    return () => {
      live = false
    }
  }, [portico])
  return feature
}

import type { ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../context.js'

/** Disconnects one namespace or all of them. */
export function useDisconnect() {
  const portico = usePorticoInstance()
  return useMemo(
    () => ({ disconnect: (namespace?: ChainNamespace) => portico.disconnect(namespace) }),
    [portico],
  )
}

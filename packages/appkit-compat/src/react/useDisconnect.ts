import type { ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.js'

/** AppKit's `useDisconnect`: `disconnect()` disconnects every namespace, `disconnect({ namespace })` one. */
export function useDisconnect() {
  const portico = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: async (options: { namespace?: ChainNamespace } = {}) =>
        portico.disconnect(options.namespace),
    }),
    [portico],
  )
}

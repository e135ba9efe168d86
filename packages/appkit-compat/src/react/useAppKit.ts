import type { OpenParameters } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.js'

/** AppKit's `useAppKit`: opens the dialog (optionally on a `view` and a `namespace`) and closes it. */
export function useAppKit() {
  const portico = useAppKitInstance()
  return useMemo(
    () => ({
      open: async (options?: OpenParameters) => portico.open(options),
      close: async () => portico.close(),
    }),
    [portico],
  )
}

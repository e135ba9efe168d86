import type { OpenParameters } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../context.js'

/** open and close the dialog. */
export function usePortico() {
  const portico = usePorticoInstance()
  return useMemo(
    () => ({ open: (parameters?: OpenParameters) => portico.open(parameters), close: () => portico.close() }),
    [portico],
  )
}

import { isEip155Address, SEARCH_DEBOUNCE_MS } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context.js'

/** A receiver typed as a name (it has a dot and is not an address). */
const looksLikeName = (value: string | undefined): value is string =>
  !!value && value.includes('.') && !isEip155Address(value.trim())

/**
 * G, L-08: when the send form's receiver is a name, resolves it to an address after 500 ms of quiet and puts
 * the address in the form (the input keeps showing the name). Returns the resolution error, if any.
 */
export function useReceiverName(receiver: string | undefined): string | undefined {
  const portico = usePorticoInstance()
  const [error, setError] = useState<string>()
  useEffect(() => {
    setError(undefined)
    if (!looksLikeName(receiver)) return
    let current = true
    const timer = setTimeout(() => {
      portico.resolveName(receiver).then(
        (address) => {
          if (!current) return
          if (address) portico.stores.send.getState().setResolvedReceiver(receiver.trim(), address)
        },
        (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [portico, receiver])
  return error
}

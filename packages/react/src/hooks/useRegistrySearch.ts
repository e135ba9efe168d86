import { SEARCH_DEBOUNCE_MS } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'

/**
 * C-15, C-17: loads the registry's first page on mount (once per instance) and searches the typed text
 * 500 ms after its last change. Returns the text and its setter. Shared by All Wallets and `useWalletList`.
 */
export function useRegistrySearch(): [query: string, setQuery: (query: string) => void] {
  const portico = usePorticoInstance()
  const [query, setQuery] = useState(() => portico.stores.registry.getState().searchQuery)

  useEffect(() => {
    if (portico.stores.registry.getState().page === 0) void portico.wallets.fetchNextPage()
  }, [portico])

  useEffect(() => {
    if (query.trim() === portico.stores.registry.getState().searchQuery) return
    const timer = setTimeout(() => void portico.wallets.search(query), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, portico])

  return [query, setQuery]
}

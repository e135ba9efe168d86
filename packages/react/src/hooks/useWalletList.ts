import type { WalletListEntry } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoInstance } from '../context.js'
import { useRegistrySearch } from './useRegistrySearch.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link useWalletList} returns: the registry's wallets as the All Wallets view shows them. */
export type WalletList = {
  /**
   * Featured, recommended, then the loaded pages (de-duplicated by id); while searching, the search results.
   * On a phone, only wallets with a `mobile_link` (C-29).
   */
  wallets: WalletListEntry[]
  /** The search text as typed (the search itself runs 500 ms after the last change, C-17). */
  query: string
  /** Sets the search text; an empty text goes back to the paged list. */
  setQuery(query: string): void
  /** Loads the next page of 40 (C-15); does nothing while a page loads or when all are loaded. */
  loadMore(): Promise<void>
  /** More pages are on the gateway (false while searching). */
  hasMore: boolean
  /** How many registry wallets the gateway reported for this app (C-15). */
  count: number
  /** A page or a search is loading. */
  isLoading: boolean
  /** The last failed registry request's message; `retry()` asks again. */
  error: string | undefined
  retry(): Promise<void>
  /** The image URL of a wallet (image_url, else the gateway's image by id, C-19). */
  walletImage(wallet: WalletListEntry): string
}

/**
 * Headless: the registry's wallet list with search and paging, over the same controller as the All Wallets
 * view. The first page loads on mount; `loadMore()` pages on; `setQuery` searches after the debounce.
 *
 * @example
 * const { wallets, query, setQuery, loadMore, hasMore } = useWalletList()
 */
export function useWalletList(): WalletList {
  const portico = usePorticoInstance()
  const registry = useStoreSelector(portico.stores.registry, (s) => s)
  const [query, setQuery] = useRegistrySearch()

  const searching = registry.searchQuery.length > 0
  const wallets = useMemo(() => {
    const all = searching
      ? registry.search
      : [...registry.featured, ...registry.recommended, ...registry.wallets]
    // C-29: on a phone, only wallets a link can open.
    return portico.wallets.forPlatform(all.filter((w, i) => all.findIndex((x) => x.id === w.id) === i))
  }, [portico, searching, registry.search, registry.featured, registry.recommended, registry.wallets])

  const loadMore = useCallback(() => portico.wallets.fetchNextPage(), [portico])
  const retry = useCallback(() => portico.wallets.retry(), [portico])
  const walletImage = useCallback((wallet: WalletListEntry) => portico.wallets.walletImage(wallet), [portico])

  return {
    wallets,
    query,
    setQuery,
    loadMore,
    hasMore: !searching && (registry.page === 0 || registry.wallets.length < registry.count),
    count: registry.count,
    isLoading: registry.loadingPage || registry.searching,
    error: registry.error,
    retry,
    walletImage,
  }
}

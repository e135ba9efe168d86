import {
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_MIN_WAIT_MS,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
} from '../constants.js'
import type { Connector } from '../types/connector.js'
import type { WalletListEntry } from '../types/wallet.js'
import { filterWalletsByNamespace, filterWalletsForPlatform } from './connectorList.js'
import type { CoreContext } from './context.js'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** sorts wallets into the order of `ids`; without ids the gateway's order stays. */
export function sortByIdOrder(wallets: WalletListEntry[], ids: readonly string[]): WalletListEntry[] {
  if (!ids.length) return wallets
  const rank = (id: string) => {
    const index = ids.indexOf(id)
    return index === -1 ? ids.length : index
  }
  return [...wallets].sort((a, b) => rank(a.id) - rank(b.id))
}
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The wallet registry: featured, recommended, All Wallets pages and search (C-12 to C-18). */
export function createWalletsController(ctx: CoreContext) {
  const once = new Map<string, Promise<void>>()
  const memo = (key: string, run: () => Promise<void>) => {
    const existing = once.get(key)
    if (existing) return existing
    const promise = run().catch((error) => {
      once.delete(key)
      ctx.logger.warn(`${key} failed`, error)
    })
    once.set(key, promise)
    return promise
  }

  /** C-28: the namespace the dialog was opened for, if any. */
  const namespaceFilter = () => ctx.connectors.getState().filterByNamespace
  const requestedChains = () => {
    const namespace = namespaceFilter()
    return ctx.chains
      .getState()
      .caipNetworks.filter((n) => !namespace || n.chainNamespace === namespace)
      .map((n) => n.caipNetworkId)
  }
  const recommendedByNamespace = new Map<string, WalletListEntry[]>()
  const options = () => ctx.options.getState()

  /** C-12: resolves excluded ids to the rdns and names that connectors can match. */
  const resolveExcluded = () =>
    memo('excludedWallets', async () => {
      const ids = options().excludeWalletIds
      if (!ids.length) return
      const { data } = await ctx.gateway.getWallets({ page: 1, entries: ids.length, include: ids })
      ctx.connectors.setState({ excludedWallets: data.map((w) => ({ rdns: w.rdns ?? null, name: w.name })) })
    })

  /** featured wallets, in the order the app gave. */
  const fetchFeatured = () =>
    memo('featured', async () => {
      const ids = options().featuredWalletIds
      if (!ids.length) return
      const { data } = await ctx.gateway.getWallets({ page: 1, entries: ids.length, include: ids })
      ctx.registry.setState({ featured: sortByIdOrder(data, ids) })
    })

  /** C-16: recommended wallets (A-12: only the included ids, in their order); failures leave the list empty. */
  const fetchRecommended = () => {
    // C-28: one list per namespace filter; the list shown is the one of the current filter.
    const namespace = namespaceFilter()
    const key = namespace ?? '*'
    const show = () => {
      const list = recommendedByNamespace.get(key)
      if (list && namespaceFilter() === namespace) ctx.registry.setState({ recommended: list })
    }
    return memo(`recommended:${key}`, async () => {
      const o = options()
      ctx.registry.setState({ isFetchingRecommended: true })
      try {
        const { data, count } = await ctx.gateway.getWallets({
          page: 1,
          entries: RECOMMENDED_WALLETS_COUNT,
          include: o.includeWalletIds,
          exclude: [...o.excludeWalletIds, ...o.featuredWalletIds],
          chains: requestedChains(),
        })
        const sorted = sortByIdOrder(data, o.includeWalletIds)
        recommendedByNamespace.set(key, filterWalletsByNamespace(sorted, namespace))
        ctx.registry.setState({ recommendedCount: count })
      } finally {
        ctx.registry.setState({ isFetchingRecommended: false })
      }
    }).then(show)
  }

  /** C-18: on open, prefetch what the Connect view shows; featured and recommended only when not connected. */
  function prefetch() {
    void resolveExcluded()
    if (ctx.chains.getState().activeCaipAddress) return
    void fetchFeatured()
    void fetchRecommended()
  }

  /** C-15: loads the next All Wallets page (40 per page), de-duplicated by id. */
  async function fetchNextPage() {
    const state = ctx.registry.getState()
    if (state.loadingPage) return
    if (state.page > 0 && state.wallets.length >= state.count) return
    const o = options()
    const page = state.page + 1
    ctx.registry.setState({ loadingPage: true, error: undefined })
    try {
      const { data, count } = await ctx.gateway.getWallets({
        page,
        entries: WALLETS_PAGE_SIZE,
        include: o.includeWalletIds,
        exclude: [...state.recommended.map((w) => w.id), ...o.excludeWalletIds, ...o.featuredWalletIds],
        chains: requestedChains(),
      })
      const seen = new Set(ctx.registry.getState().wallets.map((w) => w.id))
      const fresh = sortByIdOrder(
        data.filter((w) => !seen.has(w.id)),
        o.includeWalletIds,
      )
      ctx.registry.setState((s) => ({
        wallets: [...s.wallets, ...fresh],
        count: Math.max(s.count, count),
        page,
      }))
    } catch (error) {
      ctx.registry.setState({ error: messageOf(error) })
    } finally {
      ctx.registry.setState({ loadingPage: false })
    }
  }

  let searchSeq = 0
  /** C-17: searches 100 entries; results show no sooner than 300 ms after the request starts. */
  async function search(query: string, badge?: string) {
    const trimmed = query.trim()
    const seq = ++searchSeq
    ctx.registry.setState({ searchQuery: trimmed, searching: trimmed.length > 0, error: undefined })
    if (!trimmed) return ctx.registry.setState({ search: [] })
    ctx.events.emit({ type: 'SEARCH_WALLET', data: { search: trimmed, ...(badge ? { badge } : {}) } })
    const o = options()
    try {
      const [{ data }] = await Promise.all([
        ctx.gateway.getWallets({
          page: 1,
          entries: WALLETS_SEARCH_SIZE,
          search: trimmed,
          include: o.includeWalletIds,
          exclude: o.excludeWalletIds,
          chains: requestedChains(),
          ...(badge ? { badge_type: badge } : {}),
        }),
        wait(SEARCH_MIN_WAIT_MS),
      ])
      if (seq === searchSeq) ctx.registry.setState({ search: data, searching: false })
    } catch (error) {
      if (seq === searchSeq) ctx.registry.setState({ search: [], searching: false, error: messageOf(error) })
    }
  }

  /** C-30: the wallets All Wallets lists (featured, then the rest of the registry), for the row's tag. */
  function allWalletsCount(): number {
    const { featured, recommended, recommendedCount, count } = ctx.registry.getState()
    return featured.length + Math.max(recommendedCount, recommended.length + count)
  }

  /** Clears a failed state so the view can retry. */
  function retry() {
    ctx.registry.setState({ error: undefined })
    const { searchQuery } = ctx.registry.getState()
    return searchQuery ? search(searchQuery) : fetchNextPage()
  }

  /** The image URL of a registry wallet: an explicit image_url wins over image_id (C-19). */
  function walletImage(wallet: Pick<WalletListEntry, 'image_url' | 'image_id' | 'id'>): string {
    if (wallet.image_url) return wallet.image_url
    return ctx.gateway.walletImageUrl(wallet.image_id ?? wallet.id)
  }

  /**
   * C-19: a connector's image: the wallet's own icon (an EIP-6963 `data:` icon, a wallet-standard icon), else
   * the gateway's wallet image for its registry id, rdns or name slug (the wallet's logo, or a monogram).
   */
  function connectorImage(connector: Pick<Connector, 'info' | 'imageUrl' | 'explorerId' | 'name'>): string {
    const own = connector.info?.icon ?? connector.imageUrl
    if (own) return own
    const slug = connector.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return ctx.gateway.walletImageUrl(
      connector.explorerId ?? connector.info?.rdns ?? (slug.slice(0, 64) || 'wallet'),
    )
  }

  /** C-29: the catalogue wallets this device can open (on a phone, those with a `mobile_link`). */
  const forPlatform = (wallets: readonly WalletListEntry[]) =>
    filterWalletsForPlatform(wallets, { isMobile: ctx.isMobile() })

  return {
    prefetch,
    forPlatform,
    allWalletsCount,
    fetchNextPage,
    search,
    retry,
    walletImage,
    connectorImage,
    fetchRecommended,
    fetchFeatured,
    resolveExcluded,
  }
}

export type WalletsController = ReturnType<typeof createWalletsController>

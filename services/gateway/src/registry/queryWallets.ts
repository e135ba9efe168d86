import type { WalletRecord } from './walletRepo.js'

/** C-15: default page size for `GET /getWallets`. */
export const DEFAULT_ENTRIES = 40
/** C-17: the largest page `GET /getWallets` returns; larger `entries` are capped. */
export const MAX_ENTRIES = 100

/** A wallet with its precomputed search key. */
export interface IndexedWallet {
  wallet: WalletRecord
  lowerName: string
}

/** Query accepted by {@link queryWallets}. */
export interface WalletQuery {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  badgeType?: string
}

/** Stable paging order: `order` (missing last), then name, then id, by code unit so every host agrees. */
export function sortWallets(wallets: readonly WalletRecord[]): IndexedWallet[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return wallets
    .map((wallet) => ({ wallet, lowerName: wallet.name.toLowerCase() }))
    .sort(
      (a, b) =>
        (a.wallet.order ?? Number.MAX_SAFE_INTEGER) - (b.wallet.order ?? Number.MAX_SAFE_INTEGER) ||
        cmp(a.lowerName, b.lowerName) ||
        cmp(a.wallet.id, b.wallet.id),
    )
}

/**
 * Filters and pages the sorted registry (C-15 to C-17). Search ignores case; names that start with the
 * term come first, then names that contain it, each group in paging order. A chains filter keeps wallets
 * whose chains are unknown (`null`): an unknown list does not show that the wallet lacks the chain.
 * `badgeType` `none` (or absent) filters nothing; any other value keeps wallets with that badge.
 */
export function queryWallets(
  all: readonly IndexedWallet[],
  q: WalletQuery,
): { data: WalletRecord[]; count: number } {
  let list = all
  if (q.include?.length) {
    const include = new Set(q.include)
    list = list.filter((w) => include.has(w.wallet.id))
  }
  if (q.exclude?.length) {
    const exclude = new Set(q.exclude)
    list = list.filter((w) => !exclude.has(w.wallet.id))
  }
  if (q.chains?.length) {
    const chains = new Set(q.chains)
    list = list.filter((w) => !w.wallet.chains || w.wallet.chains.some((c) => chains.has(c)))
  }
  if (q.badgeType && q.badgeType !== 'none') list = list.filter((w) => w.wallet.badge_type === q.badgeType)
  const term = q.search?.trim().toLowerCase()
  if (term) {
    const prefix: IndexedWallet[] = []
    const inner: IndexedWallet[] = []
    for (const w of list) {
      if (w.lowerName.startsWith(term)) prefix.push(w)
      else if (w.lowerName.includes(term)) inner.push(w)
    }
    list = prefix.concat(inner)
  }
  const entries = Math.min(Math.max(Math.trunc(q.entries), 1), MAX_ENTRIES)
  const start = (Math.max(Math.trunc(q.page), 1) - 1) * entries
  return { data: list.slice(start, start + entries).map((w) => w.wallet), count: list.length }
}

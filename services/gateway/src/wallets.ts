import { readFileSync } from 'node:fs'

/** Default page size for `GET /getWallets`. */
export const DEFAULT_ENTRIES = 40
/** Maximum page size for `GET /getWallets`. */
export const MAX_ENTRIES = 100

/** A wallet entry as stored in the shared registry file (only the fields the gateway reads are typed). */
export interface WalletRecord {
  id: string
  name: string
  order: number | null
  chains: string[] | null
  [key: string]: unknown
}

/** Query accepted by {@link queryWallets}. */
export interface WalletQuery {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

/** Loads the registry file and sorts it in the stable paging order: `order`, then name, then id. */
export function loadWallets(file: string): WalletRecord[] {
  const list = JSON.parse(readFileSync(file, 'utf8')) as WalletRecord[]
  return list.sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  )
}

/**
 * Filters and pages the registry. Wallets whose chains are unknown (`null`) are kept by a chains
 * filter, because an unknown list cannot prove the wallet lacks the chain.
 */
export function queryWallets(all: WalletRecord[], q: WalletQuery): { data: WalletRecord[]; count: number } {
  let list = all
  if (q.include?.length) list = list.filter((w) => q.include?.includes(w.id))
  if (q.exclude?.length) list = list.filter((w) => !q.exclude?.includes(w.id))
  if (q.chains?.length) list = list.filter((w) => !w.chains || w.chains.some((c) => q.chains?.includes(c)))
  if (q.search) {
    const s = q.search.toLowerCase()
    const prefix = list.filter((w) => w.name.toLowerCase().startsWith(s))
    const inner = list.filter((w) => !w.name.toLowerCase().startsWith(s) && w.name.toLowerCase().includes(s))
    list = [...prefix, ...inner]
  }
  const entries = Math.min(Math.max(q.entries, 1), MAX_ENTRIES)
  const start = (Math.max(q.page, 1) - 1) * entries
  return { data: list.slice(start, start + entries), count: list.length }
}

import type { WalletListEntry } from '@portico/core'

/**
 * A fetch that answers the gateway's wallet registry (`/getWallets`: page, entries, search, exclude) from a
 * scripted list, records each URL, and answers everything else with 503. jsdom tests cannot run the gateway
 * (its own tests and the browser tests cover the real endpoint).
 */
export function registryFetch(total = 90) {
  const all: WalletListEntry[] = Array.from({ length: total }, (_, i) => ({
    id: `wallet-${i}`,
    name: i % 10 === 3 ? `Meta Wallet ${i}` : `Wallet ${i}`,
    rdns: `com.example.w${i}`,
  }))
  const urls: URL[] = []
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input))
    urls.push(url)
    if (url.pathname !== '/getWallets') return new Response('offline', { status: 503 })
    const q = url.searchParams
    const page = Number(q.get('page') ?? 1)
    const entries = Number(q.get('entries') ?? 40)
    const exclude = new Set((q.get('exclude') ?? '').split(',').filter(Boolean))
    const search = q.get('search')?.toLowerCase()
    const matching = all.filter(
      (w) => !exclude.has(w.id) && (!search || w.name.toLowerCase().includes(search)),
    )
    const data = matching.slice((page - 1) * entries, page * entries)
    return Response.json({ data, count: matching.length })
  }
  return { fetch: fetchImpl, all, calls: () => urls.filter((u) => u.pathname === '/getWallets') }
}

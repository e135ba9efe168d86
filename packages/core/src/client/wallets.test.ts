import { afterEach, describe, expect, it, vi } from 'vitest'
import { evmNetwork, scriptedAdapter, solanaNetwork } from '../testing/fixtures.js'

const SOLANA_REF = solanaNetwork.caipNetworkId.split(':')[1]

import { createPorticoClient } from './createPorticoClient.js'

/** Records gateway requests; answers like the gateway would (its own tests prove the real answers). */
function recordingFetch(delayMs = 0) {
  const urls: URL[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input))
    urls.push(url)
    await new Promise((r) => setTimeout(r, delayMs))
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    const data = Array.from({ length: entries }, (_, i) => ({
      id: `w${page}-${i}`,
      name: `Wallet ${page}-${i}`,
    }))
    return Response.json({ data, count: 90 })
  }
  return { urls, fetch }
}

const setup = (f: ReturnType<typeof recordingFetch>, extra: Record<string, unknown> = {}) =>
  createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337)],
      adapters: [scriptedAdapter().adapter],
      features: { analytics: false },
      ...extra,
    },
    { fetch: f.fetch, isMobile: () => false },
  )

afterEach(() => vi.useRealTimers())

describe('wallet registry', () => {
  it('C-19 a connector without its own icon gets the gateway wallet image for its registry id, rdns or name', () => {
    const client = setup(recordingFetch())
    const image = (c: Parameters<typeof client.wallets.connectorImage>[0]) =>
      new URL(client.wallets.connectorImage(c)).pathname
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(client.wallets.connectorImage({ name: 'MetaMask', info: { icon, rdns: 'io.metamask' } })).toBe(
      icon,
    )
    expect(image({ name: 'MetaMask', explorerId: 'c57ca95b', info: { rdns: 'io.metamask' } })).toBe(
      '/getWalletImage/c57ca95b',
    )
    expect(image({ name: 'MetaMask', info: { rdns: 'io.metamask' } })).toBe('/getWalletImage/io.metamask')
    expect(image({ name: 'Trust Wallet' })).toBe('/getWalletImage/trust-wallet')
    expect(image({ name: '!!!' })).toBe('/getWalletImage/wallet')
  })

  it('A-07 C-16 T-13 recommended: page 1, 4 entries, include, exclude, chains, st and sv', async () => {
    const f = recordingFetch()
    const client = setup(f, { includeWalletIds: ['a'], excludeWalletIds: ['b'], featuredWalletIds: ['c'] })
    await client.wallets.fetchRecommended()
    const url = f.urls.find((u) => u.searchParams.get('entries') === '4')
    expect(url?.pathname).toBe('/getWallets')
    expect(Object.fromEntries(url?.searchParams ?? [])).toMatchObject({
      page: '1',
      include: 'a',
      exclude: 'b,c',
      chains: 'eip155:31337',
      projectId: 'portico-dev',
      st: 'portico',
    })
    expect(url?.searchParams.get('sv')).toBeTruthy()
    expect(client.stores.registry.getState().recommended).toHaveLength(4)
  })

  it('C-30 the All Wallets count is known from the recommended request, before any page loads', async () => {
    const f = recordingFetch()
    const client = setup(f, { featuredWalletIds: ['c'] })
    expect(client.wallets.allWalletsCount()).toBe(0)
    await Promise.all([client.wallets.fetchFeatured(), client.wallets.fetchRecommended()])
    // One featured wallet, plus the 90 others the gateway reports for the recommended request.
    expect(client.wallets.allWalletsCount()).toBe(91)
  })

  it('C-15 T-13 All Wallets pages by 40 and excludes recommended ids', async () => {
    const f = recordingFetch()
    const client = setup(f)
    await client.wallets.fetchRecommended()
    await client.wallets.fetchNextPage()
    await client.wallets.fetchNextPage()
    const pages = f.urls.filter((u) => u.searchParams.get('entries') === '40')
    expect(pages.map((u) => u.searchParams.get('page'))).toEqual(['1', '2'])
    expect(pages[0]?.searchParams.get('exclude')).toBe('w1-0,w1-1,w1-2,w1-3')
    expect(client.stores.registry.getState().wallets).toHaveLength(80)
    expect(client.stores.registry.getState().count).toBe(90)
  })

  it('C-17 T-12 T-13 search asks for 100 entries and shows results no sooner than 300 ms', async () => {
    vi.useFakeTimers()
    const f = recordingFetch(10)
    const client = setup(f)
    const done = client.wallets.search('  meta ')
    await vi.advanceTimersByTimeAsync(290)
    expect(client.stores.registry.getState().search).toEqual([])
    await vi.advanceTimersByTimeAsync(20)
    await done
    expect(client.stores.registry.getState().search).toHaveLength(100)
    expect(f.urls[0]?.searchParams.get('search')).toBe('meta')
  })

  it('C-18 opening while connected skips featured and recommended', async () => {
    const f = recordingFetch()
    const client = setup(f, { featuredWalletIds: ['c'] })
    await client.connectExternal({ id: 'injected', type: 'INJECTED', name: 'X', chain: 'eip155' })
    client.open()
    await new Promise((r) => setTimeout(r, 10))
    expect(f.urls.filter((u) => u.pathname === '/getWallets')).toEqual([])
  })

  it('A-12 includeWalletIds is sent as include and keeps the recommended and All Wallets lists in its order', async () => {
    const urls: URL[] = []
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input))
      urls.push(url)
      const include = url.searchParams.get('include')?.split(',') ?? []
      // The gateway answers in its own order (here: alphabetical), not the app's.
      const data = [...include].sort().map((id) => ({ id, name: id }))
      return Response.json({ data, count: data.length })
    }
    const client = setup({ urls, fetch }, { includeWalletIds: ['zerion', 'argent'] })
    await client.wallets.fetchRecommended()
    await client.wallets.fetchNextPage()
    expect(urls.map((u) => u.searchParams.get('include'))).toEqual(['zerion,argent', 'zerion,argent'])
    expect(client.stores.registry.getState().recommended.map((w) => w.id)).toEqual(['zerion', 'argent'])
    const page = urls[1]?.searchParams.get('exclude')
    expect(page).toBe('zerion,argent')
  })

  it('A-14 featured [B, A] is fetched with include and entries=2 and kept as B, A when the API answers A first', async () => {
    const urls: URL[] = []
    const fetch: typeof globalThis.fetch = async (input) => {
      urls.push(new URL(String(input)))
      return Response.json({
        data: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
        count: 2,
      })
    }
    const client = setup({ urls, fetch }, { featuredWalletIds: ['b', 'a'] })
    await client.wallets.fetchFeatured()
    expect(urls[0]?.searchParams.get('include')).toBe('b,a')
    expect(urls[0]?.searchParams.get('entries')).toBe('2')
    expect(client.stores.registry.getState().featured.map((w) => w.id)).toEqual(['b', 'a'])
  })

  it('C-09 wallet list entries keep id, image_id, image_url, name, rdns, chains and the links', async () => {
    const entry = {
      id: 'metamask',
      name: 'MetaMask',
      image_id: 'img-1',
      image_url: 'https://example.test/mm.png',
      rdns: 'io.metamask',
      chains: ['eip155:1'],
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: 'https://metamask.io',
    }
    const fetch: typeof globalThis.fetch = async () =>
      Response.json({ data: [entry, { id: 42 }, null, { name: 'no id' }], count: 4 })
    const client = setup({ urls: [], fetch })
    const { data } = await client.gateway.getWallets({ page: 1, entries: 40 })
    expect(data).toEqual([entry])
    expect(Object.keys(data[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'image_id',
        'image_url',
        'name',
        'rdns',
        'chains',
        'mobile_link',
        'desktop_link',
        'webapp_link',
      ]),
    )
  })

  it('C-09 a wallet list answer that is not {data, count} is a gateway error, not a crash', async () => {
    const client = setup({ urls: [], fetch: async () => Response.json({ wallets: [] }) })
    await expect(client.gateway.getWallets({ page: 1, entries: 40 })).rejects.toThrow(
      'unexpected wallet list',
    )
  })

  it("C-28 open({namespace}) asks for and keeps only that namespace's recommended wallets", async () => {
    const urls: URL[] = []
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input))
      urls.push(url)
      // A gateway that ignores the chains filter: the client still keeps only matching wallets.
      const data = [
        { id: 'phantom', name: 'Phantom', chains: [`solana:${SOLANA_REF}`] },
        { id: 'metamask', name: 'MetaMask', chains: ['eip155:31337'] },
        { id: 'both', name: 'Both', chains: ['eip155:1', `solana:${SOLANA_REF}`] },
      ]
      return Response.json({ data, count: data.length })
    }
    const client = setup({ urls, fetch }, { networks: [evmNetwork(31337), solanaNetwork] })
    client.open({ namespace: 'solana' })
    await vi.waitFor(() => expect(client.stores.registry.getState().recommended).toHaveLength(2))
    expect(urls[0]?.searchParams.get('chains')).toBe(`solana:${SOLANA_REF}`)
    const recommended = client.stores.registry.getState().recommended
    expect(recommended.every((w) => w.chains?.some((c) => c.startsWith('solana:')))).toBe(true)
    client.close()
    client.open()
    await vi.waitFor(() => expect(client.stores.registry.getState().recommended).toHaveLength(3))
    expect(urls.at(-1)?.searchParams.get('chains')).toBe(`eip155:31337,solana:${SOLANA_REF}`)
  })

  it('a failed page keeps the error for a retry', async () => {
    const client = setup({ urls: [], fetch: async () => new Response('down', { status: 503 }) })
    await client.wallets.fetchNextPage()
    expect(client.stores.registry.getState().error).toContain('503')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { type AccountRoutes, accountFetch } from '../testing/accountFetch.js'
import {
  announced,
  byTestId,
  makePortico,
  shadow,
  TEST_ADDRESS,
  waitForTestId,
} from '../testing/modalHarness.js'
import { balanceOf, PUSD_ADDRESS as PUSD } from '../testing/tokenBalances.js'

const balances = [
  balanceOf('ETH', '2.5', { name: 'Ether' }),
  balanceOf('pUSD', '12.3456', {
    name: 'Portico USD',
    decimals: '6',
    address: `eip155:31337:${PUSD}`,
    price: 1,
    value: 12.3456,
  }),
  balanceOf('JUNK', '9', { decimals: '0', address: 'eip155:31337:0x01' }),
]
const transfer = (spam: boolean) => ({
  direction: 'in',
  quantity: { numeric: '1', decimals: 0 },
  nft_info: { name: 'Punk', tokenId: '1', contract: '0x1', flags: { is_spam: spam } },
})
const tx = (id: string, minedAt: string, transfers: unknown[], chain = 'eip155:31337') => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt,
    sentFrom: '0xa',
    sentTo: TEST_ADDRESS,
    status: 'confirmed',
    nonce: 0,
    chain,
  },
  transfers,
})

async function openAccount(routes: AccountRoutes) {
  const gateway = accountFetch(routes)
  const portico = makePortico({}, { fetch: gateway.fetch })
  await portico.connectExternal(announced())
  portico.open()
  await waitForTestId('view-Account')
  return { portico, gateway }
}
const all = (selector: string) => [...(shadow()?.querySelectorAll<HTMLElement>(selector) ?? [])]

describe('Account tabs (jsdom, gateway answers scripted)', () => {
  it('E-11 E-12 E-15 token rows carry symbol, address (or native) and exact quantity; USD only when known; the total', async () => {
    await openAccount({ balance: { balances } })
    await vi.waitFor(() => expect(all('[data-testid="token-row"]')).toHaveLength(2))
    const [eth, pusd] = all('[data-testid="token-row"]')
    expect(eth?.dataset).toMatchObject({ symbol: 'ETH', address: 'native', quantity: '2.5' })
    expect(pusd?.dataset).toMatchObject({ symbol: 'pUSD', address: PUSD, quantity: '12.3456' })
    expect(eth?.textContent).not.toContain('$')
    expect(pusd?.textContent).toContain('$12.35')
    expect(byTestId('account-total')?.textContent).toBe('$12.35')
  })

  it('E-15 no total and no $ when the gateway knows no price (never a fake $0.00)', async () => {
    await openAccount({ balance: { balances: [balances[0]] } })
    await vi.waitFor(() => expect(all('[data-testid="token-row"]')).toHaveLength(1))
    expect(byTestId('account-total')).toBeNull()
    expect(shadow()?.textContent).not.toContain('$')
  })

  it('K-04 K-05 K-06 Activity groups by month, hides spam and other chains; arrow keys move between tabs', async () => {
    await openAccount({
      balance: { balances },
      history: {
        data: [
          tx('a1', '2025-03-02T10:00:00Z', [transfer(false)]),
          tx('a2', '2024-01-15T10:00:00Z', []),
          tx('spam', '2025-03-03T10:00:00Z', [transfer(true), transfer(true)]),
          tx('other', '2025-03-03T10:00:00Z', [], 'eip155:1'),
        ],
        next: null,
      },
    })
    const tokens = await waitForTestId('account-tab-tokens')
    tokens.focus()
    tokens.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
    await vi.waitFor(() =>
      expect(byTestId('account-tab-activity')?.getAttribute('aria-selected')).toBe('true'),
    )
    await vi.waitFor(() => expect(all('[data-testid="activity-row"]')).toHaveLength(2))
    expect(all('[data-testid="activity-row"]').map((r) => r.dataset.hash)).toEqual(['0xa1', '0xa2'])
    expect(all('h3.month').map((h) => h.textContent)).toEqual(['March 2025', 'January 2024'])
  })

  it('K-07 K-10 history failure says "Failed to fetch transactions"; an empty history "No Transactions yet"', async () => {
    await openAccount({ balance: { balances }, history: { status: 500 } })
    ;(await waitForTestId('account-tab-activity')).click()
    await vi.waitFor(() => expect(shadow()?.textContent).toContain('Failed to fetch transactions'))
    expect(byTestId('snackbar')?.textContent).toBe('Failed to fetch transactions')
  })

  it('K-10 an empty history shows "No Transactions yet"', async () => {
    await openAccount({ balance: { balances }, history: { data: [], next: null } })
    ;(await waitForTestId('account-tab-activity')).click()
    await vi.waitFor(() => expect(shadow()?.textContent).toContain('No Transactions yet'))
  })

  it('K-10 the end of the list in view with a cursor present loads the next page: exactly one extra request', async () => {
    // jsdom has no IntersectionObserver: this stand-in reports every observed element as in view at once.
    class InView {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never)
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', InView)
    const page2 = { data: [tx('b', '2025-02-01T00:00:00Z', [])], next: null }
    const page1 = { data: [tx('a', '2025-03-01T00:00:00Z', [])], next: 'cursor-2' }
    const gateway = accountFetch({ balance: { balances } })
    const historyCursors: (string | null)[] = []
    const portico = makePortico(
      {},
      {
        fetch: async (input, init) => {
          const url = new URL(String(input))
          if (!url.pathname.endsWith('/history')) return gateway.fetch(input, init)
          historyCursors.push(url.searchParams.get('cursor'))
          return Response.json(url.searchParams.get('cursor') === 'cursor-2' ? page2 : page1)
        },
      },
    )
    await portico.connectExternal(announced())
    portico.open()
    ;(await waitForTestId('account-tab-activity')).click()
    await vi.waitFor(() => expect(all('[data-testid="activity-row"]')).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(historyCursors).toEqual([null, 'cursor-2'])
    vi.unstubAllGlobals()
  })

  it('NFTs: an <img> of the gateway URL, remote names as text; none → "Receive funds" opens WalletReceive', async () => {
    const image = 'http://127.0.0.1:8787/v1/nft/eip155:31337/0xabc/1/image'
    await openAccount({
      balance: { balances },
      nfts: {
        data: [
          {
            chainId: 'eip155:31337',
            contract: '0xabc',
            tokenId: '1',
            name: '<img src=x onerror=alert(1)>',
            collection: { name: 'P', symbol: 'P' },
            imageUrl: image,
          },
        ],
        next: null,
      },
    })
    ;(await waitForTestId('account-tab-nfts')).click()
    const item = await waitForTestId('nft-item')
    expect(item.dataset).toMatchObject({ contract: '0xabc', tokenId: '1' })
    expect(item.querySelectorAll('img')).toHaveLength(1)
    expect(item.querySelector('img')?.getAttribute('src')).toBe(image)
    expect(item.querySelector('figcaption')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('E-25 no NFTs: the Receive funds link opens WalletReceive', async () => {
    const { portico } = await openAccount({ balance: { balances }, nfts: { data: [], next: null } })
    ;(await waitForTestId('account-tab-nfts')).click()
    await vi.waitFor(() => expect(shadow()?.textContent).toContain('No NFTs yet'))
    const receive = all('button').find((b) => b.textContent === 'Receive funds')
    receive?.click()
    await waitForTestId('view-WalletReceive')
    expect(portico.stores.router.getState().view).toBe('WalletReceive')
  })

  it('B-14 the selected tab is currentTab in the account state and survives closing and opening the dialog', async () => {
    const { portico } = await openAccount({ balance: { balances }, history: { data: [], next: null } })
    const accountState = () => portico.stores.chains.getState().chains.eip155?.accountState
    expect(accountState()?.currentTab).toBe(0)
    ;(await waitForTestId('account-tab-nfts')).click()
    await vi.waitFor(() => expect(accountState()?.currentTab).toBe(1))
    portico.close()
    await vi.waitFor(() => expect(byTestId('view-Account')).toBeNull())
    portico.open()
    await waitForTestId('view-Account')
    await vi.waitFor(() => expect(byTestId('account-tab-nfts')?.getAttribute('aria-selected')).toBe('true'))
    expect(byTestId('account-tab-tokens')?.getAttribute('aria-selected')).toBe('false')
    // The app sets it too; anything but 0, 1 or 2 is refused.
    portico.setCurrentTab(2)
    await vi.waitFor(() =>
      expect(byTestId('account-tab-activity')?.getAttribute('aria-selected')).toBe('true'),
    )
    expect(() => portico.setCurrentTab(3)).toThrow(/currentTab/)
  })
})

describe('Activity tab badge (K-13)', () => {
  it('K-13 T-14 the Activity tab counts this account’s pending transactions, 99+ past 99, and none for another account', async () => {
    const { portico } = await openAccount({ balance: { balances } })
    const { activeCaipNetwork } = portico.stores.chains.getState()
    const key = `${activeCaipNetwork?.caipNetworkId}:${TEST_ADDRESS}`
    const badge = () => byTestId('activity-pending')
    expect(badge()).toBeNull()
    const pending = (count: number, forKey = key) =>
      Array.from({ length: count }, (_, i) => ({ hash: `0x${i.toString(16)}`, key: forKey }))
    portico.stores.transactions.setState({ pending: pending(3) })
    await vi.waitFor(() => expect(badge()?.querySelector('[aria-hidden]')?.textContent).toBe('3'))
    expect(badge()?.querySelector('.visually-hidden')?.textContent).toBe(', 3 pending')
    portico.stores.transactions.setState({ pending: pending(150) })
    await vi.waitFor(() => expect(badge()?.querySelector('[aria-hidden]')?.textContent).toBe('99+'))
    portico.stores.transactions.setState({ pending: pending(5, 'eip155:31337:0xother') })
    await vi.waitFor(() => expect(badge()).toBeNull())
  })
})

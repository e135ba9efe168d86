import { SWAP_QUOTE_DEBOUNCE_MS } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { accountFetch } from '../../testing/accountFetch.js'
import { announced, byTestId, makePortico, TEST_ADDRESS, waitForTestId } from '../../testing/modalHarness.js'
import { balanceOf, PUSD_ADDRESS } from '../../testing/tokenBalances.js'

const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const PUSD = `${CHAIN}:${PUSD_ADDRESS}`
const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
  { name: 'Portico USD', symbol: 'pUSD', address: PUSD, decimals: 6, logoUri: '' },
]
const balances = [
  balanceOf('ETH', '2', { name: 'Ether' }),
  balanceOf('pUSD', '10', { decimals: '6', address: PUSD }),
]
const QUOTE = {
  id: 'uniswap-v2:x',
  fromAmount: '100000000000000000',
  fromAccount: NATIVE,
  toAmount: '299100000',
  toAccount: PUSD,
  priceImpact: 0.1,
  providerFee: '300000000000000',
  providerFeePercent: 0.3,
}

/**
 * The gateway's swap endpoints answered with scripted bodies over the account stand-in (jsdom cannot run the
 * gateway; `services/gateway/test/convert.test.ts` and `e2e/swap.e2e.ts` cover the real ones).
 */
function swapFetch(tokens: unknown[]) {
  const account = accountFetch({ balance: { balances } })
  const urls: URL[] = []
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    urls.push(url)
    const path = url.pathname
    if (path.endsWith('/v1/convert/tokens')) return json({ tokens })
    if (path.endsWith('/v1/fungible/price'))
      return json({ fungibles: [{ symbol: 'ETH', address: NATIVE, price: 3000 }] })
    if (path.endsWith('/v1/convert/gas-price'))
      return json({ standard: '1000000000', fast: '2', instant: '3' })
    if (path.endsWith('/v1/convert/quotes')) return json({ quotes: [QUOTE] })
    return account.fetch(input, init)
  }
  return { fetch: fetchImpl, calls: (what: string) => urls.filter((u) => u.pathname.endsWith(what)) }
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

async function openSwap(tokens: unknown[]) {
  const stand = swapFetch(tokens)
  const portico = makePortico({}, { fetch: stand.fetch })
  await portico.connectExternal(announced())
  portico.open()
  await waitForTestId('view-Account')
  ;(await waitForTestId('account-feature-swaps')).click()
  return { portico, stand }
}

describe('Swap views (jsdom, gateway answers scripted)', () => {
  it('I-02 Swap on a network the gateway has no swaps for shows the swap text of UnsupportedChain', async () => {
    await openSwap([])
    await waitForTestId('view-UnsupportedChain')
    expect(byTestId('view-UnsupportedChain')?.querySelector('p')?.textContent).toBe(
      'The swap feature doesn’t support your current network. Switch to an available option to continue.',
    )
  })

  it('I-03 I-06 I-11 opening Swap asks the tokens of the active network; keystrokes give one quote with all 5 parameters', async () => {
    const { stand } = await openSwap(TOKENS)
    await waitForTestId('view-Swap')
    expect(stand.calls('/v1/convert/tokens')[0]?.searchParams.get('chainId')).toBe(CHAIN)
    const submit = () => byTestId<HTMLButtonElement>('swap-submit')
    expect(submit()?.textContent).toBe('Select token')
    ;(await waitForTestId('swap-to-token')).click()
    ;(await waitForTestId('swap-token-pUSD')).click()
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Enter amount'))
    const amount = (await waitForTestId('swap-from-amount')) as HTMLInputElement
    for (const value of ['0', '0.', '0.1']) type(amount, value)
    await vi.waitFor(() => expect(byTestId('swap-to-amount')?.dataset.value).toBe('299.1'), {
      timeout: SWAP_QUOTE_DEBOUNCE_MS * 4,
    })
    const quotes = stand.calls('/v1/convert/quotes')
    expect(quotes).toHaveLength(1)
    expect(
      Object.fromEntries(
        ['amount', 'userAddress', 'from', 'to', 'gasPrice'].map((k) => [k, quotes[0]?.searchParams.get(k)]),
      ),
    ).toEqual({
      amount: '100000000000000000',
      userAddress: `${CHAIN}:${TEST_ADDRESS}`,
      from: NATIVE,
      to: PUSD,
      gasPrice: '1000000000',
    })
    expect(submit()?.textContent).toBe('Review swap')
    expect(submit()?.disabled).toBe(false)
    // I-14: the network fee at 150,000 gas × 1 gwei × ETH 3,000 is $0.45.
    expect(byTestId('swap-network-fee')?.textContent).toBe('$0.45')
    type(amount, '3')
    await vi.waitFor(() => expect(submit()?.textContent).toBe('Insufficient balance'))
    expect(submit()?.disabled).toBe(true)
  })
})

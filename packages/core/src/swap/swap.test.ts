import { describe, expect, it } from 'vitest'
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE, SWAP_SUPPORTED_NETWORK_IDS } from '../constants.js'
import { SwapMessages } from '../errors/messages.js'
import { createSwapApi } from '../gateway/swapApi.js'
import { minimumReceived, networkFeeUsd } from './networkFeeUsd.js'
import { swapButtonLabel } from './swapButtonLabel.js'
import type { SwapToken } from './swapTypes.js'

const token = (symbol: string, balance: string, decimals = 18): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:31337:0x${symbol.padStart(40, '0')}`,
  decimals,
  logoUri: '',
  balance,
})

describe('swap rules', () => {
  it('I-01 the swap-supported list has 12 entries, each eip155', () => {
    expect(SWAP_SUPPORTED_NETWORK_IDS).toHaveLength(12)
    for (const id of SWAP_SUPPORTED_NETWORK_IDS) expect(id.startsWith('eip155:')).toBe(true)
  })

  it('I-06, I-10 quotes wait 500 ms; the slippage constant is 1 (%)', () => {
    expect(SWAP_QUOTE_DEBOUNCE_MS).toBe(500)
    expect(SWAP_SLIPPAGE).toBe(1)
    expect(minimumReceived(1000n, SWAP_SLIPPAGE)).toBe(990n)
  })

  it("I-11 labels: 'Select token', 'Enter amount', 'Insufficient balance' (disabled), 'Review swap'", () => {
    const eth = token('ETH', '1.5')
    const pusd = token('pUSD', '0', 6)
    expect(swapButtonLabel({ sourceToken: eth, toToken: undefined, amount: '1' })).toEqual({
      label: SwapMessages.SELECT_TOKEN,
      enabled: false,
    })
    for (const amount of ['', '0', 'abc', undefined]) {
      expect(swapButtonLabel({ sourceToken: eth, toToken: pusd, amount }).label).toBe(
        SwapMessages.ENTER_AMOUNT,
      )
    }
    expect(swapButtonLabel({ sourceToken: eth, toToken: pusd, amount: '2' })).toEqual({
      label: 'Insufficient balance',
      enabled: false,
    })
    expect(swapButtonLabel({ sourceToken: eth, toToken: pusd, amount: '1.5' })).toEqual({
      label: 'Review swap',
      enabled: true,
    })
  })

  it('I-14 swapping is blocked when the native balance cannot pay the network fee', () => {
    const eth = token('ETH', '0.001')
    const pusd = token('pUSD', '50', 6)
    const native = { token: eth, fee: 2_000_000_000_000_000n }
    expect(swapButtonLabel({ sourceToken: pusd, toToken: eth, amount: '10', native })).toEqual({
      label: 'Not enough ETH to pay the network fee',
      enabled: false,
    })
    const cheap = { token: eth, fee: 500_000_000_000_000n }
    expect(swapButtonLabel({ sourceToken: pusd, toToken: eth, amount: '10', native: cheap }).enabled).toBe(
      true,
    )
    // Selling the native currency: the amount and the fee together.
    expect(swapButtonLabel({ sourceToken: eth, toToken: pusd, amount: '0.001', native: cheap }).enabled).toBe(
      false,
    )
  })

  it('I-14 gas 21000 × 1 gwei at ETH 2000 → fee 0.042 USD', () => {
    expect(networkFeeUsd(21_000n, 1_000_000_000n, 2000)).toBeCloseTo(0.042, 10)
  })

  it('I-04, I-09 the price body has currency usd and the projectId; the swap body sends the slippage unchanged', async () => {
    const posts: { path: string; body: any }[] = []
    const api = createSwapApi(
      {
        getJson: async () => ({}) as never,
        postJson: async <T>(path: string, body: unknown) => {
          posts.push({ path, body })
          return (
            path.includes('price')
              ? { fungibles: [] }
              : { tx: { to: '0x1', data: '0x', amount: '0', eip155: { gas: '1', gasPrice: '1' } } }
          ) as T
        },
      },
      'portico-dev',
    )
    await api.getPrices(['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])
    await api.buildTransaction({ amount: 5n, userAddress: 'eip155:1:0x1', from: 'a', to: 'b' })
    expect(posts[0]?.body).toMatchObject({ currency: 'usd', projectId: 'portico-dev' })
    expect(posts[1]?.body).toMatchObject({
      amount: '5',
      eip155: { slippage: SWAP_SLIPPAGE },
      projectId: 'portico-dev',
    })
  })
})

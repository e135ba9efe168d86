import { minimumReceived, SWAP_SLIPPAGE, SWAP_SUPPORTED_NETWORK_IDS } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { assertSwapNetworks, parseSwapChains } from '../../src/swaps/swapChains.js'
import { getAmountOut, priceImpactPercent, providerFee } from '../../src/swaps/uniswapV2Math.js'

const token = (symbol: string, address: string, decimals = 18) => ({
  symbol,
  name: symbol,
  decimals,
  address,
})

describe('Uniswap V2 arithmetic and swap config', () => {
  it('getAmountOut is UniswapV2Library.getAmountOut (0.3 % fee, rounded down)', () => {
    // 1 ETH into 1,000 ETH / 3,000,000 pUSD: 997 * 3e12 / (1e21 * 1000 / 1e18 ...), checked against the formula.
    const out = getAmountOut(10n ** 18n, {
      reserveIn: 1000n * 10n ** 18n,
      reserveOut: 3_000_000n * 10n ** 6n,
    })
    expect(out).toBe(
      (10n ** 18n * 997n * 3_000_000_000_000n) / (1000n * 10n ** 18n * 1000n + 10n ** 18n * 997n),
    )
    expect(getAmountOut(0n, { reserveIn: 1n, reserveOut: 1n })).toBe(0n)
    expect(getAmountOut(1n, { reserveIn: 0n, reserveOut: 1n })).toBe(0n)
  })

  it('price impact counts the move of the price only; the provider fee is 0.3 % per hop', () => {
    const hop = { reserveIn: 1000n * 10n ** 18n, reserveOut: 3_000_000n * 10n ** 6n }
    const amountIn = 10n * 10n ** 18n
    const impact = priceImpactPercent(amountIn, getAmountOut(amountIn, hop), [hop])
    // Selling 1 % of the pool moves the price by about 1 %.
    expect(impact).toBeGreaterThan(0.9)
    expect(impact).toBeLessThan(1.1)
    expect(providerFee(1000n, 1)).toBe(3n)
    expect(providerFee(1_000_000n, 2)).toBe(1_000_000n - 994_009n)
  })

  it('I-10 the default slippage of 1 % keeps 99 % of the quote as the minimum', () => {
    expect(SWAP_SLIPPAGE).toBe(1)
    expect(minimumReceived(1000n, SWAP_SLIPPAGE)).toBe(990n)
    expect(minimumReceived(1000n, 0.5)).toBe(995n)
    expect(minimumReceived(1000n, 0)).toBe(1000n)
  })

  it('I-01 PORTICO_SWAP_CHAINS takes the 12 swap networks only, each with an RPC URL, and names the bad field', () => {
    expect(SWAP_SUPPORTED_NETWORK_IDS).toHaveLength(12)
    const chain = {
      router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
      factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      weth: token('WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
      stablecoin: token('USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6),
    }
    const rpcUrls = { 'eip155:1': 'https://rpc.example' }
    const parsed = parseSwapChains(JSON.stringify({ 'eip155:1': chain }), rpcUrls)
    expect(parsed['eip155:1']?.tokens.map((t) => t.symbol)).toEqual(['USDC', 'WETH'])
    expect(() => assertSwapNetworks(parsed, SWAP_SUPPORTED_NETWORK_IDS)).not.toThrow()
    const testnet = parseSwapChains(JSON.stringify({ 'eip155:5': chain }), {
      'eip155:5': 'https://rpc.example',
    })
    expect(() => assertSwapNetworks(testnet, SWAP_SUPPORTED_NETWORK_IDS)).toThrow(/I-01/)
    expect(() => parseSwapChains(JSON.stringify({ 'eip155:1': chain }), {})).toThrow(/PORTICO_RPC_URLS/)
    expect(() => parseSwapChains(JSON.stringify({ 'eip155:1': { ...chain, router: 'x' } }), rpcUrls)).toThrow(
      'PORTICO_SWAP_CHAINS.eip155:1.router',
    )
    expect(() => parseSwapChains('nope', rpcUrls)).toThrow(/PORTICO_SWAP_CHAINS must be JSON/)
  })
})

import { parseAbi } from 'viem'
import type { DecodedField } from './decodeCall.js'

/**
 * Uniswap V2 Router02's swap functions (the devnet deploys the published router, tools/devnet). The `ETH` forms
 * wrap or unwrap the native token through WETH: the first or last path entry is then WETH.
 */
export const UNISWAP_V2_SWAP_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/** The swap's names, to tell a router call from the other known functions. */
export const SWAP_FUNCTIONS: ReadonlySet<string> = new Set(UNISWAP_V2_SWAP_ABI.map((item) => item.name))

/** A router swap in words: what is sold, what is bought (exact or bounded), the path, the recipient and deadline. */
export function describeSwap(
  functionName: string,
  args: readonly unknown[],
  value: bigint,
): { summary: string; fields: DecodedField[]; warnings: string[] } {
  const ethIn = functionName.startsWith('swapExactETH') || functionName.startsWith('swapETH')
  const ethOut = /ETH(SupportingFeeOnTransferTokens)?$/.test(functionName)
  const exactIn = functionName.startsWith('swapExact')
  // The ETH-in forms take the amount sold as the transaction's value, so their arguments shift by one.
  const [first, second] = (ethIn ? [value, args[0]] : args.slice(0, 2)) as [bigint, bigint]
  const [path, to, deadline] = args.slice(ethIn ? 1 : 2) as [readonly string[], string, bigint]
  const sold = ethIn ? 'the native token' : `token ${path[0]}`
  const bought = ethOut ? 'the native token' : `token ${path[path.length - 1]}`
  const summary = exactIn
    ? `Swap exactly ${first} of ${sold} for at least ${second} of ${bought}.`
    : `Swap at most ${ethIn ? value : second} of ${sold} for exactly ${ethIn ? args[0] : first} of ${bought}.`
  const fields: DecodedField[] = [
    { label: 'Sell', value: sold },
    { label: exactIn ? 'Amount sold' : 'Most sold', value: String(exactIn ? first : ethIn ? value : second) },
    { label: 'Buy', value: bought },
    {
      label: exactIn ? 'Least bought' : 'Amount bought',
      value: String(exactIn ? second : ethIn ? args[0] : first),
    },
    { label: 'Path', value: path.join(' → ') },
    { label: 'Recipient', value: to },
    { label: 'Deadline', value: new Date(Number(deadline) * 1000).toISOString() },
  ]
  return { summary, fields, warnings: [] }
}

import { encodeFunctionData, parseAbi } from 'viem'
import type { SwapToken } from './swapService.js'

/** I-09: a built swap is valid for 20 minutes after it was built (the router's `deadline`). */
export const SWAP_DEADLINE_SECONDS = 20 * 60

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])
const erc20Abi = parseAbi(['function approve(address spender, uint256 value) returns (bool)'])

type Hex = `0x${string}`

/** What a swap call needs. */
export interface SwapCall {
  from: SwapToken
  to: SwapToken
  amountIn: bigint
  amountOutMin: bigint
  path: string[]
  recipient: string
  /** Unix seconds. */
  deadline: bigint
}

/**
 * Router02 call data for an exact-input swap: `swapExactETHForTokens` when the native currency is sold (its
 * amount goes as the value), `swapExactTokensForETH` when it is bought (the router unwraps WETH), else
 * `swapExactTokensForTokens`.
 */
export function swapCalldata(call: SwapCall): { data: Hex; value: bigint } {
  const path = call.path as Hex[]
  const to = call.recipient as Hex
  if (call.from.native) {
    const args = [call.amountOutMin, path, to, call.deadline] as const
    return {
      data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args }),
      value: call.amountIn,
    }
  }
  const args = [call.amountIn, call.amountOutMin, path, to, call.deadline] as const
  const functionName = call.to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return { data: encodeFunctionData({ abi: routerAbi, functionName, args }), value: 0n }
}

/** `approve(spender, amount)` call data. */
export const approveCalldata = (spender: string, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as Hex, amount] })

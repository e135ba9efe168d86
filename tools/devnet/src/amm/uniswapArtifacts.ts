import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A contract as its published build artifact gives it: ABI and creation code. */
export interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)

/** Reads a Waffle build JSON of an npm package (`bytecode` without `0x`) as it was published. */
function artifact(path: string): Artifact {
  const json = require(path) as { abi: Abi; bytecode: string }
  return { abi: json.abi, bytecode: `0x${json.bytecode.replace(/^0x/, '')}` }
}

/**
 * Uniswap V2 as Uniswap published it on npm (`@uniswap/v2-core` 1.0.1, `@uniswap/v2-periphery`
 * 1.1.0-beta.0): the factory, Router02 and WETH9 creation code from the packages' `build/` folders, not
 * recompiled. The pair's creation code is only needed to check the router's hard-coded init code hash.
 */
export const UniswapV2Factory = artifact('@uniswap/v2-core/build/UniswapV2Factory.json')
export const UniswapV2Pair = artifact('@uniswap/v2-core/build/UniswapV2Pair.json')
export const UniswapV2Router02 = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
export const WETH9 = artifact('@uniswap/v2-periphery/build/WETH9.json')

/**
 * The pair init code hash that `UniswapV2Library.pairFor` in the published Router02 hard-codes. It equals
 * keccak256 of the published pair creation code (a devnet test checks both), so the router finds the pairs
 * the published factory creates.
 */
export const UNISWAP_V2_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

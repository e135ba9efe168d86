import type { Hex } from 'viem'

/**
 * Private key of the account that deploys the devnet's Uniswap V2 and seeds its pools (keccak256 of the text
 * `portico-devnet-amm-deployer`). Its own account, so the AMM's addresses do not depend on how many contracts
 * the main deployer creates: WETH, factory and router are its nonces 0, 1 and 2 on every chain and start.
 * Development only: this key is public.
 */
export const DEVNET_AMM_DEPLOYER_KEY: Hex =
  '0xbe667de8e656cb45eeb46abee419bff7c8750520131a8055c4bc60c91be833fd'

/** The devnet's ETH price: 3,000 pUSD per ETH (the WETH/pUSD pool is seeded at it). */
export const DEVNET_ETH_USD = 3_000n
/** The devnet's PRT price: 2 pUSD per PRT (PRT/pUSD and WETH/PRT are seeded at it). */
export const DEVNET_PRT_USD = 2n

/** A pool to seed: `amountA` whole `a` against `amountB` whole `b` (`WETH` is added as ether). */
export interface PoolSpec {
  a: 'WETH' | 'pUSD' | 'PRT'
  b: 'pUSD' | 'PRT'
  amountA: bigint
  amountB: bigint
}

/**
 * The seeded pools: deep enough that a swap of a few ETH moves the price by well under 1 %, and consistent
 * with each other (WETH/PRT = 3,000 / 2), so no route is an arbitrage.
 */
export const DEVNET_POOLS = [
  { a: 'WETH', b: 'pUSD', amountA: 1_000n, amountB: 1_000n * DEVNET_ETH_USD },
  { a: 'PRT', b: 'pUSD', amountA: 500_000n, amountB: 500_000n * DEVNET_PRT_USD },
  { a: 'WETH', b: 'PRT', amountA: 100n, amountB: (100n * DEVNET_ETH_USD) / DEVNET_PRT_USD },
] as const satisfies readonly PoolSpec[]

/** Ether the AMM deployer gets: the WETH side of the pools plus gas. */
export const AMM_DEPLOYER_FUNDING_ETH = 2_000n

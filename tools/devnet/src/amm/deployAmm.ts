import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  type Hex,
  maxUint256,
  type PrivateKeyAccount,
  parseAbi,
  parseEther,
  parseGwei,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployer, waitForReceipt } from '../deploy.js'
import type { DevnetErc20, UniswapV2Contract } from '../manifest.js'
import { rpc } from '../rpc.js'
import { AMM_DEPLOYER_FUNDING_ETH, DEVNET_AMM_DEPLOYER_KEY, DEVNET_POOLS } from './ammSpecs.js'
import { UNISWAP_V2_INIT_CODE_HASH, UniswapV2Factory, UniswapV2Router02, WETH9 } from './uniswapArtifacts.js'

/** The account that deploys the AMM and owns the seeded liquidity (not one of the 10 dev accounts). */
export const ammDeployer = privateKeyToAccount(DEVNET_AMM_DEPLOYER_KEY)

/** Gas limit of each AMM transaction (the router's creation and a pair's creation stay well below it). */
const AMM_TX_GAS = 8_000_000n
/** Deadline of the seeding `addLiquidity` calls: far in the future (the devnet clock is real time). */
const SEED_DEADLINE = 2n ** 40n

const tokenAbi = parseAbi([
  'function mint(address to, uint256 value)',
  'function approve(address spender, uint256 value) returns (bool)',
])
const routerAbi = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])

/** A transaction to sign: call data, target (none for a deployment) and value. */
interface Call {
  to?: Address
  data: Hex
  value?: bigint
}

/** Signs and sends `calls` from `account` with consecutive nonces from `firstNonce`, then waits for all. */
async function sendAll(
  rpcUrl: string,
  chainId: number,
  account: PrivateKeyAccount,
  firstNonce: number,
  calls: Call[],
) {
  const hashes: Hex[] = []
  for (const [index, call] of calls.entries()) {
    const raw = await account.signTransaction({
      type: 'eip1559',
      chainId,
      nonce: firstNonce + index,
      gas: AMM_TX_GAS,
      maxFeePerGas: parseGwei('50'),
      maxPriorityFeePerGas: parseGwei('1'),
      ...call,
    })
    hashes.push(await rpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [raw]))
  }
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(rpcUrl, hash)))
  const failed = receipts.findIndex((receipt) => receipt.status !== '0x1')
  if (failed >= 0) throw new Error(`AMM transaction ${hashes[failed]} on chain ${chainId} failed`)
}

/**
 * Deploys Uniswap V2 (WETH9, factory, Router02 from the published artifacts) on a devnet chain from
 * {@link ammDeployer}, nonces 0 to 2, and seeds the pools of `DEVNET_POOLS` at the devnet's prices (ETH at
 * 3,000 pUSD, PRT at 2 pUSD). The main deployer mints the pools' tokens to the AMM deployer first, at its next
 * nonce, so this runs after the other deployments. Returns the manifest entries: WETH, factory, router, pairs.
 */
export async function deployAmm(
  rpcUrl: string,
  chainId: number,
  tokens: readonly DevnetErc20[],
): Promise<UniswapV2Contract[]> {
  const token = (symbol: string): DevnetErc20 => {
    const found = tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`the AMM needs the ERC-20 ${symbol}, which is not deployed`)
    return found
  }
  const owner = ammDeployer.address
  const weth = getContractAddress({ from: owner, nonce: 0n })
  const factory = getContractAddress({ from: owner, nonce: 1n })
  const router = getContractAddress({ from: owner, nonce: 2n })
  const address = (symbol: string): Address => (symbol === 'WETH' ? weth : token(symbol).address)
  const units = (symbol: string, whole: bigint) =>
    parseUnits(whole.toString(), symbol === 'WETH' ? 18 : token(symbol).decimals)

  await rpc(rpcUrl, 'anvil_setBalance', [
    owner,
    `0x${parseEther(AMM_DEPLOYER_FUNDING_ETH.toString()).toString(16)}`,
  ])
  const needed = new Map<string, bigint>()
  for (const pool of DEVNET_POOLS) {
    if (pool.a !== 'WETH') needed.set(pool.a, (needed.get(pool.a) ?? 0n) + units(pool.a, pool.amountA))
    needed.set(pool.b, (needed.get(pool.b) ?? 0n) + units(pool.b, pool.amountB))
  }
  const mints = [...needed].map(([symbol, amount]) => ({
    to: address(symbol),
    data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [owner, amount] }),
  }))
  const mainNonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [deployer.address, 'pending']))
  await sendAll(rpcUrl, chainId, deployer, mainNonce, mints)

  const deploys: Call[] = [
    { data: WETH9.bytecode },
    { data: encodeDeployData({ ...UniswapV2Factory, args: [owner] }) },
    { data: encodeDeployData({ ...UniswapV2Router02, args: [factory, weth] }) },
  ]
  const approvals = [...needed.keys()].map((symbol) => ({
    to: address(symbol),
    data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [router, maxUint256] }),
  }))
  const liquidity = DEVNET_POOLS.map((pool): Call => {
    const [amountA, amountB] = [units(pool.a, pool.amountA), units(pool.b, pool.amountB)]
    if (pool.a === 'WETH') {
      const args = [address(pool.b), amountB, amountB, amountA, owner, SEED_DEADLINE] as const
      return {
        to: router,
        value: amountA,
        data: encodeFunctionData({ abi: routerAbi, functionName: 'addLiquidityETH', args }),
      }
    }
    const args = [
      address(pool.a),
      address(pool.b),
      amountA,
      amountB,
      amountA,
      amountB,
      owner,
      SEED_DEADLINE,
    ] as const
    return { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'addLiquidity', args }) }
  })
  await sendAll(rpcUrl, chainId, ammDeployer, 0, [...deploys, ...approvals, ...liquidity])

  const pairs = await Promise.all(
    DEVNET_POOLS.map(async (pool): Promise<UniswapV2Contract> => {
      const data = encodeFunctionData({
        abi: factoryAbi,
        functionName: 'getPair',
        args: [address(pool.a), address(pool.b)],
      })
      const word = await rpc<Hex>(rpcUrl, 'eth_call', [{ to: factory, data }, 'latest'])
      return {
        kind: 'uniswap-v2-pair',
        name: `${pool.a}/${pool.b}`,
        address: getAddress(`0x${word.slice(-40)}`),
        tokens: [address(pool.a), address(pool.b)],
      }
    }),
  )
  return [
    { kind: 'weth', name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, address: weth },
    {
      kind: 'uniswap-v2-factory',
      name: 'Uniswap V2 Factory',
      address: factory,
      initCodeHash: UNISWAP_V2_INIT_CODE_HASH,
    },
    { kind: 'uniswap-v2-router', name: 'Uniswap V2 Router02', address: router, factory, weth },
    ...pairs,
  ]
}

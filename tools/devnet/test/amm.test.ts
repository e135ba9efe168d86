import { createPublicClient, http, keccak256, parseAbi, parseEther, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_ETH_USD,
  DEVNET_MNEMONIC,
  DEVNET_POOLS,
  type Devnet,
  type DevnetContract,
  findFreePort,
  startDevnet,
  UNISWAP_V2_INIT_CODE_HASH,
  UniswapV2Pair,
  UniswapV2Router02,
} from '../src/index.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({
    portA: await findFreePort(),
    portB: await findFreePort(),
    manifestPath: false,
  })
})

afterAll(async () => {
  await devnet?.stop()
})

const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const erc20Abi = parseAbi(['function balanceOf(address) view returns (uint256)'])

function find<K extends DevnetContract['kind']>(contracts: DevnetContract[], kind: K, name?: string) {
  const found = contracts.find(
    (c) => c.kind === kind && (name === undefined || c.name === name || ('symbol' in c && c.symbol === name)),
  )
  if (!found) throw new Error(`no ${kind} ${name ?? ''} in the manifest`)
  return found as Extract<DevnetContract, { kind: K }>
}

describe('devnet Uniswap V2', () => {
  it('the published Router02 hard-codes the init code hash of the published pair bytecode', () => {
    expect(keccak256(UniswapV2Pair.bytecode)).toBe(UNISWAP_V2_INIT_CODE_HASH)
    expect(UniswapV2Router02.bytecode).toContain(UNISWAP_V2_INIT_CODE_HASH.slice(2))
  })

  it('deploys WETH, factory, Router02 and three pairs at the same addresses on both chains', () => {
    const [a, b] = devnet.manifest.chains
    const amm = (contracts: DevnetContract[]) =>
      contracts.filter((c) => c.kind === 'weth' || c.kind.startsWith('uniswap-v2-'))
    expect(amm(a!.contracts).map((c) => c.name)).toEqual([
      'Wrapped Ether',
      'Uniswap V2 Factory',
      'Uniswap V2 Router02',
      'WETH/pUSD',
      'PRT/pUSD',
      'WETH/PRT',
    ])
    expect(amm(a!.contracts)).toEqual(amm(b!.contracts))
  })

  for (const index of [0, 1]) {
    it(`chain ${index}: getAmountsOut of the router works against the deployed factory at the seeded prices`, async () => {
      const chain = devnet.manifest.chains[index]!
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const router = find(chain.contracts, 'uniswap-v2-router')
      const weth = find(chain.contracts, 'weth')
      const pusd = find(chain.contracts, 'erc20', 'pUSD')
      const prt = find(chain.contracts, 'erc20', 'PRT')
      const read = (functionName: 'factory' | 'WETH') =>
        client.readContract({ address: router.address, abi: routerAbi, functionName })
      expect(await read('factory')).toBe(find(chain.contracts, 'uniswap-v2-factory').address)
      expect(await read('WETH')).toBe(weth.address)
      const quote = (amount: bigint, path: `0x${string}`[]) =>
        client.readContract({
          address: router.address,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [amount, path],
        })
      // 1 ETH buys a little under 3,000 pUSD (0.3 % fee, 0.1 % impact); 1 PRT a little under 2 pUSD.
      const eth = (await quote(parseEther('1'), [weth.address, pusd.address]))[1]!
      expect(Number(eth) / 1e6).toBeGreaterThan(Number(DEVNET_ETH_USD) * 0.99)
      expect(Number(eth) / 1e6).toBeLessThan(Number(DEVNET_ETH_USD))
      const viaPrt = (await quote(parseEther('1'), [weth.address, prt.address, pusd.address]))[2]!
      expect(Number(viaPrt) / 1e6).toBeGreaterThan(Number(DEVNET_ETH_USD) * 0.98)
      for (const [i, spec] of DEVNET_POOLS.entries()) {
        const pair = find(chain.contracts, 'uniswap-v2-pair', `${spec.a}/${spec.b}`)
        const [r0, r1] = await client.readContract({
          address: pair.address,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        const token0 = await client.readContract({
          address: pair.address,
          abi: pairAbi,
          functionName: 'token0',
        })
        const reserveA = token0 === pair.tokens[0] ? r0 : r1
        expect(reserveA, `pool ${i}`).toBe(parseUnits(spec.amountA.toString(), 18))
      }
    })
  }

  it('accepts a swap of 0.1 ETH for pUSD through the router', async () => {
    const chain = devnet.manifest.chains[0]!
    const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const router = find(chain.contracts, 'uniswap-v2-router')
    const path = [find(chain.contracts, 'weth').address, find(chain.contracts, 'erc20', 'pUSD').address]
    const { createWalletClient } = await import('viem')
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl), chain: foundry })
    const hash = await wallet.writeContract({
      address: router.address,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, path, account.address, 2n ** 40n],
      value: parseEther('0.1'),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const got = await client.readContract({
      address: path[1]!,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(Number(got) / 1e6).toBeGreaterThan(299)
  })
})

// @vitest-environment node
// Node, not jsdom: the devnet package (for the ERC-20's bytecode) reads file URLs; the wallet is added as a
// connector instead of being announced.
import { PorticoToken } from '@portico/devnet'
import { createTestWallet, startTestChain, type TestChain } from '@portico/test-wallet'
import {
  type Address,
  createPublicClient,
  encodeDeployData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'
import { ACCOUNT_0, ACCOUNT_1, contextFor, evmNetwork } from './testing/fixtures.js'

const CONNECTOR = 'test-wallet'

let chain: TestChain
let token: Address
const cleanups: (() => void)[] = []
const network = () => evmNetwork(31337, chain.rpcUrl)
const client = () => createPublicClient({ transport: http(chain.rpcUrl) })

async function connectedAdapter(): Promise<EvmAdapter> {
  const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl }, connected: true })
  const adapter = createEvmAdapter({ injected: false })
  adapter.setup(contextFor([network()]))
  adapter.addConnector?.({
    id: CONNECTOR,
    type: 'ANNOUNCED',
    name: 'Test',
    chain: 'eip155',
    provider: wallet,
  })
  cleanups.push(() => adapter.destroy())
  await adapter.connect({ connectorId: CONNECTOR })
  return adapter
}

beforeAll(async () => {
  chain = await startTestChain(31337)
  // A 6-decimal ERC-20 (the devnet's own contract) holding 1000 tokens for account 0, deployed by the wallet.
  const adapter = await connectedAdapter()
  const data = encodeDeployData({
    abi: PorticoToken.abi,
    bytecode: PorticoToken.bytecode,
    args: ['Portico USD', 'pUSD', 6, [ACCOUNT_0], parseUnits('1000', 6)],
  })
  const hash = (await adapter.request?.({
    connectorId: CONNECTOR,
    method: 'eth_sendTransaction',
    params: [{ from: ACCOUNT_0, data }],
  })) as `0x${string}`
  const receipt = await client().waitForTransactionReceipt({ hash })
  token = receipt.contractAddress as Address
})
afterAll(() => chain?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const balanceOf = (address: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('ERC-20 transfers, fees, receipts and blocks against anvil with the test wallet', () => {
  it('G-05 transferToken calls transfer(receiver, amount) on the token; both balances move by exactly 1.5', async () => {
    const adapter = await connectedAdapter()
    const [before0, before1] = await Promise.all([balanceOf(ACCOUNT_0), balanceOf(ACCOUNT_1)])
    const hash = await adapter.transferToken({
      connectorId: CONNECTOR,
      address: ACCOUNT_0,
      caipNetwork: network(),
      tokenAddress: token,
      to: ACCOUNT_1,
      amount: 1_500_000n,
    })
    await adapter.waitForTransaction({ caipNetwork: network(), hash })
    const tx = await client().getTransaction({ hash: hash as `0x${string}` })
    expect(tx.to?.toLowerCase()).toBe(token.toLowerCase())
    expect(tx.value).toBe(0n)
    expect(await balanceOf(ACCOUNT_0)).toBe(before0 - 1_500_000n)
    expect(await balanceOf(ACCOUNT_1)).toBe(before1 + 1_500_000n)
  })

  it('estimateSendFee: a native send costs 21000 gas at the gas price; an ERC-20 transfer more', async () => {
    const adapter = await connectedAdapter()
    const gasPrice = await client().getGasPrice()
    const base = { address: ACCOUNT_0, caipNetwork: network(), to: ACCOUNT_1 }
    expect(await adapter.estimateSendFee({ ...base, amount: parseEther('1') })).toBe(21_000n * gasPrice)
    const erc20Fee = await adapter.estimateSendFee({ ...base, amount: 1n, tokenAddress: token })
    expect(erc20Fee).toBeGreaterThan(21_000n * gasPrice)
  })

  it('waitForTransaction rejects a malformed hash with an error naming it', async () => {
    const adapter = await connectedAdapter()
    await expect(adapter.waitForTransaction({ caipNetwork: network(), hash: '0x1234' })).rejects.toThrow(
      'Invalid hash',
    )
  })

  it('watchBlocks calls back for a new block and stops when unsubscribed', async () => {
    const adapter = await connectedAdapter()
    let blocks = 0
    const stop = adapter.watchBlocks({ caipNetwork: network(), onBlock: () => blocks++ })
    cleanups.push(stop)
    // Let the watcher read the current block first, then mine one.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    })
    await expect.poll(() => blocks, { timeout: 15_000 }).toBeGreaterThan(0)
  }, 20_000)
})

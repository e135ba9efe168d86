import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, type DevnetContract, findFreePort, startDevnet } from '@portico/devnet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SIMULATION_CALLS } from '../../src/simulation/simulationSchemas.js'
import { startSilentServer } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { devnetClients, devnetContract } from '../helpers/devnetWallet.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

// Issue 25 item 2: no requirement ID covers the simulation route.
const CHAIN = 'eip155:31337'
const SILENT_CHAIN = 'eip155:4242'
/** The devnet's chain A behind a node that has no eth_simulateV1 (as some clients and providers). */
const OLD_NODE_CHAIN = 'eip155:4343'
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])
/** Account 1: seeded with pUSD, PRT and Punks 4-5, and not account 0 (other tests' default sender). */
const SENDER = 1
const RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address

describe('POST /v1/simulate on PGlite and the devnet (issue 25 item 2)', () => {
  let dir: string
  let devnet: Devnet
  let gw: RunningGateway
  let silent: Awaited<ReturnType<typeof startSilentServer>>
  let oldNode: Server
  const contract = <K extends DevnetContract['kind']>(kind: K) =>
    devnet.manifest.chains[0]?.contracts.find((c) => c.kind === kind) as Extract<DevnetContract, { kind: K }>
  const simulate = async (body: unknown) => {
    const res = await fetch(`${gw.base}/v1/simulate?projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const sender = () => devnetClients(devnet, SENDER)
  /** Sends `calls` for real, in order, from the sender; resolves once each is mined. */
  const send = async (calls: { to: Address; data?: Hex; value?: bigint }[]) => {
    const { wallet, chain } = sender()
    for (const call of calls) {
      const hash = await wallet.sendTransaction(call)
      const receipt = await chain.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
    }
  }
  const balanceOf = (token: Address, owner: Address) =>
    sender().chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const asBody = (calls: { to: Address; data?: Hex; value?: bigint }[]) => ({
    chainId: CHAIN,
    account: sender().account.address,
    calls: calls.map((c) => ({
      to: c.to,
      ...(c.data ? { data: c.data } : {}),
      ...(c.value ? { value: toHex(c.value) } : {}),
    })),
  })

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-simulate-'))
    const manifestPath = join(dir, 'devnet-manifest.json')
    devnet = await startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath })
    silent = await startSilentServer()
    oldNode = await withoutSimulateV1(devnet.chains[0]?.rpcUrl ?? '')
    gw = await startGateway(DATABASES[0]!, {
      rpcUrls: {
        [CHAIN]: devnet.chains[0]?.rpcUrl ?? '',
        [SILENT_CHAIN]: silent.url,
        [OLD_NODE_CHAIN]: `http://127.0.0.1:${(oldNode.address() as AddressInfo).port}`,
      },
      simulationTimeoutMs: 1_000,
      indexer: false,
    })
  }, 180_000)
  afterAll(async () => {
    await gw?.close()
    await silent?.stop()
    await new Promise((resolve) => oldNode?.close(resolve))
    await devnet?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('an ERC-20 transfer: pUSD -12.5 for the sender, exactly what the chain then shows', async () => {
    const pusd = devnetContract(devnet, 'erc20', 'pUSD').address
    const amount = parseUnits('12.5', 6)
    const calls = [
      {
        to: pusd,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] }),
      },
    ]
    const { status, body } = await simulate(asBody(calls))
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'success',
      method: 'eth_simulateV1',
      balanceChangesKnown: true,
      calls: [{ status: 'success' }],
      balanceChanges: [{ standard: 'erc20', asset: pusd, symbol: 'pUSD', decimals: 6, delta: '-12.5' }],
      noCode: [],
    })
    const before = await balanceOf(pusd, sender().account.address)
    await send(calls)
    expect((await balanceOf(pusd, sender().account.address)) - before).toBe(-amount)
  })

  it('the same call data sent to an address with no contract: it succeeds, changes nothing, and says so', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1n] })
    const { body } = await simulate(asBody([{ to: RECIPIENT, data }]))
    expect(body).toMatchObject({ status: 'success', balanceChanges: [], noCode: [RECIPIENT.toLowerCase()] })
  })

  it('a Uniswap V2 swap of 0.1 ETH for pUSD: native -0.1 and the pUSD the router then really pays', async () => {
    const pusd = devnetContract(devnet, 'erc20', 'pUSD').address
    const router = contract('uniswap-v2-router').address
    const path = [contract('weth').address, pusd]
    const value = parseEther('0.1')
    const me = sender().account.address
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, path, me, 4_000_000_000n],
    })
    const { body } = await simulate(asBody([{ to: router, data, value }]))
    const [, out] = await sender().chain.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [value, path],
    })
    expect(body.status).toBe('success')
    expect(body.balanceChanges).toEqual([
      { standard: 'native', asset: 'native', symbol: 'ETH', decimals: 18, delta: '-0.1' },
      { standard: 'erc20', asset: pusd, symbol: 'pUSD', decimals: 6, delta: `+${Number(out) / 1e6}` },
    ])
    const before = await balanceOf(pusd, me)
    await send([{ to: router, data, value }])
    expect((await balanceOf(pusd, me)) - before).toBe(out)
  })

  it('a batch carries state from call to call: approve the router, then swap 25 PRT for pUSD', async () => {
    const prt = devnetContract(devnet, 'erc20', 'PRT').address
    const pusd = devnetContract(devnet, 'erc20', 'pUSD').address
    const router = contract('uniswap-v2-router').address
    const me = sender().account.address
    const amount = parseEther('25')
    const [, out] = await sender().chain.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [prt, pusd]],
    })
    const calls = [
      {
        to: prt,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
      },
      {
        to: router,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [amount, 1n, [prt, pusd], me, 4_000_000_000n],
        }),
      },
    ]
    const { body } = await simulate(asBody(calls))
    expect(body.calls).toEqual([{ status: 'success' }, { status: 'success' }])
    expect(body.balanceChanges).toEqual([
      { standard: 'erc20', asset: prt, symbol: 'PRT', decimals: 18, delta: '-25' },
      { standard: 'erc20', asset: pusd, symbol: 'pUSD', decimals: 6, delta: `+${Number(out) / 1e6}` },
    ])
    // The swap alone, without the approval, reverts for want of an allowance.
    const alone = await simulate(asBody([calls[1]!]))
    expect(alone.body.status).toBe('reverted')
  })

  it('an NFT transfer: PPUNK -1 with its token id', async () => {
    const punks = devnetContract(devnet, 'erc721', 'PPUNK').address
    const me = sender().account.address
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [me, RECIPIENT, 4n],
    })
    const { body } = await simulate(asBody([{ to: punks, data }]))
    expect(body.balanceChanges).toEqual([
      { standard: 'erc721', asset: punks, symbol: 'PPUNK', decimals: 0, delta: '-1', tokenIds: ['4'] },
    ])
  })

  it('a transfer beyond the balance reverts, with the reason in words and no balance change', async () => {
    const pusd = devnetContract(devnet, 'erc20', 'pUSD').address
    const me = sender().account.address
    const held = await balanceOf(pusd, me)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, held + 1n] })
    const { status, body } = await simulate(asBody([{ to: pusd, data }]))
    expect(status).toBe(200)
    expect(body.status).toBe('reverted')
    expect(body.reason).toBe(`InsufficientBalance(${me}, ${held}, ${held + 1n})`)
    expect(body.calls).toEqual([{ status: 'reverted', reason: body.reason }])
    expect(body.balanceChanges).toEqual([])
  })

  it('its limits: too many calls and an unknown chain are refused; a node that does not answer is an honest answer', async () => {
    const call = { to: RECIPIENT, value: '0x1' }
    const tooMany = await simulate({
      chainId: CHAIN,
      account: RECIPIENT,
      calls: Array(MAX_SIMULATION_CALLS + 1).fill(call),
    })
    expect(tooMany.status).toBe(400)
    const unknown = await simulate({ chainId: 'eip155:1', account: RECIPIENT, calls: [call] })
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Network not supported for simulation' } })
    const timedOut = await simulate({ chainId: SILENT_CHAIN, account: RECIPIENT, calls: [call] })
    expect(timedOut.status).toBe(200)
    expect(timedOut.body).toMatchObject({
      status: 'failed',
      reason: 'Upstream RPC did not answer within 1000 ms',
      balanceChanges: [],
    })
  })

  it('where the node has no eth_simulateV1, eth_call: the revert status and reason, and no claim on balances', async () => {
    const pusd = devnetContract(devnet, 'erc20', 'pUSD').address
    const me = sender().account.address
    const held = await balanceOf(pusd, me)
    const transfer = (amount: bigint) => ({
      to: pusd,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] }),
    })
    const ok = await simulate({ ...asBody([transfer(1n)]), chainId: OLD_NODE_CHAIN })
    expect(ok.body).toEqual({
      status: 'success',
      method: 'eth_call',
      balanceChangesKnown: false,
      calls: [{ status: 'success' }],
      balanceChanges: [],
      noCode: [],
    })
    const bad = await simulate({ ...asBody([transfer(held + 1n)]), chainId: OLD_NODE_CHAIN })
    expect(bad.body).toMatchObject({ status: 'reverted', method: 'eth_call', balanceChangesKnown: false })
    expect(bad.body.reason).toContain('revert')
  })
})

/** A JSON-RPC node in front of `upstream` that answers eth_simulateV1 as an unknown method. */
async function withoutSimulateV1(upstream: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    type Call = { id: number; method?: string }
    const body = JSON.parse(Buffer.concat(chunks).toString()) as Call[] | Call
    const list = Array.isArray(body) ? body : [body]
    const forwarded = list.filter((r) => r.method !== 'eth_simulateV1')
    const answers = forwarded.length
      ? ((await (
          await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(forwarded),
          })
        ).json()) as { id: number }[])
      : []
    const out = list.map(
      (r) =>
        answers.find((a) => a.id === r.id) ?? {
          jsonrpc: '2.0',
          id: r.id,
          error: { code: -32601, message: 'the method eth_simulateV1 does not exist/is not available' },
        },
    )
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(Array.isArray(body) ? out : out[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

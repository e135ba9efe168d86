import { toPorticoSmartAccount } from '@portico/evm/smart-account'
import { encodeFunctionData, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import {
  createBundlerClient,
  entryPoint08Address,
  formatUserOperationRequest,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chainAt,
  devnetContract,
  type SmartAccountStack,
  startGatewayOnStack,
  startSmartAccountStack,
} from '../helpers/smartAccountStack.js'
import type { RunningGateway } from '../helpers/startGateway.js'

// The real bundler (alto) on the real devnet, reached only through the gateway's RPC proxy. PGlite only: the
// proxy keeps nothing in the database.
let stack: SmartAccountStack
let gw: RunningGateway
const proxyUrl = (chainId = 'eip155:31337') => `${gw.base}/v1/?chainId=${chainId}&projectId=portico-dev`

beforeAll(async () => {
  stack = await startSmartAccountStack()
  gw = await startGatewayOnStack(stack)
}, 120_000)
afterAll(async () => {
  await gw?.close()
  await stack?.stop()
})

async function rpc(method: string, params: unknown[], chainId?: string, url = proxyUrl(chainId)) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return (await res.json()) as { id: number; result?: unknown; error?: { code: number; message: string } }
}

/** Sends a signed user operation through the gateway and straight to the bundler; returns both answers. */
async function sendBoth(userOperation: Parameters<typeof formatUserOperationRequest>[0]) {
  const params = [formatUserOperationRequest(userOperation), entryPoint08Address]
  const viaGateway = await rpc('eth_sendUserOperation', params)
  const direct = await rpc('eth_sendUserOperation', params, undefined, stack.bundler.url)
  return { viaGateway, direct }
}

/** A fresh account on PorticoSmartAccountFactory, funded with 1 ETH and 10 PRT before it exists. */
async function fundedAccount(owner = privateKeyToAccount(generatePrivateKey())) {
  const { client } = chainAt(proxyUrl())
  const { wallet } = chainAt(stack.devnet.chains[0]!.rpcUrl)
  const factoryAddress = devnetContract(stack.devnet, 'accountFactory', 'PorticoSmartAccountFactory')
  const account = await toPorticoSmartAccount({ client, owner, factoryAddress })
  const address = await account.getAddress()
  const prt = devnetContract(stack.devnet, 'erc20', 'Portico Token')
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: address, value: parseEther('1') }),
  })
  const transfer = await wallet.writeContract({
    address: prt,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits('10', 18)],
  })
  await client.waitForTransactionReceipt({ hash: transfer })
  return { account, client, prt }
}

describe('ERC-4337 bundler behind the gateway RPC proxy', () => {
  it('O-02 eth_supportedEntryPoints is answered by the bundler: EntryPoint v0.8', async () => {
    expect(await rpc('eth_supportedEntryPoints', [])).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: [entryPoint08Address],
    })
  })

  it("O-02 O-03 a user operation sent with viem's bundler client deploys the account and is mined; its receipt and the operation read back", async () => {
    const { account, client, prt } = await fundedAccount()
    const bundlerClient = createBundlerClient({ client, transport: http(proxyUrl()) })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('4', 18)],
    })
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: prt, data }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({
      hash,
      pollingInterval: 100,
      timeout: 60_000,
    })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(await account.getAddress())
    expect(await client.getCode({ address: receipt.sender })).toMatch(/^0x.+/)
    expect(
      await client.readContract({ address: prt, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] }),
    ).toBe(parseUnits('4', 18))
    const byHash = await bundlerClient.getUserOperation({ hash })
    expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)
    const raw = await rpc('eth_getUserOperationReceipt', [hash])
    expect((raw.result as { userOpHash: Hex }).userOpHash).toBe(hash)
  })

  it("O-03 a user operation with a bad signature is refused with the bundler's own error, passed through", async () => {
    const { account, client, prt } = await fundedAccount()
    const bundlerClient = createBundlerClient({ client, transport: http(proxyUrl()) })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [prt, 1n] })
    const prepared = await bundlerClient.prepareUserOperation({ account, calls: [{ to: prt, data }] })
    // Signed by a stranger: the account's owner did not sign it.
    const stranger = await toPorticoSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      factoryAddress: devnetContract(stack.devnet, 'accountFactory', 'PorticoSmartAccountFactory'),
      address: await account.getAddress(),
    })
    const signature = await stranger.signUserOperation(prepared)
    const { account: _account, ...userOperation } = prepared
    const { viaGateway, direct } = await sendBoth({ ...userOperation, signature })
    expect(viaGateway.error?.message).toMatch(/signature/i)
    expect(viaGateway.error).toEqual(direct.error)
    expect(await client.getCode({ address: await account.getAddress() })).toBeUndefined()
  })

  it('O-03 a user operation with an impossible gas value is refused by the bundler with its error', async () => {
    const { account, client, prt } = await fundedAccount()
    const bundlerClient = createBundlerClient({ client, transport: http(proxyUrl()) })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [prt, 1n] })
    const prepared = await bundlerClient.prepareUserOperation({ account, calls: [{ to: prt, data }] })
    const { account: _account, ...userOperation } = prepared
    // Far too little gas to create the account: the bundler's simulateValidation fails (ERC-7769 -32500).
    const tooLittle = { ...userOperation, verificationGasLimit: 5_000n }
    const signature = await account.signUserOperation(tooLittle)
    const { viaGateway, direct } = await sendBoth({ ...tooLittle, signature })
    expect(viaGateway.error).toMatchObject({
      code: -32500,
      message: expect.stringContaining('UserOperation reverted'),
    })
    expect(viaGateway.error).toEqual(direct.error)
  })

  it('O-15 a batch mixing node and bundler methods is split between them and answered in order', async () => {
    const res = await fetch(proxyUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'eth_supportedEntryPoints', params: [] },
        { jsonrpc: '2.0', id: 'b', method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 'c', method: 'eth_sign', params: [] },
      ]),
    })
    const answers = (await res.json()) as { id: string; result?: unknown; error?: { code: number } }[]
    expect(answers.map((a) => a.id)).toEqual(['a', 'b', 'c'])
    expect(answers[0]?.result).toEqual([entryPoint08Address])
    expect(answers[1]?.result).toBe('0x7a69')
    expect(answers[2]?.error?.code).toBe(-32601)
  })

  it('O-02 a chain without a bundler refuses the user-operation methods like any method outside the list', async () => {
    const answer = await rpc('eth_supportedEntryPoints', [], 'eip155:31338')
    expect(answer.error).toMatchObject({ code: -32601, message: 'Requested RPC call is not allowed' })
    expect((await rpc('eth_chainId', [], 'eip155:31338')).result).toBe('0x7a6a')
  })
})

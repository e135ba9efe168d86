import {
  grantSessionCall,
  NATIVE_TRANSFER_SELECTOR,
  newSessionId,
  type PorticoSmartAccount,
  revokeSessionCall,
  type SessionGrant,
  SessionKeyError,
  selectorOf,
  sendWithSession,
  toPorticoSmartAccount,
} from '@portico/evm/smart-account'
import { type Address, encodeFunctionData, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chainAt,
  devnetContract,
  type SmartAccountStack,
  startGatewayOnStack,
  startSmartAccountStack,
} from './helpers/smartAccountStack.js'
import type { RunningGateway } from './helpers/startGateway.js'

// Issue 13 "done when": session keys enforced on chain by PorticoSmartAccount, used the way an app uses them:
// `sendWithSession` with only the session's private key, through the gateway's RPC proxy to the real bundler
// (alto) on the real devnet. No wallet and no owner signature after the grant.
let stack: SmartAccountStack
let gw: RunningGateway
let account: PorticoSmartAccount
let prt: Address
const owner = privateKeyToAccount(generatePrivateKey())
const sessionPrivateKey = generatePrivateKey()
const sessionKey = privateKeyToAccount(sessionPrivateKey)
const receiver = privateKeyToAccount(generatePrivateKey()).address
const ONE_HOUR = 3600
const proxyUrl = () => `${gw.base}/v1/?chainId=eip155:31337&projectId=portico-dev`
const rpcClient = () => chainAt(stack.devnet.chains[0]!.rpcUrl).client

beforeAll(async () => {
  stack = await startSmartAccountStack()
  const rpcUrl = stack.devnet.chains[0]!.rpcUrl
  gw = await startGatewayOnStack(stack)
  const { client, wallet } = chainAt(rpcUrl)
  prt = devnetContract(stack.devnet, 'erc20', 'Portico Token')
  const factoryAddress = devnetContract(stack.devnet, 'accountFactory', 'PorticoSmartAccountFactory')
  account = await toPorticoSmartAccount({ client: chainAt(proxyUrl()).client, owner, factoryAddress })
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: account.address, value: parseEther('1') }),
  })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: prt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('100', 18)],
    }),
  })
}, 120_000)
afterAll(async () => {
  await gw?.close()
  await stack?.stop()
})

/** Sends the owner's calls through the gateway (the first one deploys the account). */
async function asOwner(calls: { to: Address; data: Hex }[]) {
  const bundler = createBundlerClient({ client: chainAt(proxyUrl()).client, transport: http(proxyUrl()) })
  const hash = await bundler.sendUserOperation({ account, calls })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })
  expect(receipt.success).toBe(true)
}

/** Grants a session of `grant` under a fresh id; returns the context `wallet_grantPermissions` would answer. */
async function granted(grant: Partial<SessionGrant> = {}) {
  const pci = newSessionId()
  const now = Number((await rpcClient().getBlock()).timestamp)
  await asOwner([
    grantSessionCall(account.address, pci, {
      key: sessionKey.address,
      validUntil: now + ONE_HOUR,
      nativeLimit: 0n,
      calls: [{ target: prt, selector: selectorOf('transfer(address,uint256)') }],
      tokens: [{ token: prt, limit: parseUnits('10', 18) }],
      ...grant,
    }),
  ])
  return { address: account.address, chainId: '0x7a69' as Hex, context: pci }
}

const transferPrt = (amount: string) => ({
  to: prt,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, parseUnits(amount, 18)],
  }),
})
const prtOf = (address: Address) =>
  rpcClient().readContract({ address: prt, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const send = (
  permissions: Awaited<ReturnType<typeof granted>>,
  calls: { to: Address; value?: bigint; data?: Hex }[],
) => sendWithSession({ permissions, sessionPrivateKey, rpcUrl: proxyUrl(), calls, pollingIntervalMs: 100 })

describe('session keys through the gateway and the bundler (issue 13, N-04)', () => {
  let prtSession: Awaited<ReturnType<typeof granted>>

  it('N-04 a session of 10 PRT of transfers for one hour lets the session key alone send 5 PRT', async () => {
    prtSession = await granted()
    const before = await prtOf(receiver)
    const { receipt } = await send(prtSession, [transferPrt('5')])
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect((await prtOf(receiver)) - before).toBe(parseUnits('5', 18))
  })

  it("N-04 20 PRT is refused on chain: the bundler's validation error comes back through the gateway", async () => {
    const before = await prtOf(receiver)
    await expect(send(prtSession, [transferPrt('20')])).rejects.toThrow(/session: token limit exceeded/)
    // 5 already spent: 6 more is over the limit too, 5 more is exactly the limit.
    await expect(send(prtSession, [transferPrt('6')])).rejects.toThrow(/session: token limit exceeded/)
    await send(prtSession, [transferPrt('5')])
    expect((await prtOf(receiver)) - before).toBe(parseUnits('5', 18))
  })

  it('N-04 other functions and other contracts are refused (allowed contract and function limits)', async () => {
    const pusd = devnetContract(stack.devnet, 'erc20', 'Portico USD')
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, 1n] })
    const session = await granted()
    await expect(send(session, [{ to: prt, data: approve }])).rejects.toThrow(/session: call not allowed/)
    await expect(send(session, [{ ...transferPrt('1'), to: pusd }])).rejects.toThrow(
      /session: call not allowed/,
    )
    await expect(send(session, [{ to: receiver, value: 1n }])).rejects.toThrow(/session: call not allowed/)
  })

  it('N-04 a native spend limit: 0.005 ETH of 0.01 is sent, then 0.02 ETH is refused', async () => {
    const session = await granted({
      nativeLimit: parseEther('0.01'),
      calls: [{ target: receiver, selector: NATIVE_TRANSFER_SELECTOR }],
      tokens: [],
    })
    const before = await rpcClient().getBalance({ address: receiver })
    await send(session, [{ to: receiver, value: parseEther('0.005') }])
    expect((await rpcClient().getBalance({ address: receiver })) - before).toBe(parseEther('0.005'))
    await expect(send(session, [{ to: receiver, value: parseEther('0.02') }])).rejects.toThrow(
      /session: native limit exceeded/,
    )
  })

  it("N-02 use after the owner's on-chain revocation fails", async () => {
    const session = await granted()
    await send(session, [transferPrt('1')])
    await asOwner([revokeSessionCall(account.address, session.context)])
    await expect(send(session, [transferPrt('1')])).rejects.toThrow(/session: revoked/)
  })

  it('N-04 a key that is not the session key is refused, and so is a context that is not usable', async () => {
    const session = await granted()
    const stranger = { permissions: session, sessionPrivateKey: generatePrivateKey(), rpcUrl: proxyUrl() }
    await expect(sendWithSession({ ...stranger, calls: [transferPrt('1')] })).rejects.toThrow(/signature/i)
    const bad = [
      { ...session, context: '0x1234' as Hex },
      { ...session, chainId: 31338 },
      { ...session, address: receiver },
    ]
    for (const permissions of bad) {
      await expect(
        sendWithSession({ permissions, sessionPrivateKey, rpcUrl: proxyUrl(), calls: [transferPrt('1')] }),
      ).rejects.toBeInstanceOf(SessionKeyError)
    }
  })

  it('N-04 use after expiry fails (anvil time travel past the hour)', async () => {
    const session = await granted()
    await send(session, [transferPrt('1')])
    await rpcClient().request({ method: 'evm_increaseTime' as never, params: [ONE_HOUR + 1] as never })
    await rpcClient().request({ method: 'evm_mine' as never, params: [] as never })
    await expect(send(session, [transferPrt('1')])).rejects.toThrow(/AA22 expired or not due|expire/i)
  })
})

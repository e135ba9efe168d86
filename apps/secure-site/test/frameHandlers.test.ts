import { type AnvilChain, startAnvil } from '@portico/devnet'
import { freePort } from '@portico/test-servers'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFrame, memoryStorage, type SiteStack, siteFrame, startSiteStack } from './siteStack.js'

// Real parts: an anvil chain behind the gateway's RPC proxy, the gateway, the mail catcher, the site key service.
// The approval screen is the only stand-in: `approve` answers as the user's click would.
const CHAIN = 31337
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('secure site frame handlers (F-03, F-14, O-02 to O-05, issue 11)', () => {
  let chain: AnvilChain
  let stack: SiteStack
  let approveNext = true
  beforeAll(async () => {
    chain = await startAnvil({ chainId: CHAIN, port: await freePort() })
    stack = await startSiteStack({ [`eip155:${CHAIN}`]: chain.rpcUrl })
  })
  afterAll(async () => {
    await stack?.close()
    await chain?.stop()
  })

  /** One secure-site frame on a browser profile (`storage`). */
  const frame = (storage = memoryStorage()) =>
    siteFrame(stack, { storage, approve: async () => approveNext, chainId: CHAIN })
  const login = (h: ReturnType<typeof frame>, email: string) => loginFrame(stack, h, email)

  it("F-17 a malformed email is rejected with 'Invalid email'", async () => {
    await expect(frame().CONNECT_EMAIL({ email: 'not-an-email' })).rejects.toThrow('Invalid email')
  })

  it('F-25 email login end to end: the user payload; another profile with the same email gets the same address', async () => {
    const user = await login(frame(), 'frame@example.com')
    expect(user).toMatchObject({ email: 'frame@example.com', chainId: CHAIN, smartAccountDeployed: false })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const again = await login(frame(), 'frame@example.com')
    expect(again.address).toBe(user.address)
  })

  it('F-14 a reload (same profile, new frame) is still connected without a code; sign-out ends it', async () => {
    const storage = memoryStorage()
    const user = await login(frame(storage), 'reload@example.com')
    const reloaded = frame(storage)
    expect(await reloaded.IS_CONNECTED()).toEqual({ isConnected: true })
    expect((await reloaded.GET_USER()).address).toBe(user.address)
    expect(await reloaded.SIGN_OUT()).toEqual({})
    expect(await frame(storage).IS_CONNECTED()).toEqual({ isConnected: false })
  })

  it('O-02 safe calls are answered through the gateway RPC proxy; eth_accounts and eth_chainId locally', async () => {
    const h = frame()
    const user = await login(h, 'safe@example.com')
    expect(await h.RPC_REQUEST({ method: 'eth_accounts' })).toEqual([user.address])
    expect(await h.RPC_REQUEST({ method: 'eth_chainId' })).toBe(toHex(CHAIN))
    expect(await h.RPC_REQUEST({ method: 'eth_getBalance', params: [user.address, 'latest'] })).toBe('0x0')
  })

  it("O-05 a method in neither list is refused with 'Requested RPC call is not allowed'", async () => {
    const h = frame()
    await login(h, 'unknown@example.com')
    await expect(h.RPC_REQUEST({ method: 'eth_foo' })).rejects.toThrow('Requested RPC call is not allowed')
  })

  it('O-03 personal_sign after approval verifies for the embedded address; a rejection rejects', async () => {
    const h = frame()
    const user = await login(h, 'sign@example.com')
    approveNext = true
    const message = 'Hello from Portico'
    const signature = (await h.RPC_REQUEST({
      method: 'personal_sign',
      params: [toHex(message), user.address],
    })) as Hex
    expect(await verifyMessage({ address: user.address as Hex, message, signature })).toBe(true)
    approveNext = false
    await expect(
      h.RPC_REQUEST({ method: 'personal_sign', params: [toHex(message), user.address] }),
    ).rejects.toThrow('User rejected the request')
    approveNext = true
  })

  it('O-03 eth_signTypedData_v4 after approval verifies for the embedded address', async () => {
    const h = frame()
    const user = await login(h, 'typed@example.com')
    const typed = {
      domain: { name: 'Portico', version: '1', chainId: CHAIN },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'Hello from Portico' },
    }
    const signature = (await h.RPC_REQUEST({
      method: 'eth_signTypedData_v4',
      params: [user.address, JSON.stringify(typed)],
    })) as Hex
    const { EIP712Domain: _d, ...types } = typed.types
    expect(
      await verifyTypedData({
        ...typed,
        types,
        primaryType: 'Greeting',
        address: user.address as Hex,
        signature,
      }),
    ).toBe(true)
  })

  it('O-03 eth_sendTransaction after approval is signed on the secure site and mined through the gateway', async () => {
    const h = frame()
    const user = await login(h, 'send@example.com')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [user.address, toHex(parseEther('1'))] as never,
    })
    const before = await client.getBalance({ address: RECEIVER })
    const hash = (await h.RPC_REQUEST({
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to: RECEIVER, value: toHex(parseEther('0.001')) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.001'))
  })
})

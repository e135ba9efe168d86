import { revokeSmartSessionMessage } from '@portico/core'
import {
  grantSessionCall,
  newSessionId,
  type PorticoSmartAccount,
  selectorOf,
  toPorticoSmartAccount,
} from '@portico/evm/smart-account'
import { type Address, type Hex, http, parseEther, parseUnits } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
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

// Sessions registered at the gateway (PGlite) for a PorticoSmartAccount on the devnet; the owner grants them on
// chain through the real bundler first.
let stack: SmartAccountStack
let gw: RunningGateway
let account: PorticoSmartAccount
let prt: Address
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const pci = newSessionId()
let expiry: number
const caip = () => `eip155:31337:${account.address}`

beforeAll(async () => {
  stack = await startSmartAccountStack()
  const rpcUrl = stack.devnet.chains[0]!.rpcUrl
  gw = await startGatewayOnStack(stack)
  const { client, wallet } = chainAt(rpcUrl)
  prt = devnetContract(stack.devnet, 'erc20', 'Portico Token')
  const factoryAddress = devnetContract(stack.devnet, 'accountFactory', 'PorticoSmartAccountFactory')
  account = await toPorticoSmartAccount({ client, owner, factoryAddress })
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: account.address, value: parseEther('1') }),
  })
  expiry = Number((await client.getBlock()).timestamp) + 3600
  // The owner's first user operation deploys the account and grants the session.
  const bundler = createBundlerClient({ client, transport: http(stack.bundler.url) })
  const hash = await bundler.sendUserOperation({
    account,
    calls: [
      grantSessionCall(account.address, pci, {
        key: sessionKey.address,
        validUntil: expiry,
        nativeLimit: 0n,
        calls: [{ target: prt, selector: selectorOf('transfer(address,uint256)') }],
        tokens: [{ token: prt, limit: parseUnits('10', 18) }],
      }),
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })
  if (!receipt.success) throw new Error('granting the session failed')
}, 120_000)
afterAll(async () => {
  await gw?.close()
  await stack?.stop()
})

/** The ERC-7715 request of the granted session: PRT transfers up to 10 PRT for an hour. */
const request = (overrides: Record<string, unknown> = {}) => ({
  pci,
  expiry,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.address }] } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: prt, functions: [{ selector: '0xa9059cbb', functionName: 'transfer' }] },
    },
    { type: 'erc20-token-limit', data: { address: prt, allowance: parseUnits('10', 18).toString() } },
  ],
  policies: [],
  ...overrides,
})

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${gw.base}${path}${path.includes('?') ? '&' : '?'}projectId=portico-dev`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}

describe('smart sessions at the gateway (N-01, N-02)', () => {
  it('N-01 an unsupported network or an account without sessions lists none', async () => {
    expect((await call('GET', `/v1/sessions/eip155:999:${account.address}`)).body).toEqual({ pcis: [] })
    expect((await call('GET', `/v1/sessions/${caip()}`)).body).toEqual({ pcis: [] })
  })

  it('N-04 refuses bad requests with a 400 naming the field, before storing anything', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ expiry: expiry - 7200 }, 'expiry'],
      [{ permissions: [...request().permissions, { type: 'everything', data: {} }] }, 'permissions[2].type'],
      [
        { permissions: [request().permissions[0], { type: 'erc20-token-limit', data: { address: prt } }] },
        'permissions[1].data.allowance',
      ],
      [
        {
          permissions: [
            request().permissions[0],
            { type: 'erc20-token-limit', data: { address: prt, allowance: '0' } },
          ],
        },
        'permissions[1].data.allowance',
      ],
      [
        {
          permissions: [
            {
              type: 'contract-call',
              data: { address: owner.address, functions: [{ selector: '0xa9059cbb' }] },
            },
          ],
        },
        'permissions[0].data.address',
      ],
      [{ pci: newSessionId() }, 'pci'],
      [{ expiry: expiry + 60 }, 'pci'],
    ]
    for (const [overrides, field] of cases) {
      const res = await call('POST', `/v1/sessions/${caip()}`, request(overrides))
      expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field })
      expect(res.body.message).toContain(field)
    }
    expect((await call('GET', `/v1/sessions/${caip()}`)).body).toEqual({ pcis: [] })
  })

  it('N-01 registers the session granted on chain and lists it with its expiry in seconds', async () => {
    const created = await call('POST', `/v1/sessions/${caip()}`, request())
    expect(created).toEqual({ status: 201, body: { pci } })
    expect((await call('POST', `/v1/sessions/${caip()}`, request())).status).toBe(409)
    const listed = await call('GET', `/v1/sessions/${caip()}`)
    expect(listed.body.pcis).toEqual([
      expect.objectContaining({
        pci,
        expiry,
        project: { id: 'portico-dev' },
        permissions: request().permissions,
      }),
    ])
    expect(listed.body.pcis[0].revokedAt).toBeUndefined()
    expect((await call('GET', `/v1/sessions/${account.address}`)).body.pcis).toHaveLength(1)
  })

  it("N-02 refuses a revoke whose signature is not the account's: a stranger's, or the owner's bare key", async () => {
    const message = revokeSmartSessionMessage(pci)
    for (const signature of [
      await privateKeyToAccount(generatePrivateKey()).signMessage({ message }),
      await owner.signMessage({ message }),
    ]) {
      const res = await call('POST', `/v1/sessions/${caip()}/revoke`, { pci, signature })
      expect(res).toMatchObject({ status: 401, body: { field: 'signature' } })
    }
    expect((await call('GET', `/v1/sessions/${caip()}`)).body.pcis[0].revokedAt).toBeUndefined()
  })

  it("N-02 refuses the signature of the same owner's other smart account (ERC-1271 is bound to the account)", async () => {
    const sibling = await toPorticoSmartAccount({
      client: chainAt(stack.devnet.chains[0]!.rpcUrl).client,
      owner,
      factoryAddress: devnetContract(stack.devnet, 'accountFactory', 'PorticoSmartAccountFactory'),
      salt: 1n,
    })
    expect(sibling.address).not.toBe(account.address)
    const signature = await sibling.signMessage({ message: revokeSmartSessionMessage(pci) })
    const res = await call('POST', `/v1/sessions/${caip()}/revoke`, { pci, signature })
    expect(res).toMatchObject({ status: 401, body: { field: 'signature' } })
  })

  it('N-02 revokes with the account signature (ERC-1271, deployed account) and lists it as revoked', async () => {
    const signature = await account.signMessage({ message: revokeSmartSessionMessage(pci) })
    expect(await call('POST', `/v1/sessions/${caip()}/revoke`, { pci, signature })).toEqual({
      status: 200,
      body: { success: true },
    })
    const [session] = (await call('GET', `/v1/sessions/${caip()}`)).body.pcis
    expect(session.revokedAt).toBeTypeOf('number')
  })

  it('N-02 accepts ERC-6492 (account not deployed yet) and EOA signatures: an unknown session is then a 404', async () => {
    const { client } = chainAt(stack.devnet.chains[0]!.rpcUrl)
    const factoryAddress = devnetContract(stack.devnet, 'accountFactory', 'PorticoSmartAccountFactory')
    const fresh = await toPorticoSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      factoryAddress,
    })
    const other = newSessionId()
    const early = await fresh.signMessage({ message: revokeSmartSessionMessage(other) })
    const res = await call('POST', `/v1/sessions/eip155:31337:${fresh.address}/revoke`, {
      pci: other,
      signature: early,
    })
    expect(res).toMatchObject({ status: 404, body: { field: 'pci' } })
    const eoa = privateKeyToAccount(generatePrivateKey())
    const signature: Hex = await eoa.signMessage({ message: revokeSmartSessionMessage(other) })
    const byEoa = await call('POST', `/v1/sessions/eip155:31337:${eoa.address}/revoke`, {
      pci: other,
      signature,
    })
    expect(byEoa).toMatchObject({ status: 404, body: { field: 'pci' } })
  })

  it('N-02 validates the revoke body and the address', async () => {
    expect(
      (await call('POST', `/v1/sessions/${caip()}/revoke`, { pci: 'abc', signature: '0x00' })).status,
    ).toBe(400)
    expect((await call('POST', `/v1/sessions/${caip()}/revoke`, { pci })).status).toBe(400)
    expect((await call('GET', '/v1/sessions/not-an-address')).status).toBe(400)
    const unsupported = await call('POST', `/v1/sessions/eip155:999:${account.address}/revoke`, {
      pci,
      signature: '0x00',
    })
    expect(unsupported).toMatchObject({ status: 400, body: { field: 'address' } })
  })
})

import {
  createPublicClient,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCodes, USER_REJECTED_MESSAGE } from './constants.js'
import { createTestWallet, type TestWallet } from './createTestWallet.js'
import { startTestChain, type TestChain } from './testing/anvil.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: ACCOUNT_1, amount: '12345678901234567890' },
} as const

let chainA: TestChain
let chainB: TestChain

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startTestChain(31337), startTestChain(31338)])
})

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

function wallet(connected = false): TestWallet {
  return createTestWallet({ chains: { 31337: chainA.rpcUrl }, connected })
}

describe('test wallet against anvil', () => {
  it('returns no accounts before eth_requestAccounts, then account 0 and an accountsChanged event', async () => {
    const w = wallet()
    const seen: unknown[] = []
    const connects: unknown[] = []
    w.on('accountsChanged', (accounts) => seen.push(accounts))
    w.on('connect', (info) => connects.push(info))
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(await w.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(seen).toEqual([[ACCOUNT_0]])
    expect(connects).toEqual([{ chainId: '0x7a69' }])
  })

  it('personal_sign signs with the real key (viem verifyMessage)', async () => {
    const w = wallet(true)
    const message = 'Hello from Portico'
    const signature = (await w.request({
      method: 'personal_sign',
      params: [stringToHex(message), ACCOUNT_0],
    })) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature })).toBe(true)
  })

  it('eth_signTypedData_v4 signs EIP-712 data (viem verifyTypedData)', async () => {
    const w = wallet(true)
    const signature = (await w.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_0, JSON.stringify(typedData)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    const message = { ...typedData.message, amount: BigInt(typedData.message.amount) }
    const valid = await verifyTypedData({ ...typedData, types, message, address: ACCOUNT_0, signature })
    expect(valid).toBe(true)
  })

  it('eth_sendTransaction signs locally, sends the raw transaction and it is mined', async () => {
    const w = wallet(true)
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await client.getBalance({ address: ACCOUNT_1 })
    const value = parseEther('0.001')
    const hash = (await w.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: numberToHex(value) }],
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())
    expect(await client.getBalance({ address: ACCOUNT_1 })).toBe(before + value)
  })

  it('D-23 switching to an unknown chain fails with 4902; after wallet_addEthereumChain it switches', async () => {
    const w = wallet(true)
    const changes: unknown[] = []
    w.on('chainChanged', (chainId) => changes.push(chainId))
    const switchB = () => w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await expect(switchB()).rejects.toMatchObject({ code: ErrorCodes.UNRECOGNIZED_CHAIN })
    await w.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Devnet B',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: [chainB.rpcUrl],
        },
      ],
    })
    await expect(switchB()).resolves.toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // reads now go to chain B's node
    expect(await w.request({ method: 'net_version' })).toBe('31338')
    expect(typeof (await w.request({ method: 'eth_blockNumber' }))).toBe('string')
  })

  it('rejectNext rejects exactly one request with 4001, optionally only for one method', async () => {
    const w = wallet(true)
    w.rejectNext('personal_sign')
    await expect(w.request({ method: 'eth_accounts' })).resolves.toEqual([ACCOUNT_0])
    const sign = () => w.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_0] })
    await expect(sign()).rejects.toMatchObject({ code: 4001, message: USER_REJECTED_MESSAGE })
    await expect(sign()).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    w.rejectNext()
    await expect(w.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4001 })
  })

  it('garbageNext answers one malformed result', async () => {
    const w = wallet(true)
    w.garbageNext('eth_accounts')
    expect(await w.request({ method: 'eth_accounts' })).toEqual(['0xnot-an-address'])
    expect(await w.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    w.garbageNext()
    expect(await w.request({ method: 'eth_chainId' })).toBe('banana')
  })

  it('refuses to sign before authorisation (4100) and never forwards eth_sign to the node (4200)', async () => {
    const w = wallet()
    await expect(w.request({ method: 'personal_sign', params: ['0x00', ACCOUNT_0] })).rejects.toMatchObject({
      code: ErrorCodes.UNAUTHORIZED,
    })
    await expect(w.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] })).rejects.toMatchObject({
      code: ErrorCodes.UNSUPPORTED_METHOD,
    })
    await expect(w.request({ method: '' })).rejects.toMatchObject({ code: ErrorCodes.INVALID_PARAMS })
    await expect(
      w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'nope' }] }),
    ).rejects.toMatchObject({ code: ErrorCodes.INVALID_PARAMS })
  })

  it('setAccount and wallet_revokePermissions emit accountsChanged', async () => {
    const w = wallet(true)
    const seen: unknown[] = []
    w.on('accountsChanged', (accounts) => seen.push(accounts))
    w.setAccount(1)
    expect(await w.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    await w.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    expect(seen).toEqual([[ACCOUNT_1], []])
    expect(w.getState()).toMatchObject({ connected: false, accountIndex: 1, chainId: 31337 })
  })
})

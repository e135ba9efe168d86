import { describe, expect, it } from 'vitest'
import { checkPermissionRequest, MAX_SESSION_SECONDS, PermissionRequestError } from './permissionRequest.js'

const NOW = 1_800_000_000
const PRT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const KEY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TRANSFER = '0xa9059cbb'

/** 10 PRT of transfers for an hour: the example session. */
const request = (overrides: Record<string, unknown> = {}) => ({
  expiry: NOW + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: KEY }] } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: PRT, functions: [{ selector: TRANSFER, functionName: 'transfer' }] },
    },
    { type: 'erc20-token-limit', data: { address: PRT, allowance: '10000000000000000000' } },
  ],
  policies: [],
  ...overrides,
})

function fieldOf(value: unknown): string | undefined {
  try {
    checkPermissionRequest(value, NOW)
  } catch (error) {
    if (error instanceof PermissionRequestError) return error.field
    throw error
  }
  return undefined
}

describe('checkPermissionRequest (N-04, issue 13 bad input)', () => {
  it('N-04 turns a session of 10 PRT of transfers for one hour into the on-chain grant', () => {
    expect(checkPermissionRequest(request(), NOW)).toEqual({
      key: KEY,
      expiry: NOW + 3600,
      nativeLimit: 0n,
      calls: [{ target: PRT, selector: TRANSFER }],
      tokens: [{ token: PRT, limit: 10n ** 19n }],
    })
  })

  it('N-04 adds native limits and accepts 0x amounts', () => {
    const permissions = [
      ...request().permissions,
      { type: 'native-token-limit', data: { allowance: '0x10' } },
    ]
    expect(checkPermissionRequest(request({ permissions }), NOW).nativeLimit).toBe(16n)
  })

  it('N-04 refuses expiries in the past, missing or too far, naming expiry', () => {
    expect(fieldOf(request({ expiry: NOW - 1 }))).toBe('expiry')
    expect(fieldOf(request({ expiry: NOW }))).toBe('expiry')
    expect(fieldOf(request({ expiry: undefined }))).toBe('expiry')
    expect(fieldOf(request({ expiry: '3600' }))).toBe('expiry')
    expect(fieldOf(request({ expiry: NOW + MAX_SESSION_SECONDS + 1 }))).toBe('expiry')
  })

  it('N-04 refuses missing or impossible limits, naming the allowance', () => {
    const limit = (allowance: unknown) =>
      request({
        permissions: [
          request().permissions[0],
          { type: 'erc20-token-limit', data: { address: PRT, allowance } },
        ],
      })
    const overUint256 = (2n ** 256n).toString()
    for (const allowance of [undefined, '', '0', '-5', '1.5', 10, 'ten', overUint256]) {
      expect(fieldOf(limit(allowance))).toBe('permissions[1].data.allowance')
    }
    const max = { type: 'native-token-limit', data: { allowance: (2n ** 256n - 1n).toString() } }
    expect(fieldOf(request({ permissions: [request().permissions[0], max, max] }))).toBe(
      'permissions[2].data.allowance',
    )
    const native = { type: 'native-token-limit', data: {} }
    expect(fieldOf(request({ permissions: [request().permissions[0], native] }))).toBe(
      'permissions[1].data.allowance',
    )
  })

  it('N-04 refuses unknown permission types and a limit without a call', () => {
    const unknown = request({ permissions: [...request().permissions, { type: 'everything', data: {} }] })
    expect(fieldOf(unknown)).toBe('permissions[2].type')
    expect(fieldOf(request({ permissions: [request().permissions[1]] }))).toBe('permissions')
    const otherToken = { type: 'erc20-token-limit', data: { address: KEY, allowance: '1' } }
    expect(fieldOf(request({ permissions: [request().permissions[0], otherToken] }))).toBe(
      'permissions[1].data.address',
    )
  })

  it('N-04 refuses bad targets, selectors and signers, naming each', () => {
    const call = (data: unknown) => request({ permissions: [{ type: 'contract-call', data }] })
    expect(fieldOf(call({ address: 'abc', functions: [{ selector: TRANSFER }] }))).toBe(
      'permissions[0].data.address',
    )
    expect(fieldOf(call({ address: PRT, functions: [] }))).toBe('permissions[0].data.functions')
    expect(fieldOf(call({ address: PRT, functions: [{ selector: 'transfer' }] }))).toBe(
      'permissions[0].data.functions[0].selector',
    )
    expect(fieldOf(request({ signer: undefined }))).toBe('signer')
    expect(fieldOf(request({ signer: { type: 'wallet', data: {} } }))).toBe('signer.type')
    expect(fieldOf(request({ signer: { type: 'keys', data: { keys: [] } } }))).toBe('signer.data.keys')
    expect(fieldOf(request({ permissions: [] }))).toBe('permissions')
    expect(fieldOf('nope')).toBe('request')
  })
})

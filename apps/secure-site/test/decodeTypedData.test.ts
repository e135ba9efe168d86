import { maxUint160, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { UNLIMITED } from '../src/approval/decodeCall.js'
import { decodeTypedData } from '../src/approval/decodeTypedData.js'

// Issue 25 item 1: typed data as a domain and a readable tree, Permit and Permit2 spelled out. No requirement ID.
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SPENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const permit = (value: bigint, chainId = 31337) => ({
  domain: { name: 'Portico USD', version: '1', chainId, verifyingContract: TOKEN },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: OWNER, spender: SPENDER, value: value.toString(), nonce: '0', deadline: '1800000000' },
})

describe('the approval screen reads typed data (issue 25 item 1)', () => {
  it('a Permit, sent as the JSON string wallets receive, is spelled out: spender, amount, deadline', () => {
    const decoded = decodeTypedData(JSON.stringify(permit(2_000_000n)), 31337)
    expect(decoded.primaryType).toBe('Permit')
    expect(decoded.domain).toEqual([
      { label: 'Name', value: 'Portico USD' },
      { label: 'Version', value: '1' },
      { label: 'Chain', value: '31337' },
      { label: 'Verifying contract', value: TOKEN },
    ])
    expect(decoded.permit?.summary).toBe(
      `Permit ${SPENDER} to spend 2000000 of Portico USD from ${OWNER}, until 2027-01-15T08:00:00.000Z (1800000000).`,
    )
    expect(decoded.permit?.fields).toEqual([
      { label: 'Spender', value: SPENDER },
      { label: 'Amount', value: '2000000' },
      { label: 'Deadline', value: '2027-01-15T08:00:00.000Z (1800000000)' },
    ])
    expect(decoded.message.map((node) => node.label)).toEqual([
      'owner',
      'spender',
      'value',
      'nonce',
      'deadline',
    ])
    expect(decoded.warnings).toEqual([])
  })

  it('an unlimited Permit is called unlimited; a domain on another chain than the active one is warned about', () => {
    const decoded = decodeTypedData(permit(maxUint256, 1), 31337)
    expect(decoded.permit?.fields).toContainEqual({ label: 'Amount', value: UNLIMITED })
    expect(decoded.warnings).toEqual(['The signature is for chain 1, not the active network (31337).'])
  })

  it('a Permit2 PermitSingle names the token, the spender and the amount; nested structs become a tree', () => {
    const decoded = decodeTypedData({
      domain: {
        name: 'Permit2',
        chainId: 31337,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      types: {
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      primaryType: 'PermitSingle',
      message: {
        details: { token: TOKEN, amount: maxUint160.toString(), expiration: '1800000000', nonce: '0' },
        spender: SPENDER,
        sigDeadline: '1800000000',
      },
    })
    expect(decoded.permit?.fields).toEqual([
      { label: 'Spender', value: SPENDER },
      { label: 'Token', value: TOKEN },
      { label: 'Amount', value: UNLIMITED },
      { label: 'Deadline', value: '2027-01-15T08:00:00.000Z (1800000000)' },
    ])
    expect(decoded.message[0]).toEqual({
      label: 'details',
      children: [
        { label: 'token', value: TOKEN },
        { label: 'amount', value: maxUint160.toString() },
        { label: 'expiration', value: '1800000000' },
        { label: 'nonce', value: '0' },
      ],
    })
  })

  it('malformed typed data is refused with a message that says what is wrong', () => {
    expect(() => decodeTypedData('{not json')).toThrow('The typed data is not valid JSON.')
    expect(() => decodeTypedData('[]')).toThrow('The typed data is not an object.')
    expect(() => decodeTypedData({ types: {}, message: {} })).toThrow('The typed data has no primaryType.')
    expect(() => decodeTypedData({ primaryType: 'Mail', types: {}, message: {} })).toThrow(
      'The typed data does not define Mail.',
    )
    expect(() => decodeTypedData({ primaryType: 'Mail', types: { Mail: [] } })).toThrow(
      'The typed data has no message.',
    )
  })
})

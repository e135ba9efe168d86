import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall, UNLIMITED } from '../src/approval/decodeCall.js'

// Issue 25 item 1 (what is asked, in words): no requirement ID covers the decoding. Calldata is encoded with viem.
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('the approval screen decodes the common token calls (issue 25 item 1)', () => {
  it('ERC-20 transfer names the recipient and the amount', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 2_000_000n] })
    const call = decodeCall(data)
    expect(call.functionName).toBe('transfer')
    expect(call.summary).toBe(`Transfer 2000000 tokens to ${ALICE}.`)
    expect(call.fields).toEqual([
      { label: 'Recipient', value: ALICE },
      { label: 'Amount', value: '2000000' },
    ])
    expect(call.warnings).toEqual([])
  })

  it('ERC-20 approve of the largest amount is called unlimited, with a warning; a bounded one is not', () => {
    const unlimited = decodeCall(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] }),
    )
    expect(unlimited.summary).toBe(`Allow ${BOB} to spend an ${UNLIMITED} amount of this token.`)
    expect(unlimited.fields).toContainEqual({ label: 'Amount', value: UNLIMITED })
    expect(unlimited.warnings[0]).toContain(UNLIMITED)
    const bounded = decodeCall(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 5n] }),
    )
    expect(bounded.summary).toContain('5 (an amount for a token, the token id for an NFT)')
    expect(bounded.warnings).toEqual([])
  })

  it('transferFrom names both sides; the last argument is said to be an amount or a token id', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [ALICE, BOB, 7n] })
    const call = decodeCall(data)
    expect(call.functionName).toBe('transferFrom')
    expect(call.fields).toEqual([
      { label: 'From', value: ALICE },
      { label: 'To', value: BOB },
      { label: 'Amount or token id', value: '7' },
    ])
  })

  it('ERC-721 safeTransferFrom, with and without data, names the token id', () => {
    const plain = decodeCall(
      encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [ALICE, BOB, 42n] }),
    )
    expect(plain.summary).toBe(`Transfer NFT #42 from ${ALICE} to ${BOB}.`)
    const withData = decodeCall(
      encodeFunctionData({
        abi: parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)']),
        args: [ALICE, BOB, 42n, '0xbeef'],
      }),
    )
    expect(withData.fields).toContainEqual({ label: 'Data', value: '0xbeef' })
  })

  it('setApprovalForAll warns that the operator can take every NFT; a revoke says so', () => {
    const grant = decodeCall(
      encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [BOB, true] }),
    )
    expect(grant.summary).toBe(`Allow ${BOB} to move all of your NFTs in this collection.`)
    expect(grant.warnings).toHaveLength(1)
    const revoke = decodeCall(
      encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [BOB, false] }),
    )
    expect(revoke.summary).toContain('Revoke')
    expect(revoke.warnings).toEqual([])
  })

  it('bad input is shown honestly: unknown selector, malformed hex, a cut selector, truncated arguments', () => {
    const unknown = decodeCall('0x12345678deadbeef')
    expect(unknown.functionName).toBeUndefined()
    expect(unknown.summary).toContain('0x12345678')
    expect(unknown.warnings).toHaveLength(1)
    expect(decodeCall('0xzz').warnings).toEqual(['Malformed call data.'])
    expect(decodeCall('0x1234').summary).toBe('The call data is shorter than a function selector.')
    // transfer's selector with its arguments cut off does not decode as a transfer.
    const cut = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1n] }).slice(
      0,
      40,
    )
    expect(decodeCall(cut).functionName).toBeUndefined()
    expect(decodeCall('0x').summary).toBe('No call data: a plain transfer of the native token.')
  })
})

// @vitest-environment jsdom
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, toHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { approvalDetails } from '../src/approval/approvalDetails.js'
import { BINARY_MESSAGE_WARNING, dismissApprovals, showApproval } from '../src/frame/approvalScreen.js'
import { fakeVisibilityPage } from './fakeVisibility.js'

// Issue 25 item 1: the approval screen says what is asked, in words. No requirement ID covers it.
const APP = 'http://127.0.0.1:5173'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SPENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const context = { origin: APP, chainId: 31337, account: ACCOUNT }
const texts = (root: ParentNode, testId: string) =>
  [...root.querySelectorAll(`[data-testid="${testId}"]`)].map((node) => node.textContent)

describe('the approval screen shows what is asked, in words (issue 25 item 1)', () => {
  afterEach(() => dismissApprovals())

  it('names the origin as the frame verified it, the network and the account', () => {
    const details = approvalDetails(document, { method: 'personal_sign', params: ['0x68'] }, context)
    expect(texts(details, 'approve-origin')).toEqual([APP])
    expect(texts(details, 'approve-network')).toEqual(['Anvil (eip155:31337)'])
    expect(texts(details, 'approve-context')).toEqual([
      `Origin${APP}NetworkAnvil (eip155:31337)Account${ACCOUNT}`,
    ])
    const unknownChain = approvalDetails(
      document,
      { method: 'personal_sign', params: ['0x68'] },
      {
        ...context,
        chainId: 777,
      },
    )
    expect(texts(unknownChain, 'approve-network')).toEqual(['eip155:777'])
  })

  it('an unlimited ERC-20 approval: recipient, value, the call in words with a warning, the raw data behind a disclosure', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    const details = approvalDetails(
      document,
      {
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT, to: TOKEN, value: toHex(parseEther('0.5')), data }],
      },
      context,
    )
    expect(texts(details, 'approve-transaction')).toEqual([`To${TOKEN}Value0.5 (native token)`])
    expect(texts(details, 'approve-call-summary')).toEqual([
      `Allow ${SPENDER} to spend an unlimited amount of this token.`,
    ])
    expect(texts(details, 'approve-warning')[0]).toContain('unlimited')
    const raw = details.querySelector('details[data-testid="approve-raw"]')
    expect(raw?.hasAttribute('open')).toBe(false)
    expect(raw?.querySelector('pre')?.textContent).toBe(data)
  })

  it('typed data: the domain, a Permit spelled out and the message tree; malformed data is said to be so with its raw text', () => {
    const typed = {
      domain: { name: 'Portico USD', chainId: 1, verifyingContract: TOKEN },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: ACCOUNT, spender: SPENDER, value: '5', nonce: '0', deadline: '1800000000' },
    }
    const details = approvalDetails(
      document,
      { method: 'eth_signTypedData_v4', params: [ACCOUNT, JSON.stringify(typed)] },
      context,
    )
    expect(texts(details, 'approve-domain')).toEqual([`NamePortico USDChain1Verifying contract${TOKEN}`])
    expect(texts(details, 'approve-permit')[0]).toContain(`Permit ${SPENDER} to spend 5 of Portico USD`)
    expect(texts(details, 'approve-warning')).toEqual([
      'The signature is for chain 1, not the active network (31337).',
    ])
    expect(details.querySelector('ul')?.textContent).toContain(`spender: ${SPENDER}`)
    const bad = approvalDetails(
      document,
      { method: 'eth_signTypedData_v4', params: [ACCOUNT, '{oops'] },
      context,
    )
    expect(texts(bad, 'approve-warning')).toEqual(['The typed data is not valid JSON.'])
    expect(bad.querySelector('[data-testid="approve-raw"] pre')?.textContent).toBe('{oops')
  })

  it('on the screen: details replace the raw JSON of a transaction; a binary personal_sign shows hex with a warning', async () => {
    const page = fakeVisibilityPage()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 2n] })
    void showApproval(
      document,
      { method: 'eth_sendTransaction', params: [{ to: TOKEN, data }] },
      { guardEnv: page.env, context },
    )
    await expect
      .poll(() => document.querySelector('[data-testid="approve-call-summary"]')?.textContent, {
        timeout: 15_000,
      })
      .toBe(`Transfer 2 tokens to ${SPENDER}.`)
    expect(document.querySelector('[data-testid="approve-screen"] > pre')).toBeNull()
    dismissApprovals()
    const hash = `0x${'ff00'.repeat(16)}`
    void showApproval(
      document,
      { method: 'personal_sign', params: [hash, ACCOUNT] },
      { guardEnv: page.env, context },
    )
    expect(document.querySelector('[data-testid="approve-screen"] > pre')?.textContent).toBe(hash)
    expect(texts(document, 'approve-warning')).toEqual([BINARY_MESSAGE_WARNING])
  })
})

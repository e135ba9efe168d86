// @vitest-environment jsdom
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { callsOf, noCodeWarning } from '../src/approval/simulationView.js'
import { dismissApprovals, showApproval } from '../src/frame/approvalScreen.js'
import { fakeVisibilityPage, VISIBLE } from './fakeVisibility.js'

// Issue 25 item 2: the approval screen lists the simulated balance changes. The gateway's route is proven on
// the devnet (services/gateway/test/simulation); here its answers are given, to prove what the screen does
// with each kind. No requirement ID covers it.
const ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const context = { origin: 'http://127.0.0.1:5173', chainId: 31337, account: ACCOUNT }
const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TOKEN, 12_500_000n] })
const request = { method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: TOKEN, data }] }
const simulation = () => document.querySelector('[data-testid="approve-simulation"]')
/** Waits for the simulation's answer to be on the screen (its section leaves `pending`). */
const settled = () =>
  expect
    .poll(() => ['success', 'reverted', 'failed'].includes(simulation()?.getAttribute('data-status') ?? ''), {
      timeout: 15_000,
    })
    .toBe(true)

describe('the approval screen shows the simulation (issue 25 item 2)', () => {
  afterEach(() => dismissApprovals())

  it('asks the gateway for the calls from the account on the chain and lists each balance change', async () => {
    const asked: unknown[] = []
    void showApproval(document, request, {
      guardEnv: fakeVisibilityPage().env,
      context,
      simulate: async (path, body) => {
        asked.push([path, body])
        return {
          status: 'success',
          method: 'eth_simulateV1',
          balanceChangesKnown: true,
          balanceChanges: [{ standard: 'erc20', asset: TOKEN, symbol: 'pUSD', decimals: 6, delta: '-12.5' }],
          noCode: [],
        }
      },
    })
    await settled()
    expect(asked).toEqual([
      ['/v1/simulate', { chainId: 'eip155:31337', account: ACCOUNT, calls: [{ to: TOKEN, data }] }],
    ])
    const rows = [...document.querySelectorAll('[data-testid="approve-balance-change"]')]
    expect(
      rows.map((r) => [r.getAttribute('data-symbol'), r.getAttribute('data-delta'), r.textContent]),
    ).toEqual([['pUSD', '-12.5', '-12.5 pUSD']])
  })

  it('a revert is shown with its reason; a failed simulation is said to be so and Approve still works', async () => {
    void showApproval(document, request, {
      guardEnv: fakeVisibilityPage().env,
      context,
      simulate: async () => ({
        status: 'reverted',
        method: 'eth_simulateV1',
        reason: 'InsufficientBalance',
        balanceChanges: [],
      }),
    })
    await settled()
    expect(simulation()?.getAttribute('data-status')).toBe('reverted')
    expect(document.querySelector('[data-testid="approve-simulation-status"]')?.textContent).toBe(
      'This would fail on the network: InsufficientBalance. Approving it may still cost a network fee.',
    )
    dismissApprovals()
    const page = fakeVisibilityPage()
    const shown = showApproval(document, request, {
      guardEnv: page.env,
      context,
      simulate: async () => {
        throw new Error('The gateway answered 503')
      },
    })
    await settled()
    expect(simulation()?.getAttribute('data-status')).toBe('failed')
    expect(document.querySelector('[data-testid="approve-simulation-status"]')?.textContent).toContain(
      'The simulation could not run (The gateway answered 503)',
    )
    page.report(VISIBLE)
    const confirm = () => document.querySelector<HTMLButtonElement>('[data-testid="approve-confirm"]')
    await expect.poll(() => confirm()?.disabled, { timeout: 15_000 }).toBe(false)
    confirm()?.click()
    expect(await shown).toBe(true)
  })

  it('a call with data to an address with no contract is called out', async () => {
    void showApproval(document, request, {
      guardEnv: fakeVisibilityPage().env,
      context,
      simulate: async () => ({
        status: 'success',
        method: 'eth_simulateV1',
        balanceChangesKnown: true,
        balanceChanges: [],
        noCode: [TOKEN.toLowerCase()],
      }),
    })
    await settled()
    const warnings = [
      ...document.querySelectorAll('[data-testid="approve-simulation"] [data-testid="approve-warning"]'),
    ]
    expect(warnings.map((w) => w.textContent)).toEqual([noCodeWarning(TOKEN.toLowerCase())])
  })

  it('only transactions and batches are simulated; malformed calls are not sent', () => {
    expect(callsOf('personal_sign', ['0x68'])).toBeUndefined()
    expect(callsOf('wallet_sendCalls', [{ calls: [{ to: TOKEN }, 'oops'] }])).toBeUndefined()
    expect(callsOf('wallet_sendCalls', [{ calls: [{ to: TOKEN, value: '0x1', data: '0x123' }] }])).toEqual([
      { to: TOKEN, value: '0x1' },
    ])
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { dismissApprovals, showApproval } from '../src/frame/approvalScreen.js'
import { fakeVisibilityPage, VISIBLE } from './fakeVisibility.js'

describe('the secure site approval screen (F-31, O-09)', () => {
  it('approve-confirm resolves true and removes the screen; the request is shown as text', async () => {
    const page = fakeVisibilityPage()
    const request = { method: 'personal_sign', params: ['<b>Hello</b>', '0x1'] }
    const shown = showApproval(document, request, { guardEnv: page.env })
    expect(document.querySelector('pre')?.textContent).toBe('<b>Hello</b>')
    expect(document.querySelector('b')).toBeNull()
    // Approve is enabled once the frame was seen (approveGuard.test.ts proves the delay).
    page.report(VISIBLE)
    await expect
      .poll(() => document.querySelector<HTMLButtonElement>('[data-testid="approve-confirm"]')?.disabled, {
        timeout: 15_000,
      })
      .toBe(false)
    document.querySelector<HTMLButtonElement>('[data-testid="approve-confirm"]')?.click()
    expect(await shown).toBe(true)
    expect(document.querySelector('[data-testid="approve-screen"]')).toBeNull()
  })

  it('O-09 RPC_ABORT takes down every approval screen on show, each resolving false (rejected)', async () => {
    const first = showApproval(document, { method: 'personal_sign', params: ['0x68'] })
    const second = showApproval(document, { method: 'eth_sendTransaction', params: [{}] })
    expect(document.querySelectorAll('[data-testid="approve-screen"]')).toHaveLength(2)
    dismissApprovals()
    expect(await first).toBe(false)
    expect(await second).toBe(false)
    expect(document.querySelectorAll('[data-testid="approve-screen"]')).toHaveLength(0)
  })

  it('E-23 a switch of account type has its own screen naming both accounts and the address it moves to', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const shown = showApproval(document, {
      method: 'SET_PREFERRED_ACCOUNT',
      params: [{ from: 'smartAccount', to: 'eoa', address }],
    })
    expect(document.querySelector('h2')?.textContent).toBe('Switch account')
    expect(document.querySelector('pre')?.textContent).toBe(
      `The app asks to switch from your smart account to your key account (EOA) ${address}. Its requests will then act for that account.`,
    )
    document.querySelector<HTMLButtonElement>('[data-testid="approve-reject"]')?.click()
    expect(await shown).toBe(false)
  })

  it('O-03 wallet_sendCalls and wallet_grantPermissions are named on the screen, their calls shown as text', async () => {
    const calls = [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: '0x' }]
    const shown = showApproval(document, { method: 'wallet_sendCalls', params: [{ calls }] })
    expect(document.querySelector('h2')?.textContent).toBe('Send calls')
    expect(document.querySelector('pre')?.textContent).toContain('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    dismissApprovals()
    expect(await shown).toBe(false)
    const grant = showApproval(document, { method: 'wallet_grantPermissions', params: [{}] })
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Grant permissions')
    dismissApprovals()
    expect(await grant).toBe(false)
  })

  it("N-02 the modal's wallet_revokePermissions (params by name) shows the session it revokes", async () => {
    const pci = `0x${'ab'.repeat(32)}`
    const shown = showApproval(document, {
      method: 'wallet_revokePermissions',
      params: { pci, permissions: [], expiry: 1_800_000_000, address: 'eip155:31337:0x1' },
    })
    expect(document.querySelector('h2')?.textContent).toBe('Revoke permissions')
    expect(document.querySelector('pre')?.textContent).toContain(pci)
    dismissApprovals()
    expect(await shown).toBe(false)
  })
})

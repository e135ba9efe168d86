import { describe, expect, it } from 'vitest'
import { announced, byTestId, makePortico, TEST_ADDRESS, waitForTestId } from '../testing/modalHarness.js'

describe('Account view', () => {
  it('E-20 addAddressLabel(address, Treasury, eip155) shows Treasury instead of the address; removing shows it again', async () => {
    const portico = makePortico()
    await portico.connectExternal(announced())
    portico.addAddressLabel(TEST_ADDRESS, 'Treasury', 'eip155')
    portico.open()
    const address = await waitForTestId('account-address')
    expect(address.textContent).toContain('Treasury')
    expect(address.dataset.address).toBe(TEST_ADDRESS)
    portico.removeAddressLabel(TEST_ADDRESS, 'eip155')
    await expect
      .poll(() => byTestId('account-address')?.textContent)
      .toContain(`${TEST_ADDRESS.slice(0, 6)}…${TEST_ADDRESS.slice(-4)}`)
  })
})

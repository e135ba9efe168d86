import type { Connector } from '@portico/core'
import { describe, expect, it } from 'vitest'
import {
  announced,
  byTestId,
  makePortico,
  stubAdapter,
  TEST_ADDRESS,
  waitForTestId,
} from '../testing/modalHarness.js'

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

  it('E-19 an embedded-wallet account shows its email in the header, 30 characters at most', async () => {
    const email = 'ada.lovelace.analytical.engine@example.com'
    const auth: Connector = {
      id: 'AUTH',
      type: 'AUTH',
      name: 'Email',
      chain: 'eip155',
      user: () => ({ email }),
    }
    const portico = makePortico({ adapters: [stubAdapter('eip155', [auth])] })
    await portico.connectExternal(auth)
    portico.open()
    const name = await waitForTestId('account-user')
    expect(name.textContent).toBe(`${email.slice(0, 27)}...`)
  })

  it('E-19 a wallet without a user (an injected wallet) shows no name line', async () => {
    const portico = makePortico()
    await portico.connectExternal(announced())
    portico.open()
    await waitForTestId('account-address')
    expect(byTestId('account-user')).toBeNull()
  })
})

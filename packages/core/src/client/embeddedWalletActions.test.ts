import { describe, expect, it } from 'vitest'
import { evmNetwork, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import type { Connector } from '../types/connector.js'
import { createPorticoClient } from './createPorticoClient.js'

/** A client connected through an AUTH connector whose user's email the test changes. */
async function connected() {
  const user = { email: 'old@example.com' }
  const auth: Connector = {
    id: 'AUTH',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    user: () => ({ ...user }),
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337)],
      adapters: [scriptedAdapter('eip155', [auth]).adapter],
    },
    { fetch: offlineFetch, isMobile: () => false },
  )
  await client.connectExternal(auth)
  return { client, user, account: () => client.stores.chains.getState().chains.eip155?.accountState }
}

describe('update email (F-23)', () => {
  it('F-23 opens UpdateEmailWallet and resolves with the new email once the wallet has it; E-19 the account follows', async () => {
    const { client, user, account } = await connected()
    expect(account()?.user?.email).toBe('old@example.com')
    const done = client.updateEmail()
    await expect.poll(() => client.stores.router.getState().view).toBe('UpdateEmailWallet')
    user.email = 'new@example.com'
    expect(await done).toBe('new@example.com')
    expect(account()?.user?.email).toBe('new@example.com')
  })

  it("F-23 closing the dialog first rejects with 'Modal closed'", async () => {
    const { client } = await connected()
    const done = client.updateEmail()
    await expect.poll(() => client.stores.modal.getState().open).toBe(true)
    client.close()
    await expect(done).rejects.toThrow('Modal closed')
  })

  it("F-23 needs an email or social connection: 'Not connected to email or social'", async () => {
    const injected: Connector = { id: 'injected', type: 'INJECTED', name: 'Browser', chain: 'eip155' }
    const client = createPorticoClient(
      {
        projectId: 'portico-dev',
        networks: [evmNetwork(31337)],
        adapters: [scriptedAdapter('eip155', [injected]).adapter],
      },
      { fetch: offlineFetch, isMobile: () => false },
    )
    await client.connectExternal(injected)
    await expect(client.updateEmail()).rejects.toThrow('Not connected to email or social')
  })
})

import { describe, expect, it } from 'vitest'
import { checkIfSmartAccountEnabled } from '../stores/smartAccountEnabled.js'
import { evmNetwork, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import type { AccountType } from '../types/account.js'
import type { Connector, ConnectorSmartAccount } from '../types/connector.js'
import { createPorticoClient } from './createPorticoClient.js'

/** A client connected through an AUTH connector whose smart account the test controls. */
async function connected(smart: ConnectorSmartAccount, onSet?: (type: AccountType) => AccountType) {
  const state = { ...smart }
  const auth: Connector = {
    id: 'AUTH',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    smartAccount: () => ({ ...state }),
    async setPreferredAccountType(type) {
      state.preferredAccountType = onSet ? onSet(type) : type
      return state.preferredAccountType
    },
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337), evmNetwork(31338)],
      adapters: [scriptedAdapter('eip155', [auth]).adapter],
    },
    { fetch: offlineFetch, isMobile: () => false },
  )
  await client.connectExternal(auth)
  const chain = () => client.stores.chains.getState().chains.eip155
  await expect.poll(() => chain()?.accountState.preferredAccountTypes.eip155).toBe(smart.preferredAccountType)
  return { client, state, chain }
}

describe('smart-account state in core (D-24, N-06, E-23)', () => {
  it('D-24 list [8453] with active eip155:8453 → checkIfSmartAccountEnabled() === true; another chain → false', () => {
    const state = (active: number) =>
      ({
        activeChain: 'eip155',
        activeCaipNetwork: evmNetwork(active),
        chains: { eip155: { networkState: { smartAccountEnabledNetworks: [8453] } } },
      }) as never
    expect(checkIfSmartAccountEnabled(state(8453))).toBe(true)
    expect(checkIfSmartAccountEnabled(state(1))).toBe(false)
  })

  it("N-06 F-24 connecting an embedded smart account stores its enabled networks, deployment and the namespace's preferred type", async () => {
    const { chain } = await connected({
      enabledNetworks: [31337],
      preferredAccountType: 'smartAccount',
      deployed: false,
    })
    // Its code loads on first use (not in the first chunk): the state follows a moment after the connection.
    await expect.poll(() => chain()?.networkState.smartAccountEnabledNetworks).toEqual([31337])
    expect(chain()?.accountState).toMatchObject({
      smartAccountDeployed: false,
      preferredAccountTypes: { eip155: 'smartAccount' },
    })
    expect(chain()?.accountState.allAccounts[0]?.type).toBe('smartAccount')
  })

  it('E-23 setPreferredAccountType switches to eoa and back while smart accounts are enabled on the active network', async () => {
    const { client, chain } = await connected({
      enabledNetworks: [31337],
      preferredAccountType: 'smartAccount',
      deployed: true,
    })
    expect(await client.setPreferredAccountType('eoa')).toBe('eoa')
    expect(chain()?.accountState.preferredAccountTypes.eip155).toBe('eoa')
    expect(await client.setPreferredAccountType('smartAccount')).toBe('smartAccount')
    expect(chain()?.accountState.preferredAccountTypes.eip155).toBe('smartAccount')
  })

  it("E-23 the switch to smartAccount is refused where smart accounts are not enabled; a frame error leaves 'eoa'", async () => {
    const { client, chain } = await connected({
      enabledNetworks: [],
      preferredAccountType: 'eoa',
      deployed: false,
    })
    await expect(client.setPreferredAccountType('smartAccount')).rejects.toThrow('Action not allowed')
    const refused = await connected(
      { enabledNetworks: [31337], preferredAccountType: 'eoa', deployed: false },
      () => 'eoa',
    )
    expect(await refused.client.setPreferredAccountType('smartAccount')).toBe('eoa')
    expect(refused.chain()?.accountState.preferredAccountTypes.eip155).toBe('eoa')
    expect(chain()?.accountState.preferredAccountTypes.eip155).toBe('eoa')
  })
})

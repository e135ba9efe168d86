import { describe, expect, it } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { ValidationError } from '../errors/errors.js'
import { ADDRESS, evmNetwork, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'

const setup = () => {
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337)], adapters: [scriptedAdapter().adapter] },
    { fetch: offlineFetch, isMobile: () => false },
  )
  const labels = () => client.stores.chains.getState().chains.eip155?.accountState.addressLabels
  return { client, labels }
}

describe('address labels', () => {
  it('E-20 addAddressLabel sets a label by plain address (eip155 case-insensitive), removeAddressLabel removes it', () => {
    const { client, labels } = setup()
    client.addAddressLabel(ADDRESS, 'Treasury', 'eip155')
    expect(labels()).toEqual({ [ADDRESS.toLowerCase()]: 'Treasury' })
    client.addAddressLabel(`eip155:31337:${ADDRESS.toLowerCase()}`, 'Vault', 'eip155')
    expect(labels()).toEqual({ [ADDRESS.toLowerCase()]: 'Vault' })
    client.removeAddressLabel(ADDRESS, 'eip155')
    expect(labels()).toEqual({})
  })

  it('E-20 bad input is refused with a clear error and changes nothing', () => {
    const { client, labels } = setup()
    expect(() => client.addAddressLabel('', 'Treasury', 'eip155')).toThrow(ValidationError)
    expect(() => client.addAddressLabel(ADDRESS, '', 'eip155')).toThrow('Invalid address label')
    expect(() => client.addAddressLabel(ADDRESS, 'x'.repeat(101), 'eip155')).toThrow(ValidationError)
    expect(() => client.addAddressLabel(ADDRESS, 'Treasury', 'solana')).toThrow(
      'Chain is required to set account prop',
    )
    expect(() => client.addAddressLabel(ADDRESS, 'x', 'nope' as 'eip155')).toThrow(
      'Chain is required to set account prop',
    )
    expect(labels()).toEqual({})
  })

  it('E-20 the labels survive a disconnect', async () => {
    const { client, labels } = setup()
    client.addAddressLabel(ADDRESS, 'Treasury', 'eip155')
    await client.connectExternal({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
    })
    await client.disconnect()
    expect(labels()).toEqual({ [ADDRESS.toLowerCase()]: 'Treasury' })
  })
})

import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import { ADDRESS, evmNetwork, injectedConnector, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import { createPorticoClient } from './createPorticoClient.js'

const setup = () => {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337)], adapters: [evm.adapter] },
    { fetch: offlineFetch, isMobile: () => false },
  )
  return { client, evm }
}

/** The error a call throws or rejects with. */
async function errorOf(call: () => unknown): Promise<BaseError> {
  try {
    await call()
  } catch (error) {
    expect(error).toBeInstanceOf(BaseError)
    return error as BaseError
  }
  throw new Error('expected the call to fail')
}

describe('internal errors', () => {
  it('S-40 setting an account prop on a chain that is not configured: Chain is required to set account prop', async () => {
    const { client } = setup()
    const error = await errorOf(() => client.addAddressLabel(ADDRESS, 'Treasury', 'solana'))
    expect(error.shortMessage).toBe('Chain is required to set account prop')
    expect(error.category).toBe('INTERNAL_SDK_ERROR')
  })

  it('S-40 signing while the connected namespace has lost its adapter: Chain adapter not found', async () => {
    const { client } = setup()
    await client.connectExternal(injectedConnector())
    client.stores.adapters.delete('eip155')
    const error = await errorOf(() => client.signMessage('hello'))
    expect(error.shortMessage).toBe('Chain adapter not found')
    expect(error.category).toBe('INTERNAL_SDK_ERROR')
  })

  it('S-40 connecting over WalletConnect without the walletConnect option: WalletConnectorConnector not found', async () => {
    const { client } = setup()
    client.open()
    const error = await errorOf(() => client.connectWalletConnect())
    expect(error.shortMessage).toBe('WalletConnectorConnector not found')
    expect(error.details).toContain('pass the walletConnect option')
    expect(error.category).toBe('INTERNAL_SDK_ERROR')
  })
})

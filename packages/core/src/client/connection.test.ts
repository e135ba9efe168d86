import { describe, expect, it, vi } from 'vitest'
import { AdapterMissingError, FailedToConnectError, InvalidWalletResponseError } from '../errors/errors.js'
import {
  ADDRESS,
  evmNetwork,
  injectedConnector,
  offlineFetch,
  scriptedAdapter,
  solanaNetwork,
} from '../testing/fixtures.js'
import { createPorticoClient } from './createPorticoClient.js'

const setup = (storage = new Map<string, string>()) => {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337), evmNetwork(31338)], adapters: [evm.adapter] },
    {
      fetch: offlineFetch,
      isMobile: () => false,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
  )
  return { client, evm, storage, account: () => client.stores.chains.getState().chains.eip155?.accountState }
}

describe('connections', () => {
  it('S-36 a wallet that answers garbage fails with Failed to connect, saying what it returned', async () => {
    const { client, evm, account } = setup()
    evm.behaviour.connect = async () => {
      throw new InvalidWalletResponseError('Wallet returned an invalid account list: "yes"')
    }
    const error = await client.connectExternal(injectedConnector()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToConnectError)
    expect((error as FailedToConnectError).shortMessage).toBe('Failed to connect')
    expect((error as FailedToConnectError).details).toBe('Wallet returned an invalid account list: "yes"')
    expect(account()?.status).toBe('disconnected')
  })

  it('C-21 a rejecting wallet rejects with Connection rejected', async () => {
    const { client, evm, account } = setup()
    evm.behaviour.connect = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(client.connectExternal(injectedConnector())).rejects.toThrow('Connection rejected')
    expect(account()?.status).toBe('disconnected')
  })

  it('C-27 a connection records connector id, accounts and recent=false', async () => {
    const { client } = setup()
    await client.connectExternal(injectedConnector())
    expect(client.stores.connections.getState().connections.eip155).toEqual([
      { connectorId: 'io.metamask', accounts: [{ address: ADDRESS, type: 'eoa' }], recent: false },
    ])
  })

  it('C-08 T-03 recent wallets keep at most 2, newest first', async () => {
    const { client } = setup()
    for (const name of ['A', 'B', 'C']) {
      await client.connectExternal(injectedConnector({ id: name, name, info: { rdns: `${name}.wallet` } }))
    }
    expect(client.stores.connections.getState().recentWallets.map((w) => w.name)).toEqual(['C', 'B'])
  })

  it('E-14 connect fetches the balance; E-26 wallet info is kept', async () => {
    const { client, account } = setup()
    await client.connectExternal(injectedConnector())
    await new Promise((r) => setTimeout(r, 0))
    expect(account()?.balance).toBe('1.23456')
    expect(account()?.connectedWalletInfo?.name).toBe('MetaMask')
  })

  it('E-10 the balance is cached for 30 s', async () => {
    const { client, evm } = setup()
    await client.connectExternal(injectedConnector())
    await client.fetchBalance('eip155')
    await client.fetchBalance('eip155')
    expect(evm.calls.filter((c) => c.method === 'getBalance')).toHaveLength(1)
  })

  it('E-07 disconnect resets the account and forgets the stored connector', async () => {
    const { client, account, storage } = setup()
    await client.connectExternal(injectedConnector())
    expect(storage.get('@portico/connections')).toBe('{"eip155":"io.metamask"}')
    await client.disconnect()
    expect(account()).toMatchObject({
      status: 'disconnected',
      address: undefined,
      balance: undefined,
      tokenBalance: [],
    })
    expect(client.stores.chains.getState().activeCaipAddress).toBeUndefined()
    expect(storage.has('@portico/connections')).toBe(false)
  })

  it('C-31 the connector id is kept per namespace and removed on reset', async () => {
    const { client, storage } = setup()
    await client.connectExternal(injectedConnector())
    expect(client.getConnectorId('eip155')).toBe('io.metamask')
    await client.disconnect('eip155')
    expect(client.getConnectorId('eip155')).toBeUndefined()
    expect(storage.has('@portico/connections')).toBe(false)
  })

  it("R-14 S-46 a connector of a namespace without adapter fails with Adapter for namespace cosmos doesn't exist", async () => {
    const { client } = setup()
    const error = await client
      .connectExternal(injectedConnector({ chain: 'cosmos' }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterMissingError)
    expect((error as Error).message).toBe("Adapter for namespace cosmos doesn't exist")
  })

  it('reconnect after a reload restores the stored connector without prompting', async () => {
    const first = setup()
    await first.client.connectExternal(injectedConnector())
    const second = setup(first.storage)
    second.evm.behaviour.reconnect = async () => ({
      connectorId: 'io.metamask',
      address: ADDRESS,
      chainId: 31338,
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
    })
    await second.client.reconnect()
    expect(second.evm.calls.some((c) => c.method === 'connect')).toBe(false)
    expect(second.client.stores.chains.getState().activeCaipAddress).toBe(`eip155:31338:${ADDRESS}`)
  })

  it('D-10 a restored connection on another namespace keeps the active namespace; a chainChanged there too', async () => {
    const storage = new Map<string, string>([
      ['@portico/connections', '{"eip155":"io.metamask","solana":"Phantom"}'],
      ['@portico/active_caip_network_id', '"eip155:31337"'],
    ])
    const evm = scriptedAdapter('eip155', [injectedConnector()])
    const phantom = injectedConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana', info: {} })
    const sol = scriptedAdapter('solana', [phantom])
    const SOL_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    let restoreSolana: () => void = () => {}
    sol.behaviour.reconnect = () =>
      new Promise((resolve) => {
        restoreSolana = () =>
          resolve({
            connectorId: 'Phantom',
            address: SOL_ADDRESS,
            chainId: solanaNetwork.id,
            accounts: [{ namespace: 'solana', address: SOL_ADDRESS, type: 'eoa' }],
          })
      })
    evm.behaviour.reconnect = async () => ({
      connectorId: 'io.metamask',
      address: ADDRESS,
      chainId: 31337,
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
    })
    const client = createPorticoClient(
      {
        projectId: 'portico-dev',
        networks: [evmNetwork(31337), solanaNetwork],
        adapters: [evm.adapter, sol.adapter],
      },
      {
        fetch: offlineFetch,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
    )
    await vi.waitFor(() =>
      expect(client.stores.chains.getState().activeCaipAddress).toBe(`eip155:31337:${ADDRESS}`),
    )
    restoreSolana()
    await client.ready
    const state = client.stores.chains.getState()
    expect(state.activeChain).toBe('eip155')
    expect(state.activeCaipAddress).toBe(`eip155:31337:${ADDRESS}`)
    expect(state.chains.solana?.accountState.caipAddress).toBe(
      `${solanaNetwork.caipNetworkId}:${SOL_ADDRESS}`,
    )
    sol.emit('chainChanged', { connectorId: 'Phantom', chainId: solanaNetwork.id })
    expect(client.stores.chains.getState().activeChain).toBe('eip155')
    await client.switchNetwork(solanaNetwork)
    expect(client.stores.chains.getState().activeCaipAddress).toBe(
      `${solanaNetwork.caipNetworkId}:${SOL_ADDRESS}`,
    )
  })

  it('a wallet connected while the stored one is still being restored is kept', async () => {
    const first = setup()
    await first.client.connectExternal(injectedConnector())
    const second = setup(first.storage)
    let answer: (value: undefined) => void = () => {}
    second.evm.behaviour.reconnect = () => new Promise((resolve) => (answer = resolve))
    await new Promise((r) => setTimeout(r, 0))
    await second.client.connectExternal(injectedConnector())
    answer(undefined)
    await second.client.ready
    expect(second.account()?.status).toBe('connected')
    expect(second.client.getConnectorId('eip155')).toBe('io.metamask')
  })

  it('a wallet disconnect event resets the account', async () => {
    const { client, evm, account } = setup()
    await client.connectExternal(injectedConnector())
    evm.emit('disconnect', { connectorId: 'io.metamask' })
    expect(account()?.status).toBe('disconnected')
  })
})

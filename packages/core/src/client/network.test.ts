import { describe, expect, it } from 'vitest'
import { sortRequestedNetworks } from '../controllers/networkController.js'
import { createStorage } from '../storage/storage.js'
import { isSupportedNetwork } from '../stores/chains.js'
import {
  ADDRESS,
  evmNetwork,
  injectedConnector,
  offlineFetch,
  scriptedAdapter,
  solanaNetwork,
} from '../testing/fixtures.js'
import { createPorticoClient } from './createPorticoClient.js'

const networks = [evmNetwork(31337), evmNetwork(31338), solanaNetwork]
const setup = (extra: Record<string, unknown> = {}, storage?: Map<string, string>) => {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const backend = storage ?? new Map<string, string>()
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks, adapters: [evm.adapter], ...extra },
    {
      fetch: offlineFetch,
      isMobile: () => false,
      storage: {
        getItem: (k) => backend.get(k) ?? null,
        setItem: (k, v) => void backend.set(k, v),
        removeItem: (k) => void backend.delete(k),
      },
    },
  )
  return {
    client,
    evm,
    router: () => client.stores.router.getState(),
    chains: () => client.stores.chains.getState(),
  }
}

describe('networks and switching', () => {
  it('D-04 each namespace keeps its requested networks', () => {
    const { chains } = setup()
    expect(chains().chains.eip155?.networkState.requestedCaipNetworks).toHaveLength(2)
    expect(chains().chains.solana?.networkState.requestedCaipNetworks).toHaveLength(1)
  })

  it('D-05 supported when the requested list is empty or contains the active network', () => {
    const { client, chains } = setup()
    expect(isSupportedNetwork(chains(), 'eip155')).toBe(true)
    client.stores.chains.setState({ activeCaipNetwork: evmNetwork(999) })
    expect(isSupportedNetwork(chains(), 'eip155')).toBe(false)
  })

  it('R-15 a network is supported when the requested list is empty or contains it', () => {
    const { client, chains } = setup()
    const solanaChain = chains().chains.solana
    if (!solanaChain) throw new Error('no solana chain state')
    client.stores.chains.setState({
      activeChain: 'solana',
      activeCaipNetwork: { ...solanaNetwork, caipNetworkId: 'solana:other' },
      chains: {
        ...chains().chains,
        solana: { ...solanaChain, networkState: { ...solanaChain.networkState, requestedCaipNetworks: [] } },
      },
    })
    expect(isSupportedNetwork(chains(), 'solana')).toBe(true)
    client.stores.chains.setState({
      chains: { ...chains().chains, solana: solanaChain },
    })
    expect(isSupportedNetwork(chains(), 'solana')).toBe(false)
    client.stores.chains.setState({ activeCaipNetwork: solanaNetwork })
    expect(isSupportedNetwork(chains(), 'solana')).toBe(true)
  })

  it('D-18 requested networks sort with wallet-approved ids first, in approval order', () => {
    const [n1, n137, n10] = [evmNetwork(1), evmNetwork(137), evmNetwork(10)]
    expect(sortRequestedNetworks([n1, n137], ['eip155:137']).map((n) => n.id)).toEqual([137, 1])
    expect(
      sortRequestedNetworks([n1, n137, n10], ['eip155:10', 'eip155:1', 'eip155:5']).map((n) => n.id),
    ).toEqual([10, 1, 137])
    expect(sortRequestedNetworks([n1, n137], []).map((n) => n.id)).toEqual([1, 137])
  })

  it('D-25 a wallet that names its approved networks no longer supports all; a reset restores that', async () => {
    const { client, evm, chains } = setup()
    const connect = evm.behaviour.connect
    evm.behaviour.connect = async () => ({ ...(await connect()), approvedCaipNetworkIds: ['eip155:31338'] })
    await client.connectExternal(injectedConnector())
    expect(chains().chains.eip155?.networkState).toMatchObject({
      supportsAllNetworks: false,
      approvedCaipNetworkIds: ['eip155:31338'],
    })
    await client.disconnect()
    expect(chains().chains.eip155?.networkState).toMatchObject({
      supportsAllNetworks: true,
      approvedCaipNetworkIds: [],
    })
  })

  it('S-38 a session that names its chains rejects a switch to another with Chain is not supported', async () => {
    const { client, evm, chains } = setup()
    const connect = evm.behaviour.connect
    evm.behaviour.connect = async () => ({
      ...(await connect()),
      chainId: 31338,
      approvedCaipNetworkIds: ['eip155:31338'],
    })
    await client.connectExternal(injectedConnector())
    client.stores.router.getState().push('SwitchNetwork')
    await expect(client.switchNetwork(evmNetwork(31337))).rejects.toMatchObject({
      shortMessage: 'Chain is not supported',
    })
    expect(evm.calls.filter((c) => c.method === 'switchNetwork')).toEqual([])
    expect(chains().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(client.stores.router.getState().view).not.toBe('SwitchNetwork')
  })

  it('E-21 addressExplorerUrl is the network explorer URL + /address/ + the address', async () => {
    const { client, chains } = setup({
      networks: [
        { ...evmNetwork(31337), blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } } },
      ],
    })
    await client.connectExternal(injectedConnector())
    expect(chains().chains.eip155?.accountState.addressExplorerUrl).toBe(
      `https://scan.example/address/${ADDRESS}`,
    )
  })

  it('D-06 selecting the active network is ignored', () => {
    const { client, router } = setup()
    client.open({ view: 'Networks' })
    client.selectNetwork(evmNetwork(31337))
    expect(router().history).toEqual(['Networks'])
  })

  it('D-08 connected on another namespace without an account there goes to SwitchActiveChain', async () => {
    const { client, router } = setup()
    await client.connectExternal(injectedConnector())
    client.open({ view: 'Networks' })
    client.selectNetwork(solanaNetwork)
    expect(router().view).toBe('SwitchActiveChain')
    expect(router().data).toMatchObject({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
    })
  })

  it('D-09 D-10 another EVM chain goes to SwitchNetwork; success moves network and address', async () => {
    const { client, router, chains, evm } = setup()
    await client.connectExternal(injectedConnector())
    client.open({ view: 'Networks' })
    client.selectNetwork(evmNetwork(31338))
    expect(router().view).toBe('SwitchNetwork')
    await client.switchNetwork(evmNetwork(31338))
    expect(evm.calls.some((c) => c.method === 'switchNetwork')).toBe(true)
    expect(chains().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(chains().activeCaipAddress).toBe(`eip155:31338:${ADDRESS}`)
  })

  it('D-12 a failed switch goes back one view and rejects', async () => {
    const { client, router, evm } = setup()
    await client.connectExternal(injectedConnector())
    client.open({ view: 'Networks' })
    client.selectNetwork(evmNetwork(31338))
    evm.behaviour.switchNetwork = async () => {
      throw new Error('User rejected the request.')
    }
    await expect(client.switchNetwork(evmNetwork(31338))).rejects.toThrow('User rejected')
    expect(router().history).toEqual(['Networks'])
    expect(client.stores.chains.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('D-11 D-19 a wallet on an unknown chain shows Unknown Network and opens UnsupportedChain', async () => {
    const { client, evm, router } = setup()
    await client.connectExternal(injectedConnector())
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    expect(client.stores.chains.getState().activeCaipNetwork?.name).toBe('Unknown Network')
    expect(router().view).toBe('UnsupportedChain')
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it('A-20 with enableNetworkSwitch=false an unsupported network does not open UnsupportedChain', async () => {
    const { client, evm, router } = setup({ enableNetworkSwitch: false })
    await client.connectExternal(injectedConnector())
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(router().view).not.toBe('UnsupportedChain')
  })

  it('A-20 with enableNetworkSwitch=false picking a network in the dialog does nothing', async () => {
    const { client, router } = setup({ enableNetworkSwitch: false })
    await client.connectExternal(injectedConnector())
    client.open({ view: 'Networks' })
    client.selectNetwork(evmNetwork(31338))
    expect(router().history).toEqual(['Networks'])
  })

  it('A-21 with allowUnsupportedChain=true a wallet on an unsupported chain leaves the view unchanged', async () => {
    const { client, evm, router } = setup({ allowUnsupportedChain: true })
    await client.connectExternal(injectedConnector())
    client.open({ view: 'Networks' })
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    expect(router().history).toEqual(['Networks'])
    expect(client.stores.chains.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:999')
  })

  it('A-21 without allowUnsupportedChain the same wallet opens UnsupportedChain', async () => {
    const { client, evm, router } = setup()
    await client.connectExternal(injectedConnector())
    client.open({ view: 'Networks' })
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    expect(router().view).toBe('UnsupportedChain')
  })

  it('D-13 switching away from an unlisted network closes the dialog', async () => {
    const { client, evm } = setup({ allowUnsupportedChain: true })
    await client.connectExternal(injectedConnector())
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    client.open({ view: 'Networks' })
    await client.switchNetwork(evmNetwork(31338))
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('W-02 switching network writes the active network and namespace under the spec names and our prefix', async () => {
    const storage = new Map<string, string>()
    const { client } = setup({}, storage)
    await client.switchNetwork(solanaNetwork)
    expect(storage.get('@portico/active_caip_network_id')).toBe(JSON.stringify(solanaNetwork.caipNetworkId))
    expect(storage.get('@portico/active_namespace')).toBe('"solana"')
    expect([...storage.keys()].every((key) => key.startsWith('@portico/'))).toBe(true)
  })

  it('D-17 the stored active network wins when still configured', () => {
    const storage = new Map<string, string>()
    createStorage({
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: () => {},
    }).set('active_caip_network_id', 'eip155:31338')
    const { chains } = setup({}, storage)
    expect(chains().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
  })

  it('D-26 switching to a network outside the list raises Network Not Found', async () => {
    const { client } = setup()
    await expect(client.switchNetwork(evmNetwork(5))).rejects.toThrow('Network not found')
    expect(client.stores.notifications.getState().alert?.message).toBe('Network Not Found')
  })
})

import {
  type AdapterConnection,
  anvil,
  anvilB,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  createPorticoClient,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createConfig, http } from 'wagmi'
import { connect, disconnect, getConnection, reconnect, switchChain } from 'wagmi/actions'
import { porticoConnector } from './porticoConnector.js'
import { toViemChain } from './toViemChain.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const WALLET: Connector = {
  id: 'dev.portico.testwallet',
  type: 'ANNOUNCED',
  name: 'Test wallet',
  chain: 'eip155',
}

/**
 * A scripted wallet adapter: it stands in for the wallet so the sync between Portico's stores and wagmi's
 * config can be checked in Node. The real wallet, chain and dialog are in e2e/wagmi.e2e.ts.
 */
function walletAdapter() {
  let chainId = 31337
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const connection = (): AdapterConnection => ({
    connectorId: WALLET.id,
    address: ADDRESS,
    chainId,
    accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  })
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup: () => {},
    getConnectors: () => [WALLET],
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: unknown) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: unknown) => void)
    },
    connect: async () => connection(),
    reconnect: async () => connection(),
    disconnect: async () => {},
    switchNetwork: async ({ caipNetwork }: { caipNetwork: CaipNetwork }) => {
      chainId = caipNetwork.id as number
    },
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    getProvider: () => ({ request: async () => null }),
    // wagmi signs and sends through the provider, never through the adapter.
    signMessage: async () => {
      throw new Error('not used')
    },
    sendTransaction: async () => {
      throw new Error('not used')
    },
  }
  return adapter
}

function setup(storage = new Map<string, string>()) {
  const portico = createPorticoClient(
    {
      projectId: 'portico-dev',
      gatewayUrl: 'http://127.0.0.1:1',
      networks: [anvil, anvilB],
      adapters: [walletAdapter()],
    },
    {
      fetch: async () => new Response('offline', { status: 503 }),
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
  )
  const config = createConfig({
    chains: [toViemChain(anvil), toViemChain(anvilB)],
    connectors: [porticoConnector({ portico })],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [anvil.id as number]: http(), [anvilB.id as number]: http() },
  })
  return { portico, config, storage }
}

describe("porticoConnector: wagmi on Portico's connection (issue 16)", () => {
  it('a connection made in the Portico dialog reaches wagmi', async () => {
    const { portico, config } = setup()
    await portico.connectExternal(WALLET)
    const connection = getConnection(config)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(ADDRESS)
    expect(connection.chainId).toBe(31337)
    expect(connection.connector?.id).toBe('portico')
  })

  it("wagmi's connect opens the Portico dialog and resolves once the visitor connected there", async () => {
    const { portico, config } = setup()
    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => portico.stores.modal.getState().open).toBe(true)
    await portico.connectExternal(WALLET)
    const result = await connecting
    expect(result.accounts).toEqual([ADDRESS])
    expect(getConnection(config).address).toBe(ADDRESS)
  })

  it("wagmi's connect rejects when the dialog closes without a connection", async () => {
    const { portico, config } = setup()
    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => portico.stores.modal.getState().open).toBe(true)
    portico.close()
    await expect(connecting).rejects.toThrow(/User rejected/)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("wagmi's switchChain goes through Portico; Portico's switch reaches wagmi", async () => {
    const { portico, config } = setup()
    await portico.connectExternal(WALLET)
    await switchChain(config, { chainId: 31338 })
    expect(portico.stores.chains.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(getConnection(config).chainId).toBe(31338)
    await portico.switchNetwork(anvil)
    expect(getConnection(config).chainId).toBe(31337)
    await expect(switchChain(config, { chainId: 1 as never })).rejects.toThrow(/Chain not configured/)
  })

  it('a disconnect on either side is seen by the other', async () => {
    const { portico, config } = setup()
    await portico.connectExternal(WALLET)
    await disconnect(config)
    expect(portico.stores.chains.getState().activeCaipAddress).toBeUndefined()
    await portico.connectExternal(WALLET)
    expect(getConnection(config).status).toBe('connected')
    await portico.disconnect()
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("wagmi's reconnect picks up the connection Portico restored after a reload", async () => {
    const storage = new Map([['@portico/connections', JSON.stringify({ eip155: WALLET.id })]])
    const { config } = setup(storage)
    const [connection] = await reconnect(config)
    expect(connection?.accounts).toEqual([ADDRESS])
    expect(getConnection(config).status).toBe('connected')
  })
})

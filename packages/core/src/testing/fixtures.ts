import type { AdapterConnection, AdapterEventMap, AdapterEventName, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/** Test networks (unit tests only). */
export const evmNetwork = (id: number, name = `Chain ${id}`, testnet = false): CaipNetwork => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  testnet,
})

export const solanaNetwork: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A scripted adapter for controller unit tests. It stands in for a wallet: the real EVM adapter is tested
 * against a real chain in packages/evm, and the whole path in the browser tests.
 */
export function scriptedAdapter(namespace: ChainNamespace = 'eip155', connectors: Connector[] = []) {
  const listeners = new Map<string, Set<(p: unknown) => void>>()
  const calls: { method: string; params: unknown }[] = []
  let chainId: number | string = 31337
  const behaviour = {
    connect: async (): Promise<AdapterConnection> => ({
      connectorId: connectors[0]?.id ?? 'injected',
      address: ADDRESS,
      chainId,
      accounts: [{ namespace, address: ADDRESS, type: 'eoa' }],
    }),
    reconnect: async (): Promise<AdapterConnection | undefined> => undefined,
    switchNetwork: async (params: { caipNetwork: CaipNetwork }) => {
      chainId = params.caipNetwork.id
    },
  }
  const adapter: ChainAdapter = {
    namespace,
    setup: (context) => calls.push({ method: 'setup', params: context }),
    getConnectors: () => connectors,
    on<E extends AdapterEventName>(event: E, listener: (payload: AdapterEventMap[E]) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (p: unknown) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (p: unknown) => void)
    },
    connect: async (params) => {
      calls.push({ method: 'connect', params })
      return behaviour.connect()
    },
    reconnect: async (params) => {
      calls.push({ method: 'reconnect', params })
      return behaviour.reconnect()
    },
    disconnect: async (params) => void calls.push({ method: 'disconnect', params }),
    switchNetwork: async (params) => {
      calls.push({ method: 'switchNetwork', params })
      return behaviour.switchNetwork(params)
    },
    getBalance: async (params) => {
      calls.push({ method: 'getBalance', params })
      return { balance: '1.23456', symbol: 'ETH' }
    },
    signMessage: async () => '0xsig',
    sendTransaction: async () => '0xhash',
  }
  return {
    adapter,
    calls,
    behaviour,
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]) {
      for (const l of listeners.get(event) ?? []) l(payload)
    },
  }
}

export const injectedConnector = (overrides: Partial<Connector> = {}): Connector => ({
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  ...overrides,
})

/** A fetch that never reaches the network: every call fails as a server would when it is down. */
export const offlineFetch: typeof fetch = async () => new Response('offline', { status: 503 })

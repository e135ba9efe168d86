import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { PAIRING_LIFETIME_MS } from '../constants.js'
import { StorageKeys } from '../storage/storageKeys.js'
import { ADDRESS, evmNetwork, offlineFetch, scriptedAdapter, solanaNetwork } from '../testing/fixtures.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { Connector, Eip1193Provider } from '../types/connector.js'
import type { WalletConnectConnector } from '../types/walletconnect.js'
import { getPairingExpiry, isPairingExpired } from './walletConnectController.js'

/**
 * A scripted connector standing in for `@portico/walletconnect` (core must not import the official
 * client). The real connector is tested against the real relay in packages/walletconnect and end to end
 * in e2e/walletconnect.e2e.ts.
 */
function scriptedConnector() {
  const pending: { uri: string; approve(): void; reject(error: Error): void }[] = []
  let pairings = 0
  const behaviour = { failNext: 0 }
  const provider: Eip1193Provider = { request: async () => null }
  const connector: WalletConnectConnector & { restored: number } = {
    provider,
    restored: 0,
    connect({ onUri }) {
      if (behaviour.failNext > 0) {
        behaviour.failNext--
        return Promise.reject(new Error('relay unreachable'))
      }
      return new Promise<void>((approve, reject) => {
        const uri = `wc:topic${++pairings}@2?relay-protocol=irn&symKey=00`
        pending.push({ uri, approve, reject })
        onUri(uri)
      })
    },
    async restore() {
      connector.restored++
      return true
    },
    isConnected: () => false,
    disconnect: async () => {},
  }
  return { connector, pending, behaviour }
}

function setup(storage = new Map<string, string>(), others: ChainAdapter[] = []) {
  const evm = scriptedAdapter('eip155')
  const added: Connector[] = []
  evm.adapter.addConnector = (connector) => void added.push(connector)
  evm.behaviour.connect = async () => ({
    connectorId: 'walletConnect',
    address: ADDRESS,
    chainId: 31337,
    accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  })
  const wc = scriptedConnector()
  const loader = vi.fn(async () => () => wc.connector)
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337), ...(others.length > 0 ? [solanaNetwork] : [])],
      adapters: [evm.adapter, ...others],
      relayUrl: 'ws://127.0.0.1:1',
      walletConnect: loader,
    },
    {
      fetch: offlineFetch,
      isMobile: () => false,
      now: () => Date.now(),
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
  )
  return { client, evm, wc, added, loader, storage }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('pairing expiry', () => {
  it('C-23 pairing counts as expired with 10 s or less left', () => {
    const now = 1_700_000_000_000
    expect(isPairingExpired(now + 10_000, now)).toBe(true)
    expect(isPairingExpired(now + 10_001, now)).toBe(false)
    expect(isPairingExpired(undefined, now)).toBe(true)
  })

  it('T-08 a pairing lives 4 min', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    expect(getPairingExpiry() - Date.now()).toBe(240_000)
  })
})

describe('connectWalletConnect', () => {
  it('C-25 S-33 closing the dialog rejects with Modal closed and returns to Connect', async () => {
    const { client, wc } = setup()
    client.open()
    client.stores.router.getState().push('ConnectingWalletConnect')
    const pending = client.connectWalletConnect()
    await vi.waitFor(() => expect(wc.pending).toHaveLength(1))
    client.stores.modal.setState({ open: false })
    await expect(pending).rejects.toThrow('Modal closed')
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.walletConnect.getState().uri).toBeUndefined()
  })

  it('C-22 the pairing URI is published; approval connects through the adapter (C-06 connector id)', async () => {
    const { client, wc, added, evm } = setup()
    client.open()
    const pending = client.connectWalletConnect()
    await vi.waitFor(() => expect(wc.pending).toHaveLength(1))
    expect(client.walletConnect.getState().uri).toBe(wc.pending[0]?.uri)
    expect(client.walletConnect.getState().status).toBe('pairing')
    wc.pending[0]?.approve()
    const connection = await pending
    expect(connection.address).toBe(ADDRESS)
    expect(added).toMatchObject([{ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }])
    expect(evm.calls.find((c) => c.method === 'connect')?.params).toMatchObject({
      connectorId: 'walletConnect',
    })
    // C-06: the Connect view hides the WalletConnect row when a namespace is connected through it.
    expect(client.stores.connections.getState().connectorIds.eip155).toBe('walletConnect')
    expect(client.walletConnect.getState().status).toBe('connected')
  })

  it('two connects started while the connector loads: only the newer one pairs', async () => {
    const { client, wc } = setup()
    client.open()
    const first = client.connectWalletConnect()
    const second = client.connectWalletConnect()
    await expect(first).rejects.toThrow('Superseded by a newer WalletConnect connect')
    await vi.waitFor(() => expect(wc.pending).toHaveLength(1))
    await flush()
    expect(wc.pending).toHaveLength(1)
    expect(client.walletConnect.getState().uri).toBe(wc.pending[0]?.uri)
    wc.pending[0]?.approve()
    await expect(second).resolves.toMatchObject({ address: ADDRESS })
  })

  it('C-22 prepareWalletConnect loads and registers the connector without pairing; the connect reuses it', async () => {
    const { client, wc, loader, added } = setup()
    client.prepareWalletConnect()
    await vi.waitFor(() => expect(added).toHaveLength(1))
    expect(wc.pending).toHaveLength(0)
    expect(client.walletConnect.getState().status).toBe('idle')
    client.open()
    const pending = client.connectWalletConnect()
    await vi.waitFor(() => expect(wc.pending).toHaveLength(1))
    wc.pending[0]?.approve()
    await pending
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('loads the connector once', async () => {
    const { client, wc, loader } = setup()
    client.open()
    for (const index of [0, 1]) {
      const pending = client.connectWalletConnect()
      await vi.waitFor(() => expect(wc.pending).toHaveLength(index + 1))
      wc.pending[index]?.approve()
      await pending
    }
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('S-35 a wallet rejection rejects with Connection rejected and keeps the message for the view', async () => {
    const { client, wc } = setup()
    client.open()
    const pending = client.connectWalletConnect()
    await vi.waitFor(() => expect(wc.pending).toHaveLength(1))
    wc.pending[0]?.reject(new Error('User rejected.'))
    await expect(pending).rejects.toThrow('Connection rejected')
    expect(client.walletConnect.getState()).toMatchObject({ status: 'error', error: 'Connection rejected' })
  })

  it('C-23 an expiring pairing is regenerated 10 s before its 4 min are up', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const { client, wc } = setup()
    client.open()
    const pending = client.connectWalletConnect()
    await vi.advanceTimersByTimeAsync(0)
    const first = client.walletConnect.getState()
    expect(first.uri).toBe(wc.pending[0]?.uri)
    expect(first.expiry).toBe(Date.now() + PAIRING_LIFETIME_MS)
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - 10_001)
    expect(client.walletConnect.getState().uri).toBe(first.uri)
    await vi.advanceTimersByTimeAsync(1)
    expect(client.walletConnect.getState().uri).toBe(wc.pending[1]?.uri)
    expect(wc.pending).toHaveLength(2)
    wc.pending[1]?.approve()
    await expect(pending).resolves.toMatchObject({ connectorId: 'walletConnect' })
  })

  it('T-09 a failed pairing attempt is retried after exactly 1000 ms', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, wc } = setup()
    wc.behaviour.failNext = 1
    client.open()
    const pending = client.connectWalletConnect()
    await vi.advanceTimersByTimeAsync(999)
    expect(wc.pending).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(wc.pending).toHaveLength(1)
    wc.pending[0]?.approve()
    await pending
  })

  it('restores a stored WalletConnect session before reconnecting', async () => {
    const storage = new Map([
      [`@portico/${StorageKeys.connections}`, JSON.stringify({ eip155: 'walletConnect' })],
    ])
    const { client, wc, evm } = setup(storage)
    await client.ready
    await flush()
    expect(wc.connector.restored).toBe(1)
    expect(evm.calls.find((c) => c.method === 'reconnect')?.params).toEqual({ connectorId: 'walletConnect' })
  })

  it('O-01 a stored solana connection over WalletConnect: the session is restored and handed to the solana adapter before its reconnect', async () => {
    const storage = new Map([
      [`@portico/${StorageKeys.connections}`, JSON.stringify({ solana: 'walletConnect' })],
    ])
    const solana = scriptedAdapter('solana')
    const order: string[] = []
    let handed: unknown
    solana.adapter.addWalletConnect = (connector) => {
      handed = connector
      order.push('addWalletConnect')
    }
    const reconnect = solana.adapter.reconnect
    solana.adapter.reconnect = (params) => {
      order.push(`reconnect:${params.connectorId}`)
      return reconnect(params)
    }
    const { client, wc } = setup(storage, [solana.adapter])
    await client.ready
    await flush()
    expect(wc.connector.restored).toBe(1)
    expect(order).toEqual(['addWalletConnect', 'reconnect:walletConnect'])
    expect(handed).toBe(wc.connector)
  })
})

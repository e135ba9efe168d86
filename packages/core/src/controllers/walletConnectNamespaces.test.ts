import { describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { ADDRESS, evmNetwork, offlineFetch, scriptedAdapter, solanaNetwork } from '../testing/fixtures.js'
import type { WalletConnectConnector, WalletConnectConnectorParameters } from '../types/walletconnect.js'

// A scripted connector stands in for @portico/walletconnect (core never imports it); the real connector's
// sessions with solana accounts are tested over our relay in packages/walletconnect (solana.test.ts).
const SOLANA_ACCOUNT = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

function setup(granted: string[]) {
  const evm = scriptedAdapter('eip155')
  evm.adapter.addConnector = () => {}
  evm.behaviour.connect = async () => ({
    connectorId: 'walletConnect',
    address: ADDRESS,
    chainId: 31337,
    accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  })
  const solana = scriptedAdapter('solana')
  const listeners = new Set<(error: unknown) => void>()
  const given: WalletConnectConnectorParameters[] = []
  let approve = () => {}
  const connector: WalletConnectConnector = {
    provider: {
      request: async () => null,
      on: (event, listener) => event === 'disconnect' && listeners.add(listener),
      removeListener: (_event, listener) => listeners.delete(listener),
    },
    connect: ({ onUri }) =>
      new Promise<void>((resolve) => {
        approve = resolve
        onUri('wc:topic@2?relay-protocol=irn&symKey=00')
      }),
    restore: async () => false,
    isConnected: () => true,
    disconnect: async () => {},
    accounts: () => granted,
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337), solanaNetwork],
      adapters: [evm.adapter, solana.adapter],
      relayUrl: 'ws://127.0.0.1:1',
      walletConnect: async () => (parameters) => {
        given.push(parameters)
        return connector
      },
    },
    { fetch: offlineFetch, isMobile: () => false },
  )
  const connect = async () => {
    client.open()
    const pending = client.connectWalletConnect()
    await vi.waitFor(() => expect(client.walletConnect.getState().status).toBe('pairing'))
    approve()
    await pending
  }
  const endSession = () => {
    for (const listener of [...listeners]) listener(new Error('The wallet ended the session.'))
  }
  return { client, connect, endSession, given }
}

const solanaState = (client: ReturnType<typeof setup>['client']) =>
  client.stores.chains.getState().chains.solana

describe('WalletConnect namespaces in core', () => {
  it('O-01 the connector is given the solana network beside the eip155 one, to propose both', async () => {
    const { connect, given } = setup([`eip155:31337:${ADDRESS}`])
    await connect()
    expect(given[0]?.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:31337',
      solanaNetwork.caipNetworkId,
    ])
  })

  it('O-01 a session granting a solana account shows it in the solana namespace; ending the session resets it', async () => {
    const { client, connect, endSession } = setup([
      `eip155:31337:${ADDRESS}`,
      `${solanaNetwork.caipNetworkId}:${SOLANA_ACCOUNT}`,
    ])
    await connect()
    await vi.waitFor(() => expect(solanaState(client)?.accountState.address).toBe(SOLANA_ACCOUNT))
    expect(solanaState(client)?.accountState.status).toBe('connected')
    expect(solanaState(client)?.networkState.approvedCaipNetworkIds).toEqual([solanaNetwork.caipNetworkId])
    expect(client.stores.connections.getState().connectorIds).toEqual({
      eip155: 'walletConnect',
      solana: 'walletConnect',
    })
    // The eip155 chain stays the active one.
    expect(client.stores.chains.getState().activeChain).toBe('eip155')

    endSession()
    expect(solanaState(client)?.accountState.status).toBe('disconnected')
    expect(client.stores.connections.getState().connectorIds.solana).toBeUndefined()
  })

  it('O-01 a wallet that grants fewer namespaces than proposed leaves the others as they were', async () => {
    const { client, connect } = setup([`eip155:31337:${ADDRESS}`])
    await connect()
    expect(client.stores.connections.getState().connectorIds).toEqual({ eip155: 'walletConnect' })
    expect(solanaState(client)?.accountState.status).toBe('disconnected')
  })
})

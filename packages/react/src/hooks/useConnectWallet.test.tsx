import { ConnectionRejectedError } from '@portico/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { announced, makePortico, stubAdapter, TEST_ADDRESS } from '../testing/modalHarness.js'
import { scriptedWalletConnect } from '../testing/scriptedWalletConnect.js'
import { useConnectWallet } from './useConnectWallet.js'
import { usePorticoConnection } from './usePorticoConnection.js'

const WAIT = { timeout: 5_000 }

function render(portico: ReturnType<typeof makePortico>) {
  return renderHook(() => ({ wallet: useConnectWallet(), connection: usePorticoConnection() }), {
    wrapper: providerOf(portico),
  }).result
}

describe('useConnectWallet (headless)', () => {
  it('C-10 lists the connectors the adapters announce, and connects one without opening the dialog', async () => {
    const portico = makePortico({
      adapters: [stubAdapter('eip155', [announced(), announced('app.rabby', 'Rabby')])],
    })
    const result = render(portico)
    expect(result.current.wallet.connectors.map((c) => c.name)).toEqual(['MetaMask', 'Rabby'])
    expect(result.current.wallet.status).toBe('idle')

    const rabby = result.current.wallet.connectors[1]
    if (!rabby) throw new Error('no Rabby connector')
    await act(() => result.current.wallet.connect(rabby))
    expect(result.current.wallet.status).toBe('success')
    expect(result.current.connection).toMatchObject({
      isConnected: true,
      address: TEST_ADDRESS,
      connectorId: 'app.rabby',
      status: 'connected',
    })
    expect(result.current.connection.connector?.name).toBe('Rabby')
    expect(portico.getState().open).toBe(false)
  })

  it('C-12 an excluded wallet is not listed', async () => {
    const portico = makePortico({
      adapters: [stubAdapter('eip155', [announced(), announced('app.rabby', 'Rabby')])],
    })
    portico.stores.connectors.setState({ excludedWallets: [{ rdns: 'app.rabby', name: 'Rabby' }] })
    const result = render(portico)
    expect(result.current.wallet.connectors.map((c) => c.name)).toEqual(['MetaMask'])
  })

  it('a registry wallet connects through its installed connector (same rdns)', async () => {
    const portico = makePortico()
    const result = render(portico)
    await act(() => result.current.wallet.connect({ id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }))
    expect(result.current.connection.connectorId).toBe('io.metamask')
  })

  it('C-22 a registry wallet that is not installed connects over WalletConnect (pairing URI in the store)', async () => {
    const wc = scriptedWalletConnect()
    const adapter = Object.assign(stubAdapter(), { addConnector: () => {} })
    const portico = makePortico({
      adapters: [adapter],
      relayUrl: 'ws://127.0.0.1:1',
      walletConnect: wc.loader,
    })
    const result = render(portico)
    let connecting!: Promise<unknown>
    act(() => {
      connecting = result.current.wallet.connect({ id: 'far', name: 'Far Wallet', rdns: 'com.far' })
    })
    expect(result.current.wallet.isPending).toBe(true)
    await waitFor(() => expect(portico.walletConnect.getState().uri).toMatch(/^wc:/), WAIT)
    await act(async () => {
      wc.pending[0]?.approve()
      await connecting
    })
    expect(result.current.wallet.status).toBe('success')
    expect(result.current.connection.connectorId).toBe('walletConnect')
  })

  it("C-25 a refusal rejects connect() with 'Connection rejected' and sets status and error; reset() clears them", async () => {
    const adapter = stubAdapter()
    adapter.connect = async () => {
      throw new Error('User rejected the request.')
    }
    const portico = makePortico({ adapters: [adapter] })
    const result = render(portico)
    const metamask = result.current.wallet.connectors[0]
    if (!metamask) throw new Error('no connector')
    let thrown: unknown
    await act(async () => {
      thrown = await result.current.wallet.connect(metamask).catch((error: unknown) => error)
    })
    expect(thrown).toBeInstanceOf(ConnectionRejectedError)
    expect(result.current.wallet.status).toBe('error')
    expect(result.current.wallet.error?.message).toContain('Connection rejected')
    expect(result.current.connection.status).toBe('disconnected')
    act(() => result.current.wallet.reset())
    expect(result.current.wallet).toMatchObject({ status: 'idle', error: undefined, isPending: false })
  })
})

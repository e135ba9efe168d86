import { ConnectionRejectedError } from '@portico/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico, stubAdapter } from '../testing/modalHarness.js'
import { scriptedWalletConnect } from '../testing/scriptedWalletConnect.js'
import { usePorticoConnection } from './usePorticoConnection.js'
import { useWalletConnectUri } from './useWalletConnectUri.js'

const WAIT = { timeout: 5_000 }

/** Portico with the stub eip155 adapter (which takes the WalletConnect connector) and a scripted connector. */
function setup() {
  const wc = scriptedWalletConnect()
  const adapter = Object.assign(stubAdapter(), { addConnector: () => {} })
  const portico = makePortico({ adapters: [adapter], relayUrl: 'ws://127.0.0.1:1', walletConnect: wc.loader })
  const hook = renderHook(() => ({ pairing: useWalletConnectUri(), connection: usePorticoConnection() }), {
    wrapper: providerOf(portico),
  })
  return { wc, portico, result: hook.result }
}

describe('useWalletConnectUri (headless)', () => {
  it('C-22 start() hands out the wc: pairing URI without the dialog, and connects once the wallet approves', async () => {
    const { wc, portico, result } = setup()
    expect(result.current.pairing.status).toBe('idle')
    expect(result.current.pairing.uri).toBeUndefined()

    let connecting!: ReturnType<typeof result.current.pairing.start>
    act(() => {
      connecting = result.current.pairing.start()
    })
    await waitFor(() => expect(result.current.pairing.uri).toMatch(/^wc:topic1@2\?/), WAIT)
    expect(result.current.pairing.status).toBe('pairing')
    expect(result.current.pairing.expiry).toBeGreaterThan(Date.now())
    expect(portico.getState().open).toBe(false)

    await act(async () => {
      wc.pending[0]?.approve()
      await connecting
    })
    expect(result.current.pairing.status).toBe('connected')
    expect(result.current.connection.isConnected).toBe(true)
    expect(result.current.connection.connectorId).toBe('walletConnect')
  })

  it("C-25 a wallet's rejection after the URI rejects start() with 'Connection rejected' and sets error", async () => {
    const { wc, result } = setup()
    let connecting!: Promise<unknown>
    act(() => {
      connecting = result.current.pairing.start().catch((error: unknown) => error)
    })
    await waitFor(() => expect(result.current.pairing.uri).toBeTruthy(), WAIT)
    await act(async () => {
      wc.pending[0]?.reject(new Error('user said no'))
      await connecting
    })
    expect(await connecting).toBeInstanceOf(ConnectionRejectedError)
    expect(result.current.pairing.status).toBe('error')
    expect(result.current.pairing.error).toBe('Connection rejected')
    expect(result.current.connection.isConnected).toBe(false)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { byTestId, makePortico, shadow, stubAdapter, waitForTestId } from '../testing/modalHarness.js'
import { scriptedWalletConnect } from '../testing/scriptedWalletConnect.js'

describe('WalletConnect row', () => {
  it('C-22 the WalletConnect client loads once the dialog opens, not while it is closed, and the click pairs without loading it again', async () => {
    const scripted = scriptedWalletConnect()
    const loader = vi.fn(scripted.loader)
    const portico = makePortico({
      adapters: [stubAdapter()],
      relayUrl: 'ws://127.0.0.1:9',
      walletConnect: loader,
    })
    // The closed dialog is rendered (its shadow root exists) but fetches nothing for WalletConnect.
    await vi.waitFor(() => expect(shadow()).toBeTruthy())
    expect(loader).not.toHaveBeenCalled()

    portico.open()
    await waitForTestId('wallet-walletConnect')
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1))
    expect(portico.walletConnect.getState().status).toBe('idle')
    expect(scripted.pending).toHaveLength(0)

    byTestId('wallet-walletConnect')?.click()
    const qr = await waitForTestId('wc-uri')
    expect(qr.dataset.uri).toBe('wc:topic1@2?relay-protocol=irn&symKey=00')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('C-22 when the prefetch failed, the pointer or the focus reaching the row loads the client again', async () => {
    const scripted = scriptedWalletConnect()
    const loader = vi.fn(scripted.loader).mockRejectedValueOnce(new Error('offline for a moment'))
    const portico = makePortico({
      adapters: [stubAdapter()],
      relayUrl: 'ws://127.0.0.1:9',
      walletConnect: loader,
    })
    portico.open()
    const row = await waitForTestId('wallet-walletConnect')
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1))
    row.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(2))

    row.click()
    const qr = await waitForTestId('wc-uri')
    expect(qr.dataset.uri).toBe('wc:topic1@2?relay-protocol=irn&symKey=00')
    expect(loader).toHaveBeenCalledTimes(2)
  })
})

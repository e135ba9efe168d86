import { anvil } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico, type Portico } from '../createPortico.js'

// Real core client and dialog in jsdom; no adapter is passed (that is the case under test), and the
// gateway is unreachable (a fetch that answers 503), so nothing leaves the test. jsdom has no
// `showModal`/`close` on <dialog>: they are stood in for here (the browser tests use the real ones).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
}
const offline: typeof fetch = async () => new Response('offline', { status: 503 })
const created: Portico[] = []
afterEach(() => {
  for (const p of created.splice(0)) p.unmount()
})

const shadow = () => document.querySelector('portico-modal')?.shadowRoot

describe('ConnectingWalletConnectBasic', () => {
  it('C-24 with no adapter the dialog opens the basic view; a WalletConnect that cannot start shows why, with a retry', async () => {
    const loader = vi.fn(async () => {
      throw new Error('the loader is not reached without an eip155 adapter')
    })
    const portico = createPortico(
      {
        projectId: 'portico-dev',
        networks: [anvil],
        relayUrl: 'ws://127.0.0.1:9',
        walletConnect: loader,
        // Inline, so the offline gateway's 503 does not add a 'Server Error' alert (P-06) beside the view's.
        projectConfig: { features: [] },
      },
      { fetch: offline, isMobile: () => false },
    )
    created.push(portico)
    portico.open()
    expect(portico.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')

    await vi.waitFor(() => {
      expect(shadow()?.querySelector('[data-testid="view-ConnectingWalletConnectBasic"]')).toBeTruthy()
      expect(shadow()?.querySelector('[role="alert"]')?.textContent).toBe(
        "Adapter for namespace eip155 doesn't exist",
      )
    })
    const retry = shadow()?.querySelector<HTMLButtonElement>('[data-testid="connect-retry"]')
    expect(retry?.textContent).toBe('Try again')
    expect(shadow()?.querySelector('[data-testid="all-wallets"]')).toBeTruthy()
    retry?.click()
    await vi.waitFor(() => expect(portico.walletConnect.getState().status).toBe('error'))
    expect(loader).not.toHaveBeenCalled()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { announced, byTestId, makePortico, stubAdapter, waitForTestId } from '../testing/modalHarness.js'

describe('the dialog', () => {
  it('B-01 navigating Connect → AllWallets → back never changes the page URL or its history', async () => {
    const href = location.href
    const length = history.length
    const portico = makePortico()
    portico.open()
    await waitForTestId('view-Connect')
    portico.stores.router.getState().push('AllWallets')
    await waitForTestId('view-AllWallets')
    expect(byTestId('modal')?.querySelector('.view')?.getAttribute('data-direction')).toBe('next')
    byTestId('modal-back')?.click()
    await waitForTestId('view-Connect')
    expect(byTestId('modal')?.querySelector('.view')?.getAttribute('data-direction')).toBe('prev')
    expect(portico.stores.router.getState().history).toEqual(['Connect'])
    expect([location.href, history.length]).toEqual([href, length])
  })

  it('Q-11 aria-modal and a name, Escape closes, focus returns to the opener, the page does not scroll', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    document.documentElement.style.overflow = 'auto'
    const portico = makePortico()
    portico.open()
    await waitForTestId('view-Connect')
    const dialog = byTestId<HTMLDialogElement>('modal')
    expect(dialog?.tagName).toBe('DIALOG')
    expect(dialog?.open).toBe(true)
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const name = dialog?.getRootNode() as ShadowRoot
    expect(name.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Connect Wallet',
    )
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(byTestId('modal-close')?.getAttribute('aria-label')).toBe('Close')

    opener.blur()
    dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(portico.getState().open).toBe(false)
    await vi.waitFor(() => expect(dialog?.open).toBe(false))
    expect(document.activeElement).toBe(opener)
    expect(document.documentElement.style.overflow).toBe('auto')
    opener.remove()
  })

  it('the header names the wallet being connected, not the view', async () => {
    // The wallet has not answered yet: the view stays on screen while the prompt is open.
    const adapter = Object.assign(stubAdapter(), { connect: () => new Promise<never>(() => {}) })
    const portico = makePortico({ adapters: [adapter] })
    portico.open()
    await waitForTestId('view-Connect')
    portico.stores.router.getState().push('ConnectingExternal', { connector: announced('io.rabby', 'Rabby') })
    await waitForTestId('view-ConnectingExternal')
    expect(byTestId('modal-title')?.textContent).toBe('Rabby')
  })
})

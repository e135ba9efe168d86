import { describe, expect, it, vi } from 'vitest'
import { makePortico, shadow, waitForTestId } from '../testing/modalHarness.js'

describe('ApproveTransaction (F-31)', () => {
  it("F-31 shows the embedded wallet's frame (kept inside the dialog) over the view, and hides it on leaving", async () => {
    const portico = makePortico()
    await vi.waitFor(() => expect(shadow()?.querySelector('dialog')).toBeTruthy())
    const dialog = shadow()?.querySelector('dialog') as HTMLDialogElement
    // Issue 22 item 9: the dialog is the frame host core hands the connector at registration.
    await vi.waitFor(() => expect(portico.stores.secureFrame.getState().host).toBe(dialog))
    // The embedded wallet creates its iframe there (a modal dialog is in the top layer) and hands it to core.
    const frame = document.createElement('iframe')
    frame.style.display = 'none'
    dialog.appendChild(frame)
    portico.stores.secureFrame.setState({ frame })
    portico.open({ view: 'ApproveTransaction' })
    await waitForTestId('view-ApproveTransaction')
    await vi.waitFor(() => expect(frame.style.display).toBe('block'))
    expect(frame.style.position).toBe('absolute')
    portico.close()
    await vi.waitFor(() => expect(frame.style.display).toBe('none'))
    expect(frame.isConnected).toBe(true)
  })
})

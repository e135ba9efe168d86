import { describe, expect, it, vi } from 'vitest'
import { makePortico, shadow, waitForTestId } from '../testing/modalHarness.js'

describe('ApproveTransaction (F-31)', () => {
  it("shows the embedded wallet's frame (kept inside the dialog) over the view, and hides it on leaving", async () => {
    const portico = makePortico()
    await vi.waitFor(() => expect(shadow()?.querySelector('dialog')).toBeTruthy())
    const dialog = shadow()?.querySelector('dialog') as HTMLDialogElement
    // The embedded wallet creates its iframe inside the dialog (a modal dialog is in the top layer).
    const frame = document.createElement('iframe')
    frame.id = 'w3m-iframe'
    frame.style.display = 'none'
    dialog.appendChild(frame)
    portico.open({ view: 'ApproveTransaction' })
    await waitForTestId('view-ApproveTransaction')
    await vi.waitFor(() => expect(frame.style.display).toBe('block'))
    expect(frame.style.position).toBe('absolute')
    portico.close()
    await vi.waitFor(() => expect(frame.style.display).toBe('none'))
    expect(frame.isConnected).toBe(true)
  })
})

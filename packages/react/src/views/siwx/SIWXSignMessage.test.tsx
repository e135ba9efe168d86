import { createLocalSiwx } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { announced, byTestId, makePortico, shadow, waitForTestId } from '../../testing/modalHarness.js'
import { SiwxCopy } from './SIWXSignMessage.js'

const metadata = { name: 'Example Dapp', description: '', url: 'https://example.com', icons: [] }

describe('SIWXSignMessage (M-08, M-09)', () => {
  it('M-09 renders the copy with metadata.name; M-08 required: ✕ is disabled and Escape does not close', async () => {
    const portico = makePortico({
      metadata,
      siwx: createLocalSiwx({ required: true, domain: 'example.com' }),
    })
    await portico.connectExternal(announced())
    const view = await waitForTestId('view-SIWXSignMessage')
    expect(view.textContent).toContain(SiwxCopy.title('Example Dapp'))
    expect(view.textContent).toContain(SiwxCopy.body)
    expect(byTestId('siwx-sign')?.textContent).toBe('Sign')
    expect(byTestId('siwx-cancel')?.textContent).toBe('Cancel')
    expect((byTestId('modal-close') as HTMLButtonElement).disabled).toBe(true)
    shadow()
      ?.querySelector('dialog')
      ?.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(portico.getState().open).toBe(true)
  })

  it('M-02 Sign adds the session, closes the dialog, and the session is then found', async () => {
    const portico = makePortico({ metadata, siwx: createLocalSiwx({ domain: 'example.com' }) })
    await portico.connectExternal(announced())
    await waitForTestId('view-SIWXSignMessage')
    byTestId('siwx-sign')?.click()
    await expect.poll(() => portico.getState().open).toBe(false)
    const stored = JSON.parse(localStorage.getItem('@portico/siwx_sessions') ?? '[]')
    expect(stored).toHaveLength(1)
    expect(stored[0].message).toContain('example.com wants you to sign in with your Ethereum account:')
  })
})

import type { Connector } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { embeddedConnector } from '../testing/embeddedConnector.js'
import {
  announced,
  byTestId,
  makePortico,
  shadow,
  stubAdapter,
  waitForTestId,
} from '../testing/modalHarness.js'

// The AUTH connector's login actions stand in for the embedded wallet's frame (no secure site in jsdom); the
// real chain of connector, secure site and gateway is tested in apps/secure-site/test/authConnector.test.ts.
function authConnector(overrides: Partial<{ connectEmail: unknown; connectOtp: unknown }> = {}) {
  const login = {
    connectEmail: vi.fn(async (_email: string) => ({ action: 'VERIFY_OTP' })),
    connectOtp: vi.fn(async (_params?: { onCodeEntered?: () => void }) => ({})),
    ...overrides,
  }
  const connector = embeddedConnector(login as never) as Connector
  return { connector, login }
}

/** Types into a React-controlled input the way a keystroke does. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Types the email and submits it once React has rendered the value: the button is disabled while the field is
 * empty, and a click that lands before the render would be ignored.
 */
async function submitEmail(value: string) {
  type((await waitForTestId('email-input')) as HTMLInputElement, value)
  const submit = (await waitForTestId('email-submit')) as HTMLButtonElement
  await vi.waitFor(() => expect(submit.disabled).toBe(false))
  submit.click()
}

async function openWithEmail(connectors: Connector[], email = true) {
  const portico = makePortico({ adapters: [stubAdapter('eip155', connectors)], features: { email } })
  portico.open()
  await waitForTestId('view-Connect')
  return portico
}

describe('email login views (F-15 to F-17)', () => {
  it('the email section shows only with features.email and an AUTH connector, after the wallets when one is installed', async () => {
    const { connector } = authConnector()
    const off = await openWithEmail([announced(), connector], false)
    expect(byTestId('connect-section-email')).toBeNull()
    off.unmount()
    await openWithEmail([announced(), connector])
    // The email section loads on demand (first-click budget): wait for it, then check the order.
    await waitForTestId('email-input')
    const sections = [...(shadow()?.querySelectorAll('[data-testid^="connect-section-"]') ?? [])]
    expect(sections.map((s) => s.getAttribute('data-testid'))).toEqual([
      'connect-section-wallet',
      'connect-section-email',
    ])
  })

  it("F-17 a malformed email shows 'Invalid email. Try again.' under the input and is not sent", async () => {
    const { connector, login } = authConnector()
    await openWithEmail([connector])
    await submitEmail('not-an-email')
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[role="alert"]')?.textContent).toBe('Invalid email. Try again.'),
    )
    expect(login.connectEmail).not.toHaveBeenCalled()
  })

  it("F-17 an email the secure site refuses shows 'Invalid email. Try again.'", async () => {
    const { connector } = authConnector({
      connectEmail: vi.fn(async () => Promise.reject(new Error('Invalid email'))),
    })
    await openWithEmail([connector])
    await submitEmail('ada@example.com')
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[role="alert"]')?.textContent).toBe('Invalid email. Try again.'),
    )
  })

  it('F-15 F-16 VERIFY_OTP opens EmailVerifyOtp with the email; the code typed in the secure frame connects', async () => {
    let accept: (value: object) => void = () => undefined
    const { connector, login } = authConnector({
      connectOtp: vi.fn(() => new Promise((resolve) => (accept = resolve))),
    })
    const portico = await openWithEmail([connector])
    await submitEmail('ada@example.com')
    const view = await waitForTestId('view-EmailVerifyOtp')
    expect(login.connectEmail).toHaveBeenCalledWith('ada@example.com')
    expect(view.textContent).toContain('ada@example.com')
    expect(view.textContent).toContain('The code expires in 20 minutes')
    expect(byTestId('otp-resend')?.textContent).toBe('Resend in 30s')
    expect((byTestId('otp-resend') as HTMLButtonElement).disabled).toBe(true)
    // Issue 22: the code is typed in the secure site's frame over this region; the app has no input for it.
    expect(byTestId('otp-region')).not.toBeNull()
    expect(byTestId('otp-input')).toBeNull()
    await vi.waitFor(() => expect(login.connectOtp).toHaveBeenCalledTimes(1))
    expect(vi.mocked(login.connectOtp as () => unknown).mock.calls[0]).toEqual([
      { onCodeEntered: expect.any(Function) },
    ])
    accept({})
    await vi.waitFor(() => expect(portico.getState().open).toBe(false))
    expect(portico.getConnectorId('eip155')).toBe('AUTH')
  })

  it('F-16 a wrong code shows the error under the code row and waits for the next code', async () => {
    const connectOtp = vi
      .fn<(params?: { onCodeEntered?: () => void }) => Promise<object>>()
      .mockRejectedValueOnce(new Error('Invalid code'))
      .mockImplementation(() => new Promise(() => undefined))
    const { connector } = authConnector({ connectOtp })
    await openWithEmail([connector])
    await submitEmail('ada@example.com')
    await waitForTestId('view-EmailVerifyOtp')
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[role="alert"]')?.textContent).toBe('Invalid code'),
    )
    await vi.waitFor(() => expect(connectOtp).toHaveBeenCalledTimes(2))
    // The frame tells the view a new code was typed: the old error goes.
    connectOtp.mock.calls[1]?.[0]?.onCodeEntered?.()
    await vi.waitFor(() => expect(shadow()?.querySelector('[role="alert"]')).toBeNull())
  })

  it('F-16 once a code is typed the frame covers the body for the key step (issue 22); a refused code brings back the code row and its error', async () => {
    let refuse: (error: Error) => void = () => undefined
    const connectOtp = vi
      .fn<(params?: { onCodeEntered?: () => void }) => Promise<object>>()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)))
      .mockImplementation(() => new Promise(() => undefined))
    const { connector } = authConnector({ connectOtp })
    await openWithEmail([connector])
    await submitEmail('ada@example.com')
    await waitForTestId('view-EmailVerifyOtp')
    await vi.waitFor(() => expect(connectOtp).toHaveBeenCalledTimes(1))
    expect(byTestId('secure-frame-login')).toBeNull()
    // The frame says a code was typed: while it is checked (and the passkey screens may show), the frame's region
    // is the view's body, not the code row.
    connectOtp.mock.calls[0]?.[0]?.onCodeEntered?.()
    await waitForTestId('secure-frame-login')
    expect(byTestId('otp-region')).toBeNull()
    refuse(new Error('Invalid code'))
    await waitForTestId('otp-region')
    expect(byTestId('secure-frame-login')).toBeNull()
    expect(shadow()?.querySelector('[role="alert"]')?.textContent).toBe('Invalid code')
  })
})

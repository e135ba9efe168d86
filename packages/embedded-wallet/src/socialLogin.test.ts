import { afterEach, describe, expect, it, vi } from 'vitest'
import { runSocialLogin } from './socialLogin.js'
import { SOCIAL_POPUP_CHECK_MS, SOCIAL_RESULT_TYPE } from './socialPopup.js'

// jsdom stands in for the browser: the popup is a plain object with the Window parts the flow touches, and the
// frame answers as the secure site would. The real popup, frame and provider run in e2e/social.e2e.ts.
const SECURE = 'http://127.0.0.1:5174'
const PROVIDER_URI = 'http://127.0.0.1:8790/auth?client_id=portico-dev-google&state=portico-dev~s'
const RESULT = `${SECURE}/social/callback?code=c&state=portico-dev~s`

function fakePopup() {
  const popup = { closed: false, location: { href: `${SECURE}/loading` }, close: vi.fn() }
  popup.close.mockImplementation(() => {
    popup.closed = true
  })
  return popup
}
const frameAnswering = (answer: () => Promise<unknown>) => ({ request: vi.fn(answer) as any })
const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))

describe('social login popup flow (F-19, S-34, S-37)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('F-19 sends the popup to the provider URI from GET_SOCIAL_REDIRECT_URI and resolves the result the secure site posts', async () => {
    const popup = fakePopup()
    const frame = frameAnswering(async () => ({ uri: PROVIDER_URI }))
    const result = runSocialLogin({
      frame,
      popup: popup as never,
      provider: 'google',
      secureSiteOrigin: SECURE,
    })
    await vi.waitFor(() => expect(popup.location.href).toBe(PROVIDER_URI))
    expect(frame.request).toHaveBeenCalledWith('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    post({ type: SOCIAL_RESULT_TYPE, resultUri: RESULT }, SECURE, popup)
    await expect(result).resolves.toBe(RESULT)
    expect(popup.close).toHaveBeenCalled()
  })

  it('F-19 ignores a result from another origin or another window, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const popup = fakePopup()
    const result = runSocialLogin({
      frame: frameAnswering(async () => ({ uri: PROVIDER_URI })),
      popup: popup as never,
      provider: 'x',
      secureSiteOrigin: SECURE,
    })
    await vi.waitFor(() => expect(popup.location.href).toBe(PROVIDER_URI))
    post({ type: SOCIAL_RESULT_TYPE, resultUri: `${RESULT}&forged` }, 'http://127.0.0.1:5173', popup)
    post({ type: SOCIAL_RESULT_TYPE, resultUri: `${RESULT}&forged` }, SECURE, window)
    expect(warn).toHaveBeenCalledTimes(2)
    post({ type: SOCIAL_RESULT_TYPE, resultUri: RESULT }, SECURE, popup)
    await expect(result).resolves.toBe(RESULT)
  })

  it("S-34 a closed popup is noticed at the next 1 s check and rejects 'Popup closed'", async () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const result = runSocialLogin({
      frame: frameAnswering(async () => ({ uri: PROVIDER_URI })),
      popup: popup as never,
      provider: 'github',
      secureSiteOrigin: SECURE,
    })
    const settled = vi.fn()
    result.then(settled, settled)
    await vi.advanceTimersByTimeAsync(0)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_CHECK_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toThrow('Popup closed')
  })

  it.each([
    ['the frame call fails', async () => Promise.reject(new Error('Unknown social provider'))],
    ['the frame answers no URI', async () => ({})],
    ['the frame answers a non-http URI', async () => ({ uri: 'javascript:alert(1)' })],
  ])(
    "S-37 'Failed to initiate social connection' when %s, and the popup is closed",
    async (_case, answer) => {
      const popup = fakePopup()
      await expect(
        runSocialLogin({
          frame: frameAnswering(answer),
          popup: popup as never,
          provider: 'google',
          secureSiteOrigin: SECURE,
        }),
      ).rejects.toThrow('Failed to initiate social connection')
      expect(popup.close).toHaveBeenCalled()
      expect(popup.location.href).toBe(`${SECURE}/loading`)
    },
  )
})

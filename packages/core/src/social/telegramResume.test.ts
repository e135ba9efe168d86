import { describe, expect, it, vi } from 'vitest'
import { type TelegramPage, takeTelegramSocialResult } from './telegramResume.js'

// A page is plain data here (URL, history, the Telegram global): core runs in Node. The real redirect through
// the identity provider and back runs in e2e/social.e2e.ts.
function page(href: string, telegram: boolean) {
  const replaceState = vi.fn((_data: unknown, _unused: string, url?: string) => {
    if (url) p.location.href = url
  })
  const p: TelegramPage & { replaceState: typeof replaceState } = {
    location: { href },
    history: { state: { keep: true }, replaceState },
    replaceState,
    ...(telegram ? { Telegram: { WebApp: {} } } : {}),
  }
  return p
}
const RESULT = 'http://127.0.0.1:5174/social/callback?state=portico-dev~abc&code=xyz'
const withResult = (telegram: boolean) =>
  page(`http://127.0.0.1:5173/shop?item=1&result_uri=${encodeURIComponent(RESULT)}#top`, telegram)

describe('Telegram social login resume (F-21, R-12)', () => {
  it('F-21 inside Telegram, ?result_uri= is taken and removed with history.replaceState, the rest kept', () => {
    const p = withResult(true)
    expect(takeTelegramSocialResult(p)).toBe(RESULT)
    expect(p.replaceState).toHaveBeenCalledTimes(1)
    expect(p.replaceState).toHaveBeenCalledWith({ keep: true }, '', 'http://127.0.0.1:5173/shop?item=1#top')
    expect(takeTelegramSocialResult(p)).toBeUndefined()
  })

  it('F-21 outside Telegram nothing happens, even with ?result_uri=', () => {
    const p = withResult(false)
    expect(takeTelegramSocialResult(p)).toBeUndefined()
    expect(p.replaceState).not.toHaveBeenCalled()
    expect(p.location.href).toContain('result_uri=')
  })

  it('F-21 inside Telegram without ?result_uri= nothing is resumed and the address is untouched', () => {
    const p = page('http://127.0.0.1:5173/?item=1', true)
    expect(takeTelegramSocialResult(p)).toBeUndefined()
    expect(p.replaceState).not.toHaveBeenCalled()
  })
  // F-21's resume (stored provider, dialog, connection) is tested with the embedded login controller
  // (controllers/embeddedLogin/embeddedLoginController.test.ts).
})

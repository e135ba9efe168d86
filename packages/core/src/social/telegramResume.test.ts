import { describe, expect, it, vi } from 'vitest'
import type { OpenParameters } from '../controllers/modalController.js'
import { createChainsStore } from '../stores/chains.js'
import { createConnectorsStore } from '../stores/connectors.js'
import { createRouterStore } from '../stores/router.js'
import type { Connector } from '../types/connector.js'
import { resumeTelegramSocial, type TelegramPage, takeTelegramSocialResult } from './telegramResume.js'

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

  function authConnector(stored: string | null) {
    const login = {
      storedSocialProvider: vi.fn(() => stored),
      resumeSocial: vi.fn(async () => ({ userName: 'ada', socialProvider: 'github' })),
    }
    return {
      connector: { id: 'AUTH', type: 'AUTH', name: 'Email', chain: 'eip155', login } as Connector,
      login,
    }
  }

  it('F-21 with a stored social provider the AUTH connector resumes with the result and connects', async () => {
    const { connector, login } = authConnector('github')
    const connectors = createConnectorsStore()
    connectors.setState({ connectors: [connector] })
    const connectExternal = vi.fn(async () => undefined)
    const router = createRouterStore()
    const open = vi.fn((parameters: OpenParameters) =>
      router.getState().reset(parameters.view ?? 'Connect', parameters.data),
    )
    const close = vi.fn()
    const p = withResult(true)
    const resuming = resumeTelegramSocial(
      { connectors, chains: createChainsStore(), router },
      { connectExternal, open, close },
      p,
    )
    // While it resumes, the dialog shows ConnectingSocial, marked so the view starts no login of its own.
    expect(open).toHaveBeenCalledWith({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github', socialResumed: true },
    })
    expect(await resuming).toBe(true)
    expect(login.resumeSocial).toHaveBeenCalledWith(RESULT)
    expect(connectExternal).toHaveBeenCalledWith(connector)
    expect(close).toHaveBeenCalledTimes(1)
    expect(p.location.href).not.toContain('result_uri')
  })

  it('F-21 a resumed login that fails shows its error on ConnectingSocial and connects nothing', async () => {
    const { connector, login } = authConnector('github')
    login.resumeSocial.mockRejectedValueOnce(new Error('Failed to connect'))
    const connectors = createConnectorsStore()
    connectors.setState({ connectors: [connector] })
    const connectExternal = vi.fn(async () => undefined)
    const open = vi.fn()
    const close = vi.fn()
    await expect(
      resumeTelegramSocial(
        { connectors, chains: createChainsStore(), router: createRouterStore() },
        { connectExternal, open, close },
        withResult(true),
      ),
    ).rejects.toThrow('Failed to connect')
    expect(open).toHaveBeenLastCalledWith({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github', socialResumed: true, socialError: 'Failed to connect' },
    })
    expect(connectExternal).not.toHaveBeenCalled()
    expect(close).not.toHaveBeenCalled()
  })

  it('F-21 without a stored social provider, or outside Telegram, no connection is attempted', async () => {
    for (const [stored, telegram] of [
      [null, true],
      ['github', false],
    ] as const) {
      const { connector, login } = authConnector(stored)
      const connectors = createConnectorsStore()
      connectors.setState({ connectors: [connector] })
      const connectExternal = vi.fn(async () => undefined)
      const resumed = await resumeTelegramSocial(
        { connectors, chains: createChainsStore(), router: createRouterStore() },
        { connectExternal },
        withResult(telegram),
      )
      expect(resumed).toBe(false)
      expect(login.resumeSocial).not.toHaveBeenCalled()
      expect(connectExternal).not.toHaveBeenCalled()
    }
  })
})

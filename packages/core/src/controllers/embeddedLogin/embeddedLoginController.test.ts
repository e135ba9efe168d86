import { afterEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_BACK_CLEAR_MS } from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import { createChainsStore, initialAccountState, patchAccountState } from '../../stores/chains.js'
import { createConnectorsStore } from '../../stores/connectors.js'
import { createModalStore } from '../../stores/modal.js'
import { createRouterStore } from '../../stores/router.js'
import { fakeEmbeddedConnector } from '../../testing/fakeEmbeddedConnector.js'
import type { OpenParameters } from '../modalController.js'
import { createEmbeddedLoginController, type EmbeddedLoginDeps } from './embeddedLoginController.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIGNED = { message: 'signed in', signature: '0xabcd' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The controller over real stores, its fake connector, and the client's actions as spies. */
function setup(options: { stored?: string | null; siwx?: boolean } = {}) {
  const fake = fakeEmbeddedConnector(options.stored ?? null)
  const ctx = {
    connectors: createConnectorsStore(),
    chains: chainsWithEip155(),
    router: createRouterStore(),
    modal: createModalStore(),
  }
  ctx.connectors.setState({ connectors: [fake.connector] })
  ctx.modal.setState({ open: true })
  const sessions: unknown[] = []
  const deps = {
    connectExternal: vi.fn(async () => undefined),
    open: vi.fn((parameters: OpenParameters) =>
      ctx.router.getState().reset(parameters.view ?? 'Connect', parameters.data),
    ),
    close: vi.fn(() => ctx.modal.setState({ open: false })),
    // M-07: as the client's connectEmbeddedWithSiwx with `siwx` on: a message in, the signed answer kept.
    ...(options.siwx
      ? {
          connectWithSiwx: (async (connect) => {
            const answer = await connect('app wants you to sign in\n<<AccountAddress>>\n')
            sessions.push(answer.siwx)
            return answer
          }) as NonNullable<EmbeddedLoginDeps['connectWithSiwx']>,
        }
      : {}),
  }
  const login = createEmbeddedLoginController(ctx, deps)
  return { ...fake, ctx, deps, login, sessions }
}

afterEach(() => vi.useRealTimers())

/** The chains store with an eip155 chain, whose account state the logins fill. */
function chainsWithEip155() {
  const chains = createChainsStore()
  chains.setState({
    chains: {
      eip155: {
        namespace: 'eip155',
        networkState: {
          caipNetwork: undefined,
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
          approvedCaipNetworkIds: [],
          requestedCaipNetworks: [],
        },
        accountState: initialAccountState(),
      },
    },
  })
  return chains
}

describe('embedded login controller: email (F-15, F-16, F-17)', () => {
  it("F-17 a malformed email is refused with 'Invalid email. Try again.' and never sent", async () => {
    const { login, calls } = setup()
    expect(await login.sendCode('not-an-email')).toBe(false)
    expect(login.store.getState().email.error).toBe(ErrorMessages.INVALID_EMAIL_TRY_AGAIN)
    expect(calls).toEqual([])
  })

  it("F-17 an email the secure site refuses shows 'Invalid email. Try again.'", async () => {
    const { login, ctx } = setup()
    expect(await login.sendCode('refused@example.com')).toBe(false)
    expect(login.store.getState().email).toEqual({
      sending: false,
      error: ErrorMessages.INVALID_EMAIL_TRY_AGAIN,
    })
    expect(ctx.router.getState().view).toBe('Connect')
  })

  it('F-15 F-16 sending the code shows EmailVerifyOtp; a wrong code shows its error and the next one connects and closes', async () => {
    const { login, ctx, calls, codes, deps, connector } = setup()
    expect(await login.sendCode(' ada@example.com ')).toBe(true)
    expect(calls[0]).toEqual(['connectEmail', 'ada@example.com'])
    expect(ctx.router.getState()).toMatchObject({
      view: 'EmailVerifyOtp',
      data: { email: 'ada@example.com', connector },
    })
    const stop = login.awaitCodes()
    await settle()
    // A code was typed in the frame: the view gives the body to the frame (passkey step) while it is checked.
    expect(login.store.getState().code.checking).toBe(true)
    codes[0]?.reject(new Error('Invalid code'))
    await settle()
    expect(login.store.getState().code).toMatchObject({ checking: true, error: undefined })
    expect(codes).toHaveLength(2)
    // Between the wrong code and the next one typed, the error showed (checking went back to false first).
    codes[1]?.resolve({ address: ADDRESS, socialProvider: '' })
    await settle()
    await settle()
    expect(deps.connectExternal).toHaveBeenCalledWith(connector)
    expect(deps.close).toHaveBeenCalledTimes(1)
    stop()
  })

  it('F-16 a wrong code sets the error while no new code was typed', async () => {
    const { login, codes } = setup()
    // The fake types a code at once; stop the view before the retry to read the error it left.
    login.awaitCodes()
    await settle()
    const states: unknown[] = []
    const off = login.store.subscribe((s) => states.push({ ...s.code }))
    codes[0]?.reject(new Error('Invalid code'))
    await settle()
    off()
    expect(states[0]).toEqual({ checking: false, resent: false, error: 'Invalid code' })
  })

  it('F-16 a view that left stops the attempts: a late failure changes nothing', async () => {
    const { login, codes } = setup()
    const stop = login.awaitCodes()
    await settle()
    stop()
    codes[0]?.reject(new Error('Invalid code'))
    await settle()
    expect(codes).toHaveLength(1)
    expect(login.store.getState().code.error).toBeUndefined()
  })

  it('F-16 resend sends a new code and says so; a failure is shown', async () => {
    const { login, calls } = setup()
    expect(await login.resendCode('ada@example.com')).toBe(true)
    expect(login.store.getState().code.resent).toBe(true)
    expect(calls.at(-1)).toEqual(['connectEmail', 'ada@example.com'])
    expect(await login.resendCode('refused@example.com')).toBe(false)
    expect(login.store.getState().code.error).toBe('Invalid email')
  })

  it('M-07 with siwx on, the code step carries the sign-in message and its signed answer is kept', async () => {
    const { login, codes, calls, sessions } = setup({ siwx: true })
    login.awaitCodes()
    await settle()
    expect(calls[0]?.[1]).toContain('<<AccountAddress>>')
    codes[0]?.resolve({ address: ADDRESS, socialProvider: '', siwx: SIGNED })
    await settle()
    expect(sessions).toEqual([SIGNED])
  })
})

describe('embedded login controller: social (F-19, S-36, S-37)', () => {
  it('F-19 choosing a provider opens the popup in the click and shows ConnectingSocial; Farcaster shows its own view', () => {
    const { login, ctx, calls } = setup()
    login.chooseSocial('github')
    expect(calls).toEqual([['openSocialPopup']])
    expect(ctx.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github' },
    })
    login.chooseSocial('farcaster')
    expect(calls).toHaveLength(1)
    expect(ctx.router.getState().view).toBe('ConnectingFarcaster')
  })

  it('F-19 E-19 a social login connects, names the user in the account state and closes ConnectingSocial', async () => {
    const { login, ctx, socials, deps, connector } = setup()
    login.chooseSocial('github')
    const done = login.connectSocial('github')
    await settle()
    socials[0]?.resolve({ address: ADDRESS, userName: 'ada', socialProvider: 'github' })
    await done
    expect(deps.connectExternal).toHaveBeenCalledWith(connector)
    expect(ctx.chains.getState().chains.eip155?.accountState).toMatchObject({
      user: { username: 'ada' },
      socialProvider: 'github',
    })
    expect(deps.close).toHaveBeenCalledTimes(1)
    expect(socials).toHaveLength(1)
  })

  it('F-19 an older attempt that fails late does not overwrite the state of the newer one', async () => {
    const { login, socials } = setup()
    const older = login.connectSocial('github')
    const newer = login.connectSocial('github')
    await settle()
    socials[0]?.reject(new Error('Popup closed'))
    await older
    expect(login.store.getState().social).toEqual({ connecting: true, popupBlocked: false })
    socials[1]?.reject(new Error(ErrorMessages.FAILED_TO_CONNECT))
    await newer
    expect(login.store.getState().social.error).toBe(ErrorMessages.FAILED_TO_CONNECT)
  })

  it("S-36 a failed social login shows its message; S-37 a blocked popup is flagged for the view's own text", async () => {
    const { login, socials, blockPopups, deps } = setup()
    const failed = login.connectSocial('github')
    await settle()
    socials[0]?.reject(new Error(ErrorMessages.FAILED_TO_CONNECT))
    await failed
    expect(login.store.getState().social).toEqual({
      connecting: false,
      popupBlocked: false,
      error: ErrorMessages.FAILED_TO_CONNECT,
    })
    blockPopups()
    await login.retrySocial('github')
    expect(login.store.getState().social).toMatchObject({ popupBlocked: true })
    expect(deps.connectExternal).not.toHaveBeenCalled()
  })

  it('M-07 a social login carries the sign-in message and keeps the signed answer', async () => {
    const { login, socials, calls, sessions } = setup({ siwx: true })
    const done = login.connectSocial('github')
    await settle()
    expect(calls[0]?.[2]).toContain('<<AccountAddress>>')
    socials[0]?.resolve({ address: ADDRESS, socialProvider: 'github', siwx: SIGNED })
    await done
    expect(sessions).toEqual([SIGNED])
  })
})

describe('embedded login controller: Telegram resume (F-21, R-12)', () => {
  const RESULT = 'http://127.0.0.1:5174/social/callback?state=portico-dev~abc&code=xyz'
  const page = (telegram: boolean) => ({
    location: { href: `http://127.0.0.1:5173/?item=1&result_uri=${encodeURIComponent(RESULT)}` },
    history: { state: null, replaceState: vi.fn() },
    ...(telegram ? { Telegram: { WebApp: {} } } : {}),
  })

  it('F-21 with a stored provider the login resumes on ConnectingSocial (marked resumed), connects and closes', async () => {
    const { login, socials, deps, calls, connector } = setup({ stored: 'github' })
    const resuming = login.resumeTelegram(page(true))
    await settle()
    expect(deps.open).toHaveBeenCalledWith({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github', socialResumed: true },
    })
    expect(calls[0]).toEqual(['resumeSocial', RESULT, undefined])
    socials[0]?.resolve({ address: ADDRESS, userName: 'ada', socialProvider: 'github' })
    expect(await resuming).toBe(true)
    expect(deps.connectExternal).toHaveBeenCalledWith(connector)
    expect(deps.close).toHaveBeenCalledTimes(1)
  })

  it('F-21 a resumed login that fails shows its error and connects nothing', async () => {
    const { login, socials, deps } = setup({ stored: 'github' })
    const resuming = login.resumeTelegram(page(true))
    await settle()
    socials[0]?.reject(new Error(ErrorMessages.FAILED_TO_CONNECT))
    await expect(resuming).rejects.toThrow(ErrorMessages.FAILED_TO_CONNECT)
    expect(login.store.getState().social.error).toBe(ErrorMessages.FAILED_TO_CONNECT)
    expect(deps.connectExternal).not.toHaveBeenCalled()
  })

  it('F-21 without a stored provider, or outside Telegram, nothing is attempted', async () => {
    for (const [stored, telegram] of [
      [null, true],
      ['github', false],
    ] as const) {
      const { login, calls, deps } = setup({ stored })
      expect(await login.resumeTelegram(page(telegram))).toBe(false)
      expect(calls).toEqual([])
      expect(deps.open).not.toHaveBeenCalled()
    }
  })

  it('M-07 a resumed login with siwx on passes the message to resumeSocial and keeps the signed answer', async () => {
    const { login, socials, calls, sessions } = setup({ stored: 'github', siwx: true })
    const resuming = login.resumeTelegram(page(true))
    await settle()
    expect(calls[0]?.[2]).toContain('<<AccountAddress>>')
    socials[0]?.resolve({ address: ADDRESS, socialProvider: 'github', siwx: SIGNED })
    await resuming
    expect(sessions).toEqual([SIGNED])
  })
})

describe('embedded login controller: Farcaster (F-20, S-34)', () => {
  const url = (ctx: ReturnType<typeof setup>['ctx']) =>
    ctx.chains.getState().chains.eip155?.accountState.farcasterUrl

  it('F-20 E-19 fetches a URL, waits for the sign-in, connects, names the user and closes; the URL is used up', async () => {
    const { login, ctx, farcasters, deps, calls } = setup()
    ctx.router.getState().push('ConnectingFarcaster')
    const done = login.connectFarcaster()
    await settle()
    expect(url(ctx)).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    expect(calls.map((c) => c[0])).toEqual(['getFarcasterUri', 'connectFarcaster'])
    farcasters[0]?.resolve({ address: ADDRESS, userName: 'alice', socialProvider: 'farcaster' })
    await done
    expect(deps.connectExternal).toHaveBeenCalledTimes(1)
    expect(ctx.chains.getState().chains.eip155?.accountState).toMatchObject({
      user: { username: 'alice' },
      socialProvider: 'farcaster',
    })
    expect(url(ctx)).toBeUndefined()
    expect(deps.close).toHaveBeenCalledTimes(1)
  })

  it("F-20 S-34 the dialog closing during the wait ends it with 'Popup closed' and tells the secure site", async () => {
    const { login, ctx, calls } = setup()
    const done = login.connectFarcaster()
    await settle()
    ctx.modal.setState({ open: false })
    await done
    expect(login.store.getState().farcaster.error).toBe(ErrorMessages.POPUP_CLOSED)
    expect(calls.at(-1)).toEqual(['cancelFarcaster'])
  })

  it('F-20 leaving ConnectingFarcaster drops the URL after 100 ms unless the view came back', async () => {
    vi.useFakeTimers()
    const { login, ctx, calls } = setup()
    patchAccountState(ctx.chains, 'eip155', { farcasterUrl: 'farcaster://connect?channelToken=a' })
    // A remount (StrictMode) within 100 ms keeps it.
    login.showFarcaster()()
    const leave = login.showFarcaster()
    await vi.advanceTimersByTimeAsync(FARCASTER_BACK_CLEAR_MS)
    expect(url(ctx)).toBe('farcaster://connect?channelToken=a')
    leave()
    await vi.advanceTimersByTimeAsync(FARCASTER_BACK_CLEAR_MS - 1)
    expect(url(ctx)).toBeDefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(url(ctx)).toBeUndefined()
    expect(calls).toEqual([['cancelFarcaster']])
  })

  it('M-07 a Farcaster login carries the sign-in message and keeps the signed answer', async () => {
    const { login, farcasters, calls, sessions } = setup({ siwx: true })
    const done = login.connectFarcaster()
    await settle()
    expect(calls[1]?.[1]).toContain('<<AccountAddress>>')
    farcasters[0]?.resolve({ address: ADDRESS, socialProvider: 'farcaster', siwx: SIGNED })
    await done
    expect(sessions).toEqual([SIGNED])
  })
})

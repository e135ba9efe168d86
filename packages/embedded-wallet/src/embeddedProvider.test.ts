import type { ConnectorTheme, RpcRequestHooks } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_ID } from './constants.js'
import { createAuthConnector } from './createAuthConnector.js'
import { createEmbeddedProvider, type FrameTransport, MALFORMED_RESULT_MESSAGE } from './embeddedProvider.js'
import { LOGIN_STORAGE_PREFIX, LoginKeys, loginStorage } from './loginStorage.js'

// The frame is played by `transport` (no secure site in a unit test); apps/secure-site/test/authConnector.test.ts
// runs this provider against the real secure-site handlers, gateway and chain.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Request hooks that record what the provider tells the modal (core's controller is tested in core). */
function recordingHooks() {
  const calls: string[] = []
  const aborters: (() => void)[] = []
  const hooks: RpcRequestHooks = {
    unsafeRequest: (m) => void calls.push(`unsafe:${m}`),
    requestSucceeded: (m) => void calls.push(`success:${m}`),
    requestFailed: (m, _e, cancelled) => void calls.push(`${cancelled ? 'cancel' : 'error'}:${m}`),
    notAllowed: (m) => void calls.push(`not-allowed:${m}`),
    onAbort: (listener) => {
      aborters.push(listener)
      return () => undefined
    },
  }
  const abort = () => {
    for (const a of aborters) a()
  }
  return { hooks, calls, abort }
}

function setup(given: Record<string, (payload: any) => unknown> = {}) {
  // F-24: every login syncs the smart-account-enabled networks; none unless a test says otherwise.
  const answers: Record<string, (payload: any) => unknown> = {
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    // Issue 22: the user typed a code in the frame's own input (the app learns only that).
    AWAIT_CODE: () => ({}),
    ...given,
  }
  const sent: { type: string; payload: unknown }[] = []
  const transport = {
    request: async (type: string, payload?: unknown) => {
      sent.push({ type, payload })
      const answer = answers[type]
      if (!answer) return new Promise(() => undefined)
      return answer(payload)
    },
  } as FrameTransport
  const storage = loginStorage(localStorage)
  const recorded = recordingHooks()
  const wallet = createEmbeddedProvider({
    frame: transport,
    storage,
    defaultChainId: 31337,
    hooks: () => recorded.hooks,
  })
  return { wallet, sent, storage, ...recorded }
}

describe('embedded provider and AUTH connector (F-11 to F-14, F-28, O-04 to O-09, O-12)', () => {
  afterEach(() => {
    localStorage.clear()
    document.body.innerHTML = ''
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('O-12 eth_chainId is answered from the stored last chain, without the frame', async () => {
    const { wallet, sent, storage } = setup()
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    storage.set(LoginKeys.LAST_USED_CHAIN, '137')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
    expect(sent).toEqual([])
  })

  it('F-28 a network switch sends SWITCH_NETWORK and stores the returned chain as the last used one', async () => {
    const { wallet, sent } = setup({ SWITCH_NETWORK: () => ({ chainId: 137 }) })
    const changed: unknown[] = []
    wallet.provider.on('chainChanged', (id: unknown) => changed.push(id))
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(sent).toEqual([{ type: 'SWITCH_NETWORK', payload: { chainId: 137 } }])
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}LAST_USED_CHAIN_KEY`)).toBe('137')
    expect(changed).toEqual(['0x89'])
  })

  it("O-05 O-06 a method in neither list: console.error 'Requested RPC call is not allowed', rejected, frame not asked", async () => {
    const { wallet, sent, calls } = setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(wallet.provider.request({ method: 'eth_foo' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(error).toHaveBeenCalledWith('Requested RPC call is not allowed', { method: 'eth_foo' })
    expect(sent).toEqual([])
    // The modal opens and shows 'Action not allowed' after 300 ms (core's rpcRequests.test.ts).
    expect(calls).toEqual(['not-allowed:eth_foo'])
  })

  it('O-04 O-07 an unsafe request asks the modal to show the approval, then reports its success', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const { wallet, calls } = setup({ RPC_REQUEST: () => signature })
    expect(await wallet.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe(
      signature,
    )
    expect(calls).toEqual(['unsafe:personal_sign', 'success:personal_sign'])
  })

  it('O-13 a signature or transaction answered with the wrong result shape never reaches the app', async () => {
    let answer: unknown = '0xsig'
    const { wallet, calls } = setup({ RPC_REQUEST: () => answer })
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }),
    ).rejects.toMatchObject({ code: -32603, message: `${MALFORMED_RESULT_MESSAGE} personal_sign` })
    // A signature where a transaction hash is due (65 bytes, not 32).
    answer = `0x${'ab'.repeat(65)}`
    await expect(
      wallet.provider.request({ method: 'eth_sendTransaction', params: [{}] }),
    ).rejects.toMatchObject({
      code: -32603,
      message: `${MALFORMED_RESULT_MESSAGE} eth_sendTransaction`,
    })
    answer = `0x${'cd'.repeat(32)}`
    expect(await wallet.provider.request({ method: 'eth_sendTransaction', params: [{}] })).toBe(answer)
    expect(calls).toEqual([
      'unsafe:personal_sign',
      'error:personal_sign',
      'unsafe:eth_sendTransaction',
      'error:eth_sendTransaction',
      'unsafe:eth_sendTransaction',
      'success:eth_sendTransaction',
    ])
  })

  it('O-08 a rejection on the approval screen is an EIP-1193 4001 error reported as a cancel; a failure as an error', async () => {
    let answer: () => unknown = () => {
      throw new Error('User rejected the request')
    }
    const { wallet, calls } = setup({ RPC_REQUEST: () => answer() })
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x68'] }),
    ).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request',
    })
    answer = () => {
      throw new Error('insufficient funds')
    }
    await expect(wallet.provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toThrow(
      'insufficient funds',
    )
    expect(calls).toEqual([
      'unsafe:personal_sign',
      'cancel:personal_sign',
      'unsafe:eth_sendTransaction',
      'error:eth_sendTransaction',
    ])
  })

  it("O-09 the modal's abort rejects a pending personal_sign with 'Request was aborted' and tells the frame", async () => {
    const { wallet, sent, abort } = setup({ RPC_ABORT: () => ({}) })
    const pending = wallet.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    await vi.waitFor(() => expect(sent.map((s) => s.type)).toEqual(['RPC_REQUEST']))
    abort()
    await expect(pending).rejects.toMatchObject({ message: 'Request was aborted', code: 4001 })
    expect(sent.map((s) => s.type)).toEqual(['RPC_REQUEST', 'RPC_ABORT'])
    // Nothing pending: a second abort sends nothing.
    abort()
    expect(sent).toHaveLength(2)
  })

  it('F-11 a successful code stores the login state; F-14 a failed connection check clears it', async () => {
    const user = { address: ADDRESS, email: 'ada@example.com', chainId: 31337 }
    const { wallet } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => user,
      IS_CONNECTED: () => ({ isConnected: false }),
    })
    await wallet.connectOtp()
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`)).toBe('true')
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}EMAIL`)).toBe('ada@example.com')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await wallet.reconnect()).toBeUndefined()
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('M-07 connectOtp passes the sign-in message to the frame and returns what it signed as siwx', async () => {
    const user = { address: ADDRESS, email: 'ada@example.com', chainId: 31337 }
    const siwx = { message: `app wants you\n${ADDRESS}\n`, signature: `0x${'11'.repeat(65)}` }
    const { wallet, sent } = setup({ CONNECT_OTP: () => ({ siwx }), GET_USER: () => user })
    const template = 'app wants you\n<<AccountAddress>>\n'
    expect(await wallet.connectOtp({ siwxMessage: template })).toEqual({ ...user, siwx })
    // Issue 22: the code never crosses to the app: the frame is asked to wait for it, then to check it.
    expect(sent.slice(0, 2)).toEqual([
      { type: 'AWAIT_CODE', payload: { purpose: 'login' } },
      { type: 'CONNECT_OTP', payload: { siwxMessage: template } },
    ])
  })

  it('F-14 with a live session the user is loaded without any prompt', async () => {
    const user = { address: ADDRESS, email: 'ada@example.com', chainId: 31337 }
    const { wallet } = setup({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: () => user })
    expect(await wallet.reconnect()).toEqual(user)
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
  })

  it('F-14 eth_accounts after a reload: [] without a stored login; with one, the frame is asked and the user loaded', async () => {
    const user = { address: ADDRESS, email: 'ada@example.com', chainId: 31337 }
    const { wallet, sent, storage } = setup({
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_USER: () => user,
    })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(sent).toEqual([])
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toThrow('Not connected')
    storage.set(LoginKeys.EMAIL_LOGIN_USED, 'true')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(sent.map((s) => s.type)).toEqual([
      'IS_CONNECTED',
      'GET_USER',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
  })

  it("the adapter's disconnect (wallet_revokePermissions eth_accounts) signs out instead of asking for approval", async () => {
    const sent: string[] = []
    const transport = {
      request: async (type: string) => {
        sent.push(type)
        return {}
      },
    } as FrameTransport
    const { hooks, calls } = recordingHooks()
    const wallet = createEmbeddedProvider({
      frame: transport,
      storage: loginStorage(localStorage),
      defaultChainId: 31337,
      hooks: () => hooks,
    })
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(sent).toEqual(['SIGN_OUT'])
    expect(calls).toEqual([])
  })

  it('F-12 disconnect resolves at 3000 ms when the frame never confirms the sign-out, and clears the state', async () => {
    vi.useFakeTimers()
    const { wallet, storage } = setup()
    storage.set(LoginKeys.EMAIL, 'ada@example.com')
    let done = false
    wallet.disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(storage.get(LoginKeys.EMAIL)).toBeNull()
  })

  it('F-13 the AUTH connector loads and creates the iframe at startup only when a login was stored', async () => {
    const first = createAuthConnector({
      secureSiteUrl: 'http://127.0.0.1:5174',
      projectId: 'p',
      defaultChainId: 31337,
    })
    expect(first.connector).toMatchObject({ id: 'AUTH', type: 'AUTH', chain: 'eip155' })
    await new Promise((r) => setTimeout(r, 20))
    expect(document.getElementById(FRAME_ID)).toBeNull()
    localStorage.setItem(`${LOGIN_STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`, 'true')
    const second = createAuthConnector({
      secureSiteUrl: 'http://127.0.0.1:5174',
      projectId: 'p',
      defaultChainId: 31337,
    })
    await vi.waitFor(() => expect(document.getElementById(FRAME_ID)).not.toBeNull())
    ;(await second.load()).frame.destroy()
  })

  it('F-26 F-13 a theme given before first use creates no iframe; once loaded, SYNC_THEME is sent to the frame', async () => {
    const auth = createAuthConnector({
      secureSiteUrl: 'http://127.0.0.1:5174',
      projectId: 'p',
      defaultChainId: 1,
    })
    // Core registers the connector with the dialog's theme (and its changes).
    let theme: ConnectorTheme = { themeMode: 'dark', themeVariables: {} }
    const themeListeners = new Set<(t: ConnectorTheme) => void>()
    const frames: unknown[] = []
    auth.connector.register({
      requestHooks: undefined as never,
      alert: () => undefined,
      theme: {
        get: () => theme,
        subscribe: (l) => {
          themeListeners.add(l)
          return () => themeListeners.delete(l)
        },
      },
      frameHost: { container: () => document.body, attach: (frame) => frames.push(frame) },
      appMetadata: () => undefined,
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(document.getElementById(FRAME_ID)).toBeNull()
    const built = await auth.load()
    const sent: unknown[] = []
    const frame = built.frame.frame() as HTMLIFrameElement
    expect(frame).toBeTruthy()
    // The frame never loads in jsdom; what would be posted once it is ready is the theme (F-26).
    vi.spyOn(built.frame, 'request').mockImplementation(async (type, payload) => {
      sent.push({ type, payload })
      return {}
    })
    // Issue 22 item 9: the frame was handed to the frame host, where the dialog's views find it.
    expect(frames).toEqual([frame])
    theme = { themeMode: 'light', themeVariables: { '--portico-accent': '#f00' } }
    for (const l of themeListeners) l(theme)
    expect(sent).toEqual([
      { type: 'SYNC_THEME', payload: { themeMode: 'light', themeVariables: { '--portico-accent': '#f00' } } },
    ])
    built.frame.destroy()
  })

  it('A-17 the app metadata core registers with is synced to the secure site (SYNC_DAPP_DATA) with the theme', async () => {
    const auth = createAuthConnector({
      secureSiteUrl: 'http://127.0.0.1:5174',
      projectId: 'p',
      defaultChainId: 1,
    })
    const built = await auth.load()
    const sent: unknown[] = []
    vi.spyOn(built.frame, 'request').mockImplementation(async (type, payload) => {
      sent.push({ type, payload })
      return {}
    })
    const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }
    auth.connector.register({
      requestHooks: undefined as never,
      alert: () => undefined,
      theme: { get: () => ({ themeMode: 'dark', themeVariables: {} }), subscribe: () => () => undefined },
      frameHost: { container: () => document.body, attach: () => undefined },
      appMetadata: () => metadata,
    })
    expect(sent).toEqual([
      { type: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } },
      { type: 'SYNC_DAPP_DATA', payload: metadata },
    ])
    built.frame.destroy()
  })

  it('F-23 update email goes through the frame step by step and then stores the new email (F-11)', async () => {
    let email = 'old@example.com'
    const { wallet, sent } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => ({ address: ADDRESS, email, chainId: 31337 }),
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: () => ({ action: 'VERIFY_SECONDARY_OTP' }),
      UPDATE_EMAIL_SECONDARY_OTP: () => {
        email = 'new@example.com'
        return { newEmail: email }
      },
    })
    await expect(wallet.updateEmail('new@example.com')).rejects.toThrow('Not connected to email or social')
    await wallet.connectOtp()
    expect(await wallet.updateEmail('new@example.com')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await wallet.updateEmailPrimaryOtp()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect((await wallet.updateEmailSecondaryOtp()).email).toBe('new@example.com')
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}EMAIL`)).toBe('new@example.com')
    // Issue 22: no payload carries a code; each code step waits for one typed in the frame.
    expect(sent.filter((s) => s.type.endsWith('_OTP')).map((s) => s.payload)).toEqual([
      {},
      undefined,
      undefined,
    ])
    expect(sent.map((s) => s.type)).toEqual([
      'AWAIT_CODE',
      'CONNECT_OTP',
      'GET_USER',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'UPDATE_EMAIL',
      'AWAIT_CODE',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'AWAIT_CODE',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'GET_USER',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
  })
})

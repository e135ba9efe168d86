import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_ID } from './constants.js'
import { createAuthConnector } from './createAuthConnector.js'
import { createEmbeddedProvider, type FrameTransport } from './embeddedProvider.js'
import { LOGIN_STORAGE_PREFIX, LoginKeys, loginStorage } from './loginStorage.js'

// The frame is played by `transport` (no secure site in a unit test); apps/secure-site/test/authConnector.test.ts
// runs this provider against the real secure-site handlers, gateway and chain.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(answers: Record<string, (payload: any) => unknown> = {}) {
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
  const wallet = createEmbeddedProvider({ frame: transport, storage, defaultChainId: 31337 })
  return { wallet, sent, storage }
}

describe('embedded provider and AUTH connector (F-11 to F-14, F-28, O-05, O-12)', () => {
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
    const { wallet, sent } = setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(wallet.provider.request({ method: 'eth_foo' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(error).toHaveBeenCalledWith('Requested RPC call is not allowed', { method: 'eth_foo' })
    expect(sent).toEqual([])
  })

  it('F-11 a successful code stores the login state; F-14 a failed connection check clears it', async () => {
    const user = { address: ADDRESS, email: 'ada@example.com', chainId: 31337 }
    const { wallet } = setup({
      CONNECT_OTP: () => ({}),
      GET_USER: () => user,
      IS_CONNECTED: () => ({ isConnected: false }),
    })
    await wallet.connectOtp('123456')
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`)).toBe('true')
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}EMAIL`)).toBe('ada@example.com')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await wallet.reconnect()).toBeUndefined()
    expect(Object.keys(localStorage)).toEqual([])
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
    expect(sent.map((s) => s.type)).toEqual(['IS_CONNECTED', 'GET_USER'])
  })

  it("the adapter's disconnect (wallet_revokePermissions eth_accounts) signs out instead of asking for approval", async () => {
    const unsafe: string[] = []
    const sent: string[] = []
    const transport = {
      request: async (type: string) => {
        sent.push(type)
        return {}
      },
    } as FrameTransport
    const wallet = createEmbeddedProvider({
      frame: transport,
      storage: loginStorage(localStorage),
      defaultChainId: 31337,
      onUnsafeRequest: (m) => unsafe.push(m),
    })
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(sent).toEqual(['SIGN_OUT'])
    expect(unsafe).toEqual([])
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
})

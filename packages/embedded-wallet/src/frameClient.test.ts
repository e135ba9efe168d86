import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_ID } from './constants.js'
import { createFrameClient, type FrameClient } from './frameClient.js'

// jsdom stands in for the browser here (no network: the iframe never loads the secure site, so the tests play
// the secure site's part by dispatching its messages). The real frame is exercised by the browser tests.
const SECURE = 'http://127.0.0.1:5174'

describe('frame client (F-02 to F-10, F-13)', () => {
  let client: FrameClient
  let alerts: string[]
  let ids: number
  beforeEach(() => {
    alerts = []
    ids = 0
    client = createFrameClient({
      secureSiteUrl: SECURE,
      projectId: 'portico-dev',
      chainId: 31337,
      onAlert: (m) => alerts.push(m),
      randomId: () => `request-${++ids}`.padEnd(12, '0'),
    })
  })
  afterEach(() => {
    client.destroy()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** Posts a frame event as the secure site would (origin and source set). */
  const fromFrame = (
    data: unknown,
    origin = SECURE,
    source: Window | null = client.frame()?.contentWindow ?? null,
  ) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  const ready = async () => {
    const init = client.init()
    fromFrame({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    await init
  }

  it('F-13 the iframe does not exist until first use; concurrent init() calls share one frame', () => {
    expect(document.getElementById(FRAME_ID)).toBeNull()
    const a = client.init()
    const b = client.init()
    expect(a).toBe(b)
    const frame = document.getElementById(FRAME_ID) as HTMLIFrameElement
    expect(frame.name).toBe('w3m-secure-iframe')
    expect(frame.style.display).toBe('none')
    expect(frame.src).toBe(`${SECURE}/sdk?projectId=portico-dev&chainId=31337`)
    expect(document.querySelectorAll(`#${FRAME_ID}`)).toHaveLength(1)
  })

  it('F-03 a payload that fails its check (the same check as the secure site) is refused here and never posted', async () => {
    vi.useFakeTimers()
    await ready()
    const posted = vi.spyOn(client.frame()!.contentWindow!, 'postMessage')
    await expect(client.request('CONNECT_EMAIL', { email: 42 } as never)).rejects.toThrow('Invalid email')
    await expect(client.request('AWAIT_CODE', { purpose: 'export' } as never)).rejects.toThrow(
      'Invalid code purpose',
    )
    expect(posted).not.toHaveBeenCalled()
    client.request('CONNECT_EMAIL', { email: 'ada@example.com' }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toHaveBeenCalledTimes(1)
  })

  it('F-31 the iframe is handed over once created (the dialog places it; issue 22 item 9)', () => {
    client.destroy()
    const frames: HTMLIFrameElement[] = []
    client = createFrameClient({
      secureSiteUrl: SECURE,
      projectId: 'portico-dev',
      onFrame: (f) => frames.push(f),
    })
    void client.init()
    void client.init()
    expect(frames).toEqual([client.frame()])
  })

  it('F-31 the iframe can live in a container the modal owns (a modal <dialog> is in the top layer)', () => {
    client.destroy()
    const dialog = document.createElement('dialog')
    document.body.appendChild(dialog)
    client = createFrameClient({ secureSiteUrl: SECURE, projectId: 'portico-dev', container: () => dialog })
    void client.init()
    expect(client.frame()?.parentNode).toBe(dialog)
    dialog.remove()
  })

  it('F-06 ready on READY plus 500 ms: still pending at 499 ms, resolved at 500 ms', async () => {
    vi.useFakeTimers()
    let done = false
    client.init().then(() => {
      done = true
    })
    fromFrame({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('F-02 F-04 an app event goes to the secure origin only, with an id; only the same id settles it', async () => {
    vi.useFakeTimers()
    await ready()
    const post = vi.spyOn(client.frame()!.contentWindow!, 'postMessage')
    const user = client.request('GET_USER')
    await vi.advanceTimersByTimeAsync(0)
    expect(post).toHaveBeenCalledWith(
      { type: '@w3m-app/GET_USER', id: 'request-1000', payload: undefined },
      SECURE,
    )
    let settled = false
    user.then(() => {
      settled = true
    })
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'request-9000', payload: { address } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    fromFrame({
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'request-1000',
      payload: { address, email: 'a@b.co' },
    })
    await expect(user).resolves.toEqual({ address, email: 'a@b.co' })
  })

  it("F-03 F-04 _ERROR rejects with its message, or 'An error occurred' without one", async () => {
    vi.useFakeTimers()
    await ready()
    const a = client.request('CONNECT_OTP', {})
    const b = client.request('SIGN_OUT')
    await vi.advanceTimersByTimeAsync(0)
    fromFrame({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: 'request-1000',
      payload: { message: 'Invalid code' },
    })
    fromFrame({ type: '@w3m-frame/SIGN_OUT_ERROR', id: 'request-2000' })
    await expect(a).rejects.toThrow('Invalid code')
    await expect(b).rejects.toThrow('An error occurred')
  })

  it('F-03 an _ERROR with an EIP-1193 code rejects with a ProviderRpcError of that code (the wallet refused the request for any app)', async () => {
    vi.useFakeTimers()
    await ready()
    const refused = client.request('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [] })
    await vi.advanceTimersByTimeAsync(0)
    fromFrame({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'request-1000',
      payload: { message: 'The wallet does not sign user operations for apps', code: 4100 },
    })
    await expect(refused).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: 4100,
      message: 'The wallet does not sign user operations for apps',
    })
  })

  it('F-05 messages from another origin or window, and malformed ones, are ignored with a console warning', async () => {
    vi.useFakeTimers()
    await ready()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = client.request('GET_USER')
    await vi.advanceTimersByTimeAsync(0)
    const good = {
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'request-1000',
      payload: { address: `0x${'1'.repeat(40)}` },
    }
    fromFrame(good, 'http://evil.test')
    fromFrame(good, SECURE, window)
    fromFrame({ ...good, payload: { email: 'no-address@b.co' } })
    fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'x' })
    expect(warn).toHaveBeenCalledTimes(4)
    expect(client.pendingCount()).toBe(1)
    fromFrame(good)
    await expect(user).resolves.toEqual(good.payload)
  })

  it("F-07 a frame that never gets ready: alert 'Network Error - Could not load embedded wallet' at 20 s, request aborted", async () => {
    vi.useFakeTimers()
    const user = client.request('GET_USER')
    const caught = user.catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(alerts).toEqual(['Network Error - Could not load embedded wallet'])
    expect(await caught).toBe('Something went wrong')
  })

  it("F-08 a connect request unanswered for 120 s: alert 'Embedded Wallet Request Timed Out'", async () => {
    vi.useFakeTimers()
    await ready()
    const otp = client.request('CONNECT_OTP', {}).catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(alerts).toEqual(['Embedded Wallet Request Timed Out'])
    expect(await otp).toBe('Something went wrong')
  })

  it("F-09 an iframe that fails to load rejects with 'Unable to load email login dependency'", async () => {
    const init = client.init()
    client.frame()!.onerror!(new Event('error'))
    await expect(init).rejects.toThrow('Unable to load email login dependency')
  })

  it("F-10 abort: RPC requests reject 'Request was aborted', others 'Something went wrong'", async () => {
    vi.useFakeTimers()
    await ready()
    const rpc = client
      .request('RPC_REQUEST', { method: 'personal_sign', params: [] })
      .catch((e: Error) => e.message)
    const user = client.request('GET_USER').catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(0)
    client.abort()
    expect(await rpc).toBe('Request was aborted')
    expect(await user).toBe('Something went wrong')
  })

  it("F-30 the frame's unverified-domain notice shows 'Invalid App Configuration' and no request ever reaches a wallet", async () => {
    vi.useFakeTimers()
    const pending = client.request('CONNECT_EMAIL', { email: 'a@b.co' }).catch((e: Error) => e.message)
    fromFrame({ type: '@w3m-frame/UNVERIFIED_DOMAIN' })
    expect(alerts).toEqual(['Invalid App Configuration'])
    expect(await pending).toBe('Invalid App Configuration')
    // Later requests fail at once (the frame is not waited for again).
    await expect(client.request('GET_USER')).rejects.toThrow('Invalid App Configuration')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameRequestError } from '../src/frame/frameErrors.js'
import { parseAppEvent, startFrameRuntime } from '../src/frame/frameRuntime.js'

// A stand-in for the iframe's window (no browser in this test): its parent records what the secure site posts,
// and the test delivers messages to the listener as the browser would.
const APP = 'http://127.0.0.1:5173'

function fakeWindow() {
  const posted: { message: any; target: string }[] = []
  const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) }
  let listener: ((e: MessageEvent) => void) | undefined
  const win = {
    parent,
    addEventListener: (_: string, l: (e: MessageEvent) => void) => {
      listener = l
    },
    removeEventListener: () => {
      listener = undefined
    },
  }
  const deliver = (data: unknown, origin = APP, source: unknown = parent) =>
    listener?.({ data, origin, source } as MessageEvent)
  return { win: win as unknown as Window, posted, deliver }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('secure site message runtime (F-02 to F-05)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('F-06 announces READY to the parent origin only', () => {
    const { win, posted } = fakeWindow()
    startFrameRuntime(win, APP, {})
    expect(posted).toEqual([{ message: { type: '@w3m-frame/READY' }, target: APP }])
  })

  it('F-03 F-04 answers _SUCCESS / _ERROR with the same id, posted to the app origin, never "*"', async () => {
    const { win, posted, deliver } = fakeWindow()
    startFrameRuntime(win, APP, {
      GET_CHAIN_ID: async () => ({ chainId: 31337 }),
      SIGN_OUT: async () => {
        throw new Error('nope')
      },
    })
    deliver({ type: '@w3m-app/GET_CHAIN_ID', id: 'request-0001' })
    deliver({ type: '@w3m-app/SIGN_OUT', id: 'request-0002' })
    deliver({ type: '@w3m-app/GET_FARCASTER_URI', id: 'request-0003' })
    await flush()
    expect(posted.slice(1)).toEqual([
      {
        message: {
          type: '@w3m-frame/GET_FARCASTER_URI_ERROR',
          id: 'request-0003',
          payload: { message: 'GET_FARCASTER_URI is not supported yet' },
        },
        target: APP,
      },
      {
        message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'request-0001', payload: { chainId: 31337 } },
        target: APP,
      },
      {
        message: { type: '@w3m-frame/SIGN_OUT_ERROR', id: 'request-0002', payload: { message: 'nope' } },
        target: APP,
      },
    ])
  })

  it('F-03 an error with an EIP-1193 code (a request the wallet refuses for any app) answers { code, message }', async () => {
    const { win, posted, deliver } = fakeWindow()
    startFrameRuntime(win, APP, {
      RPC_REQUEST: async () => {
        throw new FrameRequestError(4100, 'The wallet does not sign user operations for apps')
      },
    })
    deliver({ type: '@w3m-app/RPC_REQUEST', id: 'request-0001', payload: { method: 'eth_signTypedData_v4' } })
    await flush()
    expect(posted[1]?.message).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'request-0001',
      payload: { code: 4100, message: 'The wallet does not sign user operations for apps' },
    })
  })

  it('messages from another origin or window, and malformed ones, are dropped with a console warning', async () => {
    const { win, posted, deliver } = fakeWindow()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const handler = vi.fn(async () => ({}))
    startFrameRuntime(win, APP, { GET_USER: handler as never })
    deliver({ type: '@w3m-app/GET_USER', id: 'request-0001' }, 'http://evil.test')
    deliver({ type: '@w3m-app/GET_USER', id: 'request-0001' }, APP, {})
    deliver({ type: '@w3m-app/GET_USER', id: 'x' })
    deliver({ type: '@w3m-app/GET_USER', id: 'request-0001', payload: 'str' })
    deliver({ type: '@w3m-app/NOT_A_TYPE', id: 'request-0001' })
    await flush()
    expect(warn).toHaveBeenCalledTimes(5)
    expect(handler).not.toHaveBeenCalled()
    expect(posted).toHaveLength(1)
  })

  it('parseAppEvent accepts the app event shape only', () => {
    expect(
      parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id: 'abcdefgh', payload: { email: 'a@b.co' } }),
    ).toEqual({
      type: 'CONNECT_EMAIL',
      id: 'abcdefgh',
      payload: { email: 'a@b.co' },
    })
    for (const bad of [
      null,
      'x',
      { type: '@w3m-frame/READY', id: 'abcdefgh' },
      { type: '@w3m-app/GET_USER' },
    ]) {
      expect(parseAppEvent(bad)).toBeNull()
    }
  })

  it('F-03 a forged payload of each checked kind is answered _ERROR { code: -32602 } and never reaches its handler', async () => {
    const { win, posted, deliver } = fakeWindow()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const handler = vi.fn(async () => ({}))
    const forged: [string, unknown, string][] = [
      ['CONNECT_EMAIL', { email: ['a@b.co'] }, 'Invalid email'],
      ['CONNECT_OTP', { siwxMessage: { toString: 'x' } }, 'siwxMessage: must be a string'],
      ['CONNECT_SOCIAL', { uri: 42 }, 'Invalid social result'],
      [
        'GET_SOCIAL_REDIRECT_URI',
        { provider: 'github', sameWindow: 'true' },
        'sameWindow: must be a boolean',
      ],
      ['RPC_REQUEST', { method: ['personal_sign'] }, 'Invalid RPC request'],
      ['SWITCH_NETWORK', { chainId: '' }, 'Invalid chainId'],
      ['SET_PREFERRED_ACCOUNT', { type: 'owner' }, "type: must be 'smartAccount' or 'eoa'"],
      ['AWAIT_CODE', { purpose: 'export' }, 'Invalid code purpose'],
      ['UPDATE_EMAIL', {}, 'Invalid email'],
      ['SYNC_THEME', { themeMode: 'neon' }, 'themeMode: must be light or dark'],
    ]
    const handlers = Object.fromEntries(forged.map(([type]) => [type, handler]))
    startFrameRuntime(win, APP, handlers)
    for (const [i, [type, payload]] of forged.entries())
      deliver({ type: `@w3m-app/${type}`, id: `forged-${1000 + i}`, payload })
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(posted.slice(1).map((p) => p.message)).toEqual(
      forged.map(([type, , message], i) => ({
        type: `@w3m-frame/${type}_ERROR`,
        id: `forged-${1000 + i}`,
        payload: { code: -32602, message },
      })),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES, type AppEventType } from './appEvents.js'
import { FrameErrorCodes, isFrameErrorPayload, toFrameErrorPayload } from './errors.js'
import { checkRequestPayload, parseAppEvent } from './requests.js'

/** For each app event that takes a payload: one the app sends today, and forged ones with the reason refused. */
const CASES: Partial<Record<AppEventType, { good: unknown; forged: [unknown, string][] }>> = {
  SWITCH_NETWORK: {
    good: { chainId: 31337 },
    forged: [
      [{}, 'Invalid chainId'],
      [{ chainId: Number.NaN }, 'Invalid chainId'],
      [{ chainId: { toString: 'x' } }, 'Invalid chainId'],
    ],
  },
  CONNECT_EMAIL: {
    good: { email: 'ada@example.com' },
    forged: [
      [{}, 'Invalid email'],
      [{ email: ['ada@example.com'] }, 'Invalid email'],
    ],
  },
  CONNECT_OTP: {
    good: { siwxMessage: 'sign in' },
    forged: [[{ siwxMessage: 7 }, 'siwxMessage: must be a string']],
  },
  CONNECT_SOCIAL: {
    good: { uri: 'http://127.0.0.1:5174/auth/social/callback?state=s', siwxMessage: 'm' },
    forged: [
      [{}, 'Invalid social result'],
      [{ uri: { href: 'x' } }, 'Invalid social result'],
      [{ uri: 'http://x', siwxMessage: {} }, 'siwxMessage: must be a string'],
    ],
  },
  CONNECT_FARCASTER: { good: {}, forged: [[{ siwxMessage: null }, 'siwxMessage: must be a string']] },
  GET_SOCIAL_REDIRECT_URI: {
    good: { provider: 'github', sameWindow: true, returnUrl: 'http://127.0.0.1:5173/' },
    forged: [
      [{}, 'provider is required'],
      [{ provider: 'github', sameWindow: 'yes' }, 'sameWindow: must be a boolean'],
      [{ provider: 'github', returnUrl: 1 }, 'returnUrl: must be a string'],
    ],
  },
  RPC_REQUEST: {
    good: { method: 'personal_sign', params: ['0x00', '0x01'], chainId: 31337 },
    forged: [
      [{ params: [] }, 'Invalid RPC request'],
      [{ method: 'eth_call', chainId: true }, 'chainId: must be a chain id'],
    ],
  },
  UPDATE_EMAIL: { good: { email: 'new@example.com' }, forged: [[{ email: 1 }, 'Invalid email']] },
  SYNC_THEME: {
    good: { themeMode: 'dark', themeVariables: { '--portico-accent': '#000' } },
    forged: [
      [{ themeMode: 'neon' }, 'themeMode: must be light or dark'],
      [{ themeVariables: 'x' }, 'themeVariables: must be an object'],
    ],
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    good: { chainIds: [31337, 31338] },
    forged: [[{ chainIds: ['1'] }, 'chainIds: must be a list of chain ids']],
  },
  SET_PREFERRED_ACCOUNT: {
    good: { type: 'smartAccount' },
    forged: [[{ type: 'admin' }, "type: must be 'smartAccount' or 'eoa'"]],
  },
  AWAIT_CODE: {
    good: { purpose: 'login' },
    forged: [
      [{}, 'Invalid code purpose'],
      [{ purpose: 'export' }, 'Invalid code purpose'],
    ],
  },
}

describe('the protocol: app event payload checks (F-03)', () => {
  it.each(Object.entries(CASES))(
    'F-03 %s: the payload the app sends passes, forged ones are refused',
    (type, c) => {
      const t = type as AppEventType
      expect(checkRequestPayload(t, c.good)).toEqual({ ok: true, payload: c.good })
      for (const [payload, reason] of c.forged)
        expect(checkRequestPayload(t, payload)).toEqual({ ok: false, reason })
    },
  )

  it('F-03 a type without a payload takes none or a record; any other payload is refused', () => {
    for (const type of APP_EVENT_TYPES.filter((t) => !(t in CASES))) {
      expect(checkRequestPayload(type, undefined).ok).toBe(true)
      expect(checkRequestPayload(type, {}).ok).toBe(true)
      expect(checkRequestPayload(type, 'x')).toEqual({
        ok: false,
        reason: `${type}: the payload must be an object`,
      })
    }
  })

  it('F-03 F-04 parseAppEvent takes the envelope only: a known type, a well-formed id, a record payload', () => {
    expect(parseAppEvent({ type: '@w3m-app/GET_USER', id: 'request-0001' })).toEqual({
      type: 'GET_USER',
      id: 'request-0001',
      payload: undefined,
    })
    for (const forged of [
      { type: '@w3m-frame/GET_USER', id: 'request-0001' },
      { type: '@w3m-app/NOT_A_TYPE', id: 'request-0001' },
      { type: '@w3m-app/GET_USER', id: 'short' },
      { type: '@w3m-app/GET_USER', id: 'request 0001 with spaces' },
      { type: '@w3m-app/GET_USER', id: 'request-0001', payload: [1] },
      '@w3m-app/GET_USER',
    ])
      expect(parseAppEvent(forged)).toBeNull()
  })
})

describe('the protocol: the { code, message } error (F-03, F-04)', () => {
  it('F-03 a thrown error becomes { message } or, with an integer EIP-1193 code, { code, message }', () => {
    expect(toFrameErrorPayload(new Error('nope'))).toEqual({ message: 'nope' })
    expect(toFrameErrorPayload(Object.assign(new Error('no'), { code: 4100 }))).toEqual({
      code: 4100,
      message: 'no',
    })
    expect(toFrameErrorPayload(Object.assign(new Error('no'), { code: '4100' }))).toEqual({ message: 'no' })
    expect(FrameErrorCodes.INVALID_PARAMS).toBe(-32602)
  })

  it('F-04 an error payload the app accepts: absent, or a record with a string message and an integer code', () => {
    expect(isFrameErrorPayload(undefined)).toBe(true)
    expect(isFrameErrorPayload({ code: -32602, message: 'Invalid email' })).toBe(true)
    expect(isFrameErrorPayload({ message: 1 })).toBe(false)
    expect(isFrameErrorPayload({ message: 'x', code: 1.5 })).toBe(false)
    expect(isFrameErrorPayload('x')).toBe(false)
  })
})

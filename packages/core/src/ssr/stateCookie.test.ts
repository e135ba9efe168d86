import { describe, expect, it } from 'vitest'
import { ADDRESS } from '../testing/fixtures.js'
import { PORTICO_STATE_COOKIE, parsePorticoStateCookie, porticoStateCookie } from './stateCookie.js'

const header = (cookie: string) => `theme=dark; ${cookie.split(';')[0]}; other=1`

describe('the SSR state cookie (issue 16: server rendering)', () => {
  it('round-trips a connected address and its network through a Cookie header', () => {
    const cookie = porticoStateCookie({ caipNetworkId: 'eip155:31338', address: ADDRESS })
    expect(cookie).toMatch(
      /^portico\.state=eip155%3A31338%3A0xf39F.*; Path=\/; Max-Age=2592000; SameSite=Lax$/,
    )
    expect(parsePorticoStateCookie(header(cookie))).toEqual({
      caipNetworkId: 'eip155:31338',
      address: ADDRESS,
    })
  })

  it('round-trips the network alone when nothing is connected', () => {
    const cookie = porticoStateCookie({ caipNetworkId: 'eip155:31337', address: undefined })
    expect(parsePorticoStateCookie(header(cookie))).toEqual({
      caipNetworkId: 'eip155:31337',
      address: undefined,
    })
  })

  it('a missing or malformed cookie reads as no state, never an error', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'theme=dark',
      `${PORTICO_STATE_COOKIE}=`,
      `${PORTICO_STATE_COOKIE}=%E0%A4%A`,
      `${PORTICO_STATE_COOKIE}=nonsense`,
      `${PORTICO_STATE_COOKIE}=${encodeURIComponent('eip155:1:0x123')}`,
      `${PORTICO_STATE_COOKIE}=${encodeURIComponent('eip155:1:not-an-address')}`,
      `${PORTICO_STATE_COOKIE}=${encodeURIComponent('a:b:c:d')}`,
    ]) {
      expect(parsePorticoStateCookie(bad)).toBeUndefined()
    }
  })
})

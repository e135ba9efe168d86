import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from '../origin/originMatch.js'
import { siwxMessageOrigin } from './siwxOrigin.js'

describe('siwxMessageOrigin: who a sign-in message is for', () => {
  it('M-02 the origin of the URI when its authority is the domain', () => {
    expect(siwxMessageOrigin({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' })).toBe(
      'http://127.0.0.1:5173',
    )
    expect(siwxMessageOrigin({ domain: 'App.Example.com', uri: 'https://app.example.com/login?x=1' })).toBe(
      'https://app.example.com',
    )
    // The default port written out is the same authority.
    expect(siwxMessageOrigin({ domain: 'app.example.com:443', uri: 'https://app.example.com/' })).toBe(
      'https://app.example.com',
    )
  })

  it('M-02 a domain that is not the URI’s authority, or a URI that is no web URL, is refused', () => {
    const refused = [
      { domain: 'evil.example', uri: 'http://127.0.0.1:5173' },
      { domain: '127.0.0.1:5173', uri: 'https://evil.example' },
      { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5174' },
      { domain: 'evil.example@127.0.0.1:5173', uri: 'http://127.0.0.1:5173' },
      { domain: '127.0.0.1:5173/path', uri: 'http://127.0.0.1:5173' },
      { domain: '127.0.0.1:5173', uri: 'did:key:z6Mk' },
      { domain: '127.0.0.1:5173', uri: 'not a url' },
      { domain: '', uri: 'http://127.0.0.1:5173' },
    ]
    for (const data of refused) expect(() => siwxMessageOrigin(data), JSON.stringify(data)).toThrow()
  })

  it('M-02 with the allow-list: a message for another site is not allowed, whatever page sends it', () => {
    const allowed = ['http://127.0.0.1:*', 'https://*.example.com']
    const origin = (domain: string, uri: string) =>
      isOriginAllowed(allowed, siwxMessageOrigin({ domain, uri }))
    expect(origin('127.0.0.1:5173', 'http://127.0.0.1:5173')).toBe(true)
    expect(origin('app.example.com', 'https://app.example.com')).toBe(true)
    expect(origin('evil.test', 'https://evil.test')).toBe(false)
    expect(origin('example.com.evil.test', 'https://example.com.evil.test')).toBe(false)
  })
})

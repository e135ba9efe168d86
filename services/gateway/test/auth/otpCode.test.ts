import { describe, expect, it } from 'vitest'
import { generateCode, hashCode, sameHash } from '../../src/auth/otpCode.js'
import { newRefreshToken, parseRefreshToken, REFRESH_TOKEN_PATTERN } from '../../src/auth/sessionTokens.js'

describe('one-time codes and refresh tokens (issue 11)', () => {
  it('codes are always 6 digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    expect(codes.every((c) => /^[0-9]{6}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1990)
    expect(codes.some((c) => c.startsWith('0'))).toBe(true)
  })

  it('a code hash depends on the key, the email and the code, and compares only equal hashes', () => {
    const key = new Uint8Array(32).fill(1)
    const h = hashCode(key, 'ada@example.com', '123456')
    expect(sameHash(h, hashCode(key, 'ada@example.com', '123456'))).toBe(true)
    expect(sameHash(h, hashCode(key, 'ada@example.com', '123457'))).toBe(false)
    expect(sameHash(h, hashCode(key, 'bob@example.com', '123456'))).toBe(false)
    expect(sameHash(h, hashCode(new Uint8Array(32).fill(2), 'ada@example.com', '123456'))).toBe(false)
    expect(sameHash(h, h.slice(0, 16))).toBe(false)
  })

  it('a refresh token carries its session id and only the hash of its secret is kept', () => {
    const t = newRefreshToken()
    expect(new RegExp(REFRESH_TOKEN_PATTERN).test(t.token)).toBe(true)
    const parsed = parseRefreshToken(t.token)
    expect(parsed.sessionId).toBe(t.sessionId)
    expect(sameHash(parsed.hash, t.hash)).toBe(true)
    expect(Buffer.from(t.hash).toString('base64url')).not.toBe(t.token.split('.')[1])
  })
})

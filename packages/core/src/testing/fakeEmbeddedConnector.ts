import type { EmbeddedConnector, EmbeddedLogin, EmbeddedSocialUser } from '../types/embeddedConnector.js'

/** A deferred result a test settles when it chooses (a code typed, a popup closed, a Farcaster app signing). */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * An embedded connector whose login steps a test drives (it stands for `@portico/embedded-wallet`'s, which talks
 * to the secure site): `codes` settles each `connectOtp` in turn, `socials`, `farcasters` each social and
 * Farcaster login, and `calls` records every step with its arguments.
 */
export function fakeEmbeddedConnector(stored: string | null = null) {
  const calls: [string, ...unknown[]][] = []
  const codes: ReturnType<typeof deferred<EmbeddedSocialUser>>[] = []
  const socials: ReturnType<typeof deferred<EmbeddedSocialUser>>[] = []
  const farcasters: ReturnType<typeof deferred<EmbeddedSocialUser>>[] = []
  const next = <T>(list: ReturnType<typeof deferred<T>>[]) => {
    const d = deferred<T>()
    list.push(d)
    return d.promise
  }
  let blocked = false
  const login: EmbeddedLogin = {
    connectEmail: async (email) => {
      calls.push(['connectEmail', email])
      if (email === 'refused@example.com') throw new Error('Invalid email')
      return { action: 'VERIFY_OTP' }
    },
    connectOtp: async (params) => {
      calls.push(['connectOtp', params?.siwxMessage])
      const answer = next(codes)
      // The secure site tells when a code was typed (before checking it).
      params?.onCodeEntered?.()
      return answer
    },
    openSocialPopup: () => {
      calls.push(['openSocialPopup'])
      return !blocked
    },
    connectSocial: async (provider, params) => {
      calls.push(['connectSocial', provider, params?.siwxMessage])
      if (blocked)
        throw Object.assign(new Error('Failed to initiate social connection'), { name: 'PopupBlockedError' })
      return next(socials)
    },
    storedSocialProvider: () => stored,
    resumeSocial: async (uri, params) => {
      calls.push(['resumeSocial', uri, params?.siwxMessage])
      return next(socials)
    },
    getFarcasterUri: async () => {
      calls.push(['getFarcasterUri'])
      return `farcaster://connect?channelToken=t${calls.length}`
    },
    connectFarcaster: async (params) => {
      calls.push(['connectFarcaster', params?.siwxMessage])
      return next(farcasters)
    },
    cancelFarcaster: () => {
      calls.push(['cancelFarcaster'])
    },
    user: () => undefined,
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: async () => ({ action: 'VERIFY_SECONDARY_OTP' }),
    updateEmailSecondaryOtp: async () => ({ address: '0x1' }),
  }
  const connector: EmbeddedConnector = {
    id: 'AUTH',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    login,
    register: () => () => undefined,
  }
  return {
    connector,
    calls,
    codes,
    socials,
    farcasters,
    blockPopups: () => {
      blocked = true
    },
  }
}

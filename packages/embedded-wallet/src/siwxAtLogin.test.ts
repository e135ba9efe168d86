import { afterEach, describe, expect, it } from 'vitest'
import type { BuiltEmbeddedWallet } from './buildEmbeddedWallet.js'
import { createEmbeddedProvider, type FrameTransport } from './embeddedProvider.js'
import { connectFarcaster } from './farcasterConnect.js'
import { loginStorage } from './loginStorage.js'
import { resumeSocial } from './socialConnect.js'

// The frame is played by `transport` (no secure site in a unit test); apps/secure-site/test/siwxAtSocialLogin.test.ts
// runs the real handlers, which sign with the account's key and whose signature the real gateway verifies.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TEMPLATE = 'app.example wants you to sign in with your Ethereum account:\n<<AccountAddress>>\n'
const SIWX = { message: TEMPLATE.replace('<<AccountAddress>>', ADDRESS), signature: `0x${'22'.repeat(65)}` }

/** The loaded wallet's parts over a scripted frame that answers each login with `answer` and records requests. */
function built(answer: unknown) {
  const sent: { type: string; payload: unknown }[] = []
  const user = { address: ADDRESS, chainId: 31337, userName: 'ada', socialProvider: 'github' }
  const answers: Record<string, () => unknown> = {
    CONNECT_SOCIAL: () => answer,
    CONNECT_FARCASTER: () => answer,
    IS_CONNECTED: () => ({ isConnected: true }),
    GET_USER: () => user,
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
  }
  const frame = {
    request: async (type: string, payload?: unknown) => {
      sent.push({ type, payload })
      return answers[type]?.()
    },
  } as FrameTransport
  const storage = loginStorage(localStorage)
  const wallet = createEmbeddedProvider({ frame, storage, defaultChainId: 31337 })
  return { parts: { frame, wallet, storage } as unknown as BuiltEmbeddedWallet, sent, user }
}

describe('M-07 the social and Farcaster logins carry the sign-in message', () => {
  afterEach(() => localStorage.clear())

  it('M-07 connectFarcaster sends siwxMessage in CONNECT_FARCASTER and returns what the frame signed as siwx', async () => {
    const { parts, sent, user } = built({ userName: 'ada', socialProvider: 'farcaster', siwx: SIWX })
    const result = await connectFarcaster(parts, { siwxMessage: TEMPLATE })
    expect(result).toEqual({ ...user, socialProvider: 'farcaster', siwx: SIWX })
    expect(sent[0]).toEqual({ type: 'CONNECT_FARCASTER', payload: { siwxMessage: TEMPLATE } })
  })

  it('M-07 a social login sends siwxMessage in CONNECT_SOCIAL; without one nothing is sent and no siwx comes back', async () => {
    const signed = built({ userName: 'ada', socialProvider: 'github', siwx: SIWX })
    const uri = 'https://secure.example/social/callback?state=s'
    expect(await resumeSocial(signed.parts, uri, { siwxMessage: TEMPLATE })).toMatchObject({ siwx: SIWX })
    expect(signed.sent[0]).toEqual({ type: 'CONNECT_SOCIAL', payload: { uri, siwxMessage: TEMPLATE } })

    const plain = built({ userName: 'ada', socialProvider: 'github' })
    const result = await connectFarcaster(plain.parts, { siwxMessage: undefined })
    expect(result).not.toHaveProperty('siwx')
    expect(plain.sent[0]).toEqual({ type: 'CONNECT_FARCASTER', payload: {} })
  })
})

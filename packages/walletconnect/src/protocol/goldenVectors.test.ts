import { ed25519, x25519 } from '@noble/curves/ed25519'
import * as relayAuth from '@walletconnect/relay-auth'
import * as official from '@walletconnect/utils'
import { afterAll, describe, expect, it } from 'vitest'
import { formatRelayUrl } from '../relay/relayUrl.js'
import { bytesToHex, hexToBytes } from './bytes.js'
import { open, seal } from './envelope.js'
import { deriveSymKey, generateKeyPair, topicOf } from './keys.js'
import { noblePrimitives } from './noblePrimitives.js'
import { usePrimitives } from './primitives.js'
import { clientIdOf, signRelayJwt } from './relayAuth.js'
import { formatPairingUri, parsePairingUri } from './uri.js'

// Golden vectors: every value our protocol code makes is checked against the official
// @walletconnect/utils 2.21.8 and @walletconnect/relay-auth 1.1.0 (Apache-2.0 and MIT) used as oracles,
// with fixed inputs and with fresh random ones, once with WebCrypto and once with the @noble fallback.
const PRIVATE_A = '1f'.repeat(32)
const PRIVATE_B = '2e'.repeat(32)
const SYM_KEY = '3d'.repeat(32)
const IV = hexToBytes('0102030405060708090a0b0c')
const MESSAGE = JSON.stringify({ id: 1700000000000123, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} })

afterAll(() => usePrimitives('webcrypto'))

describe.each([
  ['WebCrypto', 'webcrypto' as const],
  ['@noble fallback', noblePrimitives],
])('golden vectors against the official 2.21.8 code (%s)', (_, implementation) => {
  it('the HKDF-SHA256 shared key of an X25519 agreement and the topic (sha256 of the key)', async () => {
    usePrimitives(implementation)
    const publicB = bytesToHex(x25519.getPublicKey(hexToBytes(PRIVATE_B)))
    expect(await deriveSymKey(PRIVATE_A, publicB)).toBe(official.deriveSymKey(PRIVATE_A, publicB))
    const theirs = official.generateKeyPair()
    const ours = await generateKeyPair()
    expect(ours.publicKey).toBe(bytesToHex(x25519.getPublicKey(hexToBytes(ours.privateKey))))
    // Both directions agree, with either side's code.
    const shared = await deriveSymKey(ours.privateKey, theirs.publicKey)
    expect(official.deriveSymKey(theirs.privateKey, ours.publicKey)).toBe(shared)
    expect(official.deriveSymKey(ours.privateKey, theirs.publicKey)).toBe(shared)
    expect(await topicOf(SYM_KEY)).toBe(official.hashKey(SYM_KEY))
    expect(await topicOf(shared)).toBe(official.hashKey(shared))
  })

  it('type 0 envelope: byte-identical with a fixed iv, and each side opens the other', async () => {
    usePrimitives(implementation)
    const ours = seal(MESSAGE, SYM_KEY, { iv: IV })
    expect(ours).toBe(official.encrypt({ type: 0, symKey: SYM_KEY, message: MESSAGE, iv: bytesToHex(IV) }))
    expect(official.decrypt({ symKey: SYM_KEY, encoded: seal(MESSAGE, SYM_KEY) })).toBe(MESSAGE)
    expect(await open(official.encrypt({ symKey: SYM_KEY, message: MESSAGE }), { symKey: SYM_KEY })).toBe(
      MESSAGE,
    )
  })

  it('type 1 envelope: sender key in the envelope, key derived from it', async () => {
    usePrimitives(implementation)
    const sender = await generateKeyPair()
    const receiver = await generateKeyPair()
    const symKey = await deriveSymKey(sender.privateKey, receiver.publicKey)
    const ours = seal(MESSAGE, symKey, { type: 1, senderPublicKey: sender.publicKey, iv: IV })
    const theirs = official.encrypt({
      type: 1,
      symKey,
      message: MESSAGE,
      senderPublicKey: sender.publicKey,
      iv: bytesToHex(IV),
    })
    expect(ours).toBe(theirs)
    const senderKey = official.deserialize({ encoded: ours }).senderPublicKey
    expect(senderKey && bytesToHex(senderKey)).toBe(sender.publicKey)
    expect(await open(theirs, { privateKey: receiver.privateKey })).toBe(MESSAGE)
    expect(official.decrypt({ symKey, encoded: ours })).toBe(MESSAGE)
  })

  it('pairing URI: identical text, and each side parses the other', async () => {
    usePrimitives(implementation)
    const pairing = {
      topic: await topicOf(SYM_KEY),
      symKey: SYM_KEY,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1_800_000_000,
    }
    const theirs = official.formatUri({ protocol: 'wc', version: 2, ...pairing })
    expect(formatPairingUri(pairing)).toBe(theirs)
    expect(parsePairingUri(theirs)).toEqual({ version: 2, ...pairing })

    const withMethods = { ...pairing, methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'] }
    const theirsWithMethods = official.formatUri({ protocol: 'wc', version: 2, ...withMethods })
    expect(formatPairingUri(withMethods)).toBe(theirsWithMethods)
    expect(parsePairingUri(theirsWithMethods)).toEqual({ version: 2, ...withMethods })
    const parsed = official.parseUri(formatPairingUri(withMethods))
    expect(parsed).toMatchObject({
      topic: pairing.topic,
      symKey: SYM_KEY,
      version: 2,
      expiryTimestamp: 1_800_000_000,
    })
    expect(parsed.relay.protocol).toBe('irn')
  })

  it('relay auth JWT: identical token for the same seed, subject, audience and time; did:key issuer', async () => {
    usePrimitives(implementation)
    const seed = '4c'.repeat(32)
    const sub = '5b'.repeat(32)
    const aud = 'ws://127.0.0.1:8788'
    const iat = 1_800_000_000
    const keyPair = relayAuth.generateKeyPair(hexToBytes(seed))
    const theirs = await relayAuth.signJWT(sub, aud, 86_400, keyPair, iat)
    expect(await signRelayJwt({ seed, sub, aud, iat })).toBe(theirs)
    expect(await clientIdOf(seed)).toBe(relayAuth.encodeIss(keyPair.publicKey))
    const fresh = await signRelayJwt({ seed: bytesToHex(ed25519.utils.randomPrivateKey()), aud })
    expect(await relayAuth.verifyJWT(fresh)).toBe(true)
  })
})

describe('relay URL', () => {
  it('has the same query parameters as the official client (auth, projectId, ua, useOnCloseEvent)', () => {
    const theirs = new URL(
      official.formatRelayRpcUrl({
        protocol: 'wc',
        version: 2,
        auth: 'AUTH',
        relayUrl: 'ws://127.0.0.1:8788',
        sdkVersion: '2.21.8',
        projectId: 'portico-dev',
        useOnCloseEvent: true,
      }),
    )
    const ours = new URL(formatRelayUrl('ws://127.0.0.1:8788', { auth: 'AUTH', projectId: 'portico-dev' }))
    expect([...ours.searchParams.keys()]).toEqual([...theirs.searchParams.keys()])
    expect(ours.searchParams.get('ua')?.split('/')).toHaveLength(
      theirs.searchParams.get('ua')?.split('/').length ?? 0,
    )
    expect(ours.searchParams.get('ua')).toMatch(/^wc-2\/portico-\d+\.\d+\.\d+\//)
  })
})

import { formatSiwxMessage, type SIWXMessageData } from '@portico/core'
import { bitcoinTestKeys } from '@portico/test-wallet/bitcoin'
import { solanaTestKey } from '@portico/test-wallet/solana'
import { base58 } from '@scure/base'
import { Signer } from 'bip322-js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const Q = '?projectId=portico-dev'
const ORIGIN = 'http://127.0.0.1:5173'
const DOMAIN = '127.0.0.1:5173'

describe.each(DATABASES)('M sign-in with X verified by the gateway on $name', (database) => {
  let chain: TestChain
  let gw: RunningGateway
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const all: Record<string, string> = {
      origin: ORIGIN,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    }
    // `origin: ''` sends no Origin header at all (a script or a server, not a browser page).
    if (all.origin === '') delete all.origin
    const res = await fetch(`${gw.base}${path}${Q}`, {
      method,
      headers: all,
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const nonce = async (): Promise<string> => (await call('POST', '/auth/v1/siwx/nonce', {})).body.nonce
  const message = async (
    chainId: SIWXMessageData['chainId'],
    accountAddress: string,
    extra: Partial<SIWXMessageData> = {},
  ) =>
    formatSiwxMessage({
      domain: DOMAIN,
      accountAddress,
      chainId,
      statement: 'Sign in to the demo',
      uri: ORIGIN,
      version: '1',
      nonce: await nonce(),
      issuedAt: new Date().toISOString(),
      ...extra,
    })
  const verify = (text: string, signature: string, headers?: Record<string, string>) =>
    call('POST', '/auth/v1/siwx/verify', { message: text, signature }, headers)

  beforeAll(async () => {
    chain = await startAnvil(31337)
    gw = await startGateway(database, { rpcUrls: { 'eip155:31337': chain.rpcUrl }, indexer: false })
  }, 60_000)
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  it('M-02 an EVM signature opens a session whose token the session endpoint accepts; revoke ends it', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = await message('eip155:31337', account.address)
    const res = await verify(text, await account.signMessage({ message: text }))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.session).toMatchObject({
      account: `eip155:31337:${account.address}`,
      address: account.address,
      domain: DOMAIN,
    })
    const auth = { authorization: `Bearer ${res.body.token}` }
    const checked = await call('GET', '/auth/v1/siwx/session', undefined, auth)
    expect(checked.status).toBe(200)
    expect(checked.body.chainId).toBe('eip155:31337')
    expect((await call('POST', '/auth/v1/siwx/revoke', {}, auth)).body).toEqual({ revoked: true })
    expect((await call('GET', '/auth/v1/siwx/session', undefined, auth)).status).toBe(401)
  })

  it('M-02 a replayed nonce is refused, even with a valid signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = await message('eip155:31337', account.address)
    const signature = await account.signMessage({ message: text })
    expect((await verify(text, signature)).status).toBe(200)
    const replay = await verify(text, signature)
    expect([replay.status, replay.body.message]).toEqual([
      400,
      'message nonce is unknown, expired or already used',
    ])
  })

  it('M-02 a forged signature is refused and uses up the nonce; a made-up nonce is refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const forger = privateKeyToAccount(generatePrivateKey())
    const text = await message('eip155:31337', account.address)
    const forged = await verify(text, await forger.signMessage({ message: text }))
    expect([forged.status, forged.body.field]).toEqual([400, 'body.signature'])
    expect((await verify(text, await account.signMessage({ message: text }))).status).toBe(400)
    const madeUp = (await message('eip155:31337', account.address)).replace(
      /Nonce: \w+/,
      'Nonce: madeUpNonce123',
    )
    expect((await verify(madeUp, await account.signMessage({ message: madeUp }))).status).toBe(400)
  })

  it('M-02 a session token does not verify for another project, and a tampered token is 401', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = await message('eip155:31337', account.address)
    const { token } = (await verify(text, await account.signMessage({ message: text }))).body
    const tampered = `${token.slice(0, -4)}AAAA`
    expect(
      (await call('GET', '/auth/v1/siwx/session', undefined, { authorization: `Bearer ${tampered}` })).status,
    ).toBe(401)
    expect((await call('GET', '/auth/v1/siwx/session')).status).toBe(401)
  })

  it('M-02 a stale Issued At, an expired message, another page’s domain and a malformed message are refused naming the problem', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const cases: [Partial<SIWXMessageData>, string][] = [
      [
        { issuedAt: new Date(Date.now() - 3_600_000).toISOString() },
        'message Issued At is too old; sign again',
      ],
      [{ expirationTime: new Date(Date.now() - 1000).toISOString() }, 'message has expired'],
      [{ domain: 'evil.example' }, 'message domain is not the authority of its URI'],
      [
        { domain: 'evil.example', uri: 'https://evil.example' },
        'message domain is not one of the project’s allowed origins',
      ],
      [
        { domain: '127.0.0.1:4000', uri: 'http://127.0.0.1:4000' },
        'message domain is not the calling page’s',
      ],
    ]
    for (const [extra, expected] of cases) {
      const text = await message('eip155:31337', account.address, extra)
      const res = await verify(text, await account.signMessage({ message: text }))
      expect([res.status, res.body.field, res.body.message]).toEqual([400, 'body.message', expected])
    }
    const garbage = await verify('hello', '0x00')
    expect([garbage.status, garbage.body.field]).toEqual([400, 'body.message'])
  })

  it('M-02 without an Origin header (a script or a server posting it), a sign-in signed for another site gives no session; one for an allowed origin does', async () => {
    const victim = privateKeyToAccount(generatePrivateKey())
    // A phishing site had the victim sign in to it; the attacker replays that signature to the gateway from a
    // script that sends no Origin (curl, a server), hoping for a session on this project.
    const noOrigin = { origin: '' }
    const forOthers: Partial<SIWXMessageData>[] = [
      { domain: 'phish.example', uri: 'https://phish.example' },
      { domain: 'phish.example', uri: ORIGIN },
      { domain: DOMAIN, uri: 'https://phish.example/login' },
    ]
    for (const extra of forOthers) {
      const text = await message('eip155:31337', victim.address, extra)
      const res = await verify(text, await victim.signMessage({ message: text }), noOrigin)
      expect([res.status, res.body.field], JSON.stringify(extra)).toEqual([400, 'body.message'])
      expect(res.body.token).toBeUndefined()
    }
    // The same route without Origin still serves an app's own server, for a message to an allowed origin.
    const own = await message('eip155:31337', victim.address)
    const ok = await verify(own, await victim.signMessage({ message: own }), noOrigin)
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.session.domain).toBe(DOMAIN)
  })

  it('M-02 Solana (ed25519) and Bitcoin (BIP-322) sign-ins verify with real keys', async () => {
    const sol = solanaTestKey(0)
    const solText = await message('solana:portico-local', sol.address)
    const solRes = await verify(solText, base58.encode(sol.sign(new TextEncoder().encode(solText))))
    expect(solRes.status, JSON.stringify(solRes.body)).toBe(200)
    const [btc] = bitcoinTestKeys(0)
    if (!btc) throw new Error('no bitcoin key')
    const btcText = await message('bip122:000000000933ea01ad0ee984209779ba', btc.address)
    const btcRes = await verify(btcText, Signer.sign(btc.wif, btc.address, btcText).toString())
    expect(btcRes.status, JSON.stringify(btcRes.body)).toBe(200)
    const wrong = await message('bip122:000000000933ea01ad0ee984209779ba', btc.address)
    expect((await verify(wrong, Signer.sign(btc.wif, btc.address, btcText).toString())).status).toBe(400)
  })
})

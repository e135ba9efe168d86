import {
  DEVNET_FARCASTER_CUSTODY_KEY,
  DEVNET_FARCASTER_FID,
  deployFarcasterRegistry,
  FARCASTER_ID_REGISTRY_ADDRESS,
  registerFarcasterFid,
} from '@portico/devnet'
import { type FarcasterAppOptions, signInWithFarcaster } from '@portico/test-wallet/farcaster'
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'
import { get, post } from './authClient.js'
import { APP_ORIGIN, flowKey } from './socialClient.js'

/** A second Farcaster account on the devnet registry (fid 2): another custody key. */
const OTHER_CUSTODY_KEY = keccak256(toHex('portico-gateway-test-farcaster-other'))
/** A key that holds no fid. */
const STRANGER_KEY = keccak256(toHex('portico-gateway-test-farcaster-stranger'))

// Issue 12, F-20: Sign In With Farcaster with the gateway as the relay, checked by @farcaster/auth-client against
// the devnet IdRegistry on a real anvil chain, the Farcaster app played by the test wallet's client.
describe.each(DATABASES)('Sign In With Farcaster on $name (issue 12, F-20)', (database) => {
  let chain: TestChain
  let gw: RunningGateway
  beforeAll(async () => {
    chain = await startAnvil(31337)
    await deployFarcasterRegistry(chain.rpcUrl, 31337)
    await registerFarcasterFid(chain.rpcUrl, 31337, privateKeyToAccount(OTHER_CUSTODY_KEY).address)
    gw = await startGateway(database, {
      auth: { farcaster: { rpcUrl: chain.rpcUrl, idRegistryAddress: FARCASTER_ID_REGISTRY_ADDRESS } },
    })
  }, 60_000)
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  /** A channel as the secure frame creates one, with its flow key. */
  async function channel() {
    const key = flowKey()
    const res = await post(gw.base, '/farcaster/v1/channel', { appOrigin: APP_ORIGIN, flowKeyHash: key.hash })
    expect(res.status).toBe(200)
    return { ...(res.body as { channelToken: string; url: string; nonce: string }), flowKey: key.key }
  }
  const status = (token: string) =>
    get(gw.base, '/farcaster/v1/channel/status', undefined, { headers: { authorization: `Bearer ${token}` } })
  const redeem = (channelToken: string, key: string) =>
    post(gw.base, '/auth/v1/farcaster/redeem', { channelToken, flowKey: key })
  const app = (url: string, more: Partial<FarcasterAppOptions> = {}) =>
    signInWithFarcaster({
      url,
      relayUrl: `${gw.base}/farcaster`,
      custodyKey: DEVNET_FARCASTER_CUSTODY_KEY,
      fid: DEVNET_FARCASTER_FID,
      username: 'alice',
      ...more,
    })
  /** A whole sign-in: channel, the Farcaster app's message, the session. */
  async function login(more: Partial<FarcasterAppOptions> = {}) {
    const c = await channel()
    expect((await app(c.url, more)).status).toBe(200)
    const session = await redeem(c.channelToken, c.flowKey)
    expect(session.status).toBe(200)
    return session.body
  }

  it('F-20 a channel gives a farcaster://connect URL with its token, nonce, siweUri and domain, pending until signed', async () => {
    const c = await channel()
    const url = new URL(c.url)
    expect(`${url.protocol}//${url.host}`).toBe('farcaster://connect')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channelToken: c.channelToken,
      nonce: c.nonce,
      siweUri: APP_ORIGIN,
      domain: new URL(APP_ORIGIN).host,
    })
    const pending = await status(c.channelToken)
    expect(pending).toMatchObject({ status: 202, body: { state: 'pending', nonce: c.nonce, url: c.url } })
    expect((await redeem(c.channelToken, c.flowKey)).status).toBe(401)
  })

  it('F-20 the custody key’s signed message completes the channel; the frame redeems it for a session once', async () => {
    const c = await channel()
    const signed = await app(c.url)
    expect(signed).toMatchObject({ status: 200, body: { state: 'completed', fid: 1, username: 'alice' } })
    const done = await status(c.channelToken)
    expect(done).toMatchObject({ status: 200, body: { state: 'completed', fid: 1, authMethod: 'custody' } })
    expect(done.body.custody).toBe(privateKeyToAccount(DEVNET_FARCASTER_CUSTODY_KEY).address)
    expect((await redeem(c.channelToken, flowKey().key)).status).toBe(401)
    // Issue 22: without a DPoP proof no session, and the channel stays redeemable by the frame.
    const bare = await post(
      gw.base,
      '/auth/v1/farcaster/redeem',
      { channelToken: c.channelToken, flowKey: c.flowKey },
      { device: null },
    )
    expect(bare.status).toBe(401)
    expect(bare.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/)
    const session = await redeem(c.channelToken, c.flowKey)
    expect(session).toMatchObject({
      status: 200,
      body: { provider: 'farcaster', username: 'alice', fid: 1, user: { email: '' } },
    })
    expect((await get(gw.base, '/auth/v1/session', session.body.accessToken)).status).toBe(200)
    // At most one session per channel, and a completed channel takes no second message.
    expect((await redeem(c.channelToken, c.flowKey)).status).toBe(401)
    expect((await app(c.url)).status).toBe(401)
  })

  it('F-20 the same fid is the same user every time; another fid is another user', async () => {
    const first = await login()
    const again = await login({ username: 'alice-renamed' })
    const other = await login({ custodyKey: OTHER_CUSTODY_KEY, fid: 2, username: 'bob' })
    expect(again.user.id).toBe(first.user.id)
    expect(again.username).toBe('alice-renamed')
    expect(other.user.id).not.toBe(first.user.id)
  })

  it('F-20 a wrong nonce or domain is refused with the reason, and the channel stays pending', async () => {
    const c = await channel()
    const nonce = await app(c.url, { tamper: { nonce: 'abcdefgh12345678' } })
    expect(nonce).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', field: 'body.message' } })
    expect(nonce.body.message).toContain('Invalid nonce')
    const domain = await app(c.url, { tamper: { domain: 'evil.example' } })
    expect(domain).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } })
    expect(domain.body.message).toContain('Invalid domain')
    expect((await status(c.channelToken)).body.state).toBe('pending')
    expect((await redeem(c.channelToken, c.flowKey)).status).toBe(401)
  })

  it('F-20 a signature not from the fid’s custody address is refused, and a claimed fid must match the message', async () => {
    const c = await channel()
    const stranger = await app(c.url, { custodyKey: STRANGER_KEY })
    expect(stranger).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } })
    expect(stranger.body.message).toMatch(/does not own fid 1/)
    const otherFid = await app(c.url, { custodyKey: OTHER_CUSTODY_KEY })
    expect(otherFid.status).toBe(401)
    expect((await status(c.channelToken)).body.state).toBe('pending')
  })

  it('F-20 unknown, missing and expired channel tokens are refused; a foreign app origin gets no channel', async () => {
    const unknown = await status(flowKey().key)
    expect(unknown).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', field: 'authorization' } })
    const missing = await fetch(`${gw.base}/farcaster/v1/channel/status`)
    expect(missing.status).toBe(401)
    const c = await channel()
    await gw.gateway.db.query(
      "UPDATE auth_farcaster_channels SET expires_at = now() - interval '1 second' WHERE nonce = $1",
      [c.nonce],
    )
    expect((await status(c.channelToken)).status).toBe(401)
    expect((await app(c.url)).status).toBe(401)
    const foreign = await post(gw.base, '/farcaster/v1/channel', {
      appOrigin: 'https://evil.example',
      flowKeyHash: flowKey().hash,
    })
    expect(foreign).toMatchObject({ status: 400, body: { field: 'body.appOrigin' } })
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiwxMessage, SIWX_ACCOUNT_ADDRESS_PLACEHOLDER } from '@portico/core'
import { type IdentityProvider, signInWithDevIdp, startIdentityProvider } from '@portico/dev-services'
import {
  type AnvilChain,
  DEVNET_FARCASTER_CUSTODY_KEY,
  DEVNET_FARCASTER_FID,
  deployFarcasterRegistry,
  FARCASTER_ID_REGISTRY_ADDRESS,
  findFreePort,
  startAnvil,
} from '@portico/devnet'
import { createGateway, type Gateway } from '@portico/gateway'
import { signInWithFarcaster } from '@portico/test-wallet/farcaster'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKeyService } from '../server/index.js'
import { socialGateway } from '../src/social/socialGateway.js'
import { APP_ORIGIN, siteFrame } from './siteFrame.js'
import { PROJECT } from './siteStack.js'

// M-07 for the social (F-19) and Farcaster (F-20) logins: the frame's handlers against the real gateway (PGlite;
// OAuth flows, Farcaster relay, SIWX nonce and verify), the real development identity provider, an anvil chain
// with the devnet IdRegistry and the site key service. No browser: the popup page's one call and the Farcaster
// app are made here as they make them, and the app's messages are direct handler calls.
const SECRET = 'test-site-secret-0123456789-abcdefghijklmnop'

/** What a signed sign-in at login looks like in the CONNECT_SOCIAL / CONNECT_FARCASTER answer. */
type LoginAnswer = {
  userName: string | null
  socialProvider: string
  siwx?: { message: string; signature: Hex }
}

describe('M-07 the secure site signs the SIWX message at social and Farcaster logins', () => {
  let chain: AnvilChain
  let idp: IdentityProvider
  let gateway: Gateway
  let site: Server
  let siteUrl: string
  let gatewayUrl: string
  let siteFetch: typeof fetch
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337, port: await findFreePort() })
    await deployFarcasterRegistry(chain.rpcUrl, chain.chainId)
    let service: ReturnType<typeof siteKeyService> | undefined
    site = createServer((req, res) => service?.(req, res, () => res.end()))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    const redirectUri = `${siteUrl}/social/callback`
    idp = await startIdentityProvider({
      port: 0,
      clients: [{ clientId: 'site-github', clientSecret: 'site-secret', redirectUris: [redirectUri] }],
    })
    const issuer = idp.issuer
    gateway = await createGateway({
      dataDir: 'memory://',
      rpcUrls: { 'eip155:31337': chain.rpcUrl },
      auth: {
        farcaster: { rpcUrl: chain.rpcUrl, idRegistryAddress: FARCASTER_ID_REGISTRY_ADDRESS },
        social: {
          clients: { [PROJECT]: { github: { clientId: 'site-github', clientSecret: 'site-secret' } } },
          endpoints: {
            github: {
              issuer,
              authorizationEndpoint: `${issuer}/auth`,
              tokenEndpoint: `${issuer}/token`,
              userinfoEndpoint: `${issuer}/api/user`,
              tokenAuth: 'post',
            },
          },
          redirectUri,
        },
      },
    })
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`
    service = siteKeyService({ secret: SECRET, gatewayUrl })
    siteFetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: siteUrl } })
  }, 60_000)
  afterAll(async () => {
    site?.close()
    await gateway?.close()
    await idp?.close()
    await chain?.stop()
  })

  const frame = () =>
    siteFrame({ gatewayUrl, siteUrl, siteFetch, sleep: (ms) => new Promise((r) => setTimeout(r, ms / 20)) })

  /** A sign-in message as core's M-07 step creates it for the app: the address is the placeholder. */
  async function template(domain = new URL(APP_ORIGIN).host): Promise<string> {
    const res = await fetch(`${gatewayUrl}/auth/v1/siwx/nonce?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    const { nonce } = (await res.json()) as { nonce: string }
    return createSiwxMessage({
      domain,
      accountAddress: SIWX_ACCOUNT_ADDRESS_PLACEHOLDER,
      chainId: 'eip155:31337',
      statement: 'Please sign with your account',
      uri: APP_ORIGIN,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
      expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    }).toString()
  }

  /** The signed message is for the user's address, its signature is the account's, and the gateway accepts it. */
  async function expectAcceptedSession(answer: LoginAnswer, address: string) {
    const siwx = answer.siwx
    expect(siwx?.message.split('\n')[1]).toBe(address)
    if (!siwx) return
    expect(
      await verifyMessage({ address: address as Hex, message: siwx.message, signature: siwx.signature }),
    ).toBe(true)
    const verify = await fetch(`${gatewayUrl}/auth/v1/siwx/verify?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify(siwx),
    })
    expect(verify.status, await verify.clone().text()).toBe(200)
    const { session } = (await verify.json()) as { session: { address: string } }
    expect(session.address.toLowerCase()).toBe(address.toLowerCase())
  }

  it('M-07 CONNECT_SOCIAL with siwxMessage answers it signed by the embedded account; the gateway verifies it', async () => {
    const f = frame()
    const { uri } = await f.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const callbackUrl = await signInWithDevIdp(uri, 'siwx-ada')
    await socialGateway(gatewayUrl, PROJECT, siteFetch).callback(callbackUrl)
    const answer = (await f.CONNECT_SOCIAL({
      uri: callbackUrl,
      siwxMessage: await template(),
    })) as LoginAnswer
    expect(answer).toMatchObject({ userName: 'siwx-ada', socialProvider: 'github' })
    const user = (await f.GET_USER()) as { address: string }
    await expectAcceptedSession(answer, user.address)
  })

  it('M-07 CONNECT_FARCASTER with siwxMessage answers it signed by the embedded account; the gateway verifies it', async () => {
    const f = frame()
    const { url } = await f.GET_FARCASTER_URI()
    const connecting = f.CONNECT_FARCASTER({ siwxMessage: await template() })
    const signed = await signInWithFarcaster({
      url,
      relayUrl: `${gatewayUrl}/farcaster`,
      custodyKey: DEVNET_FARCASTER_CUSTODY_KEY,
      fid: DEVNET_FARCASTER_FID,
      username: 'siwx-alice',
    })
    expect(signed.status).toBe(200)
    const answer = (await connecting) as LoginAnswer
    expect(answer).toMatchObject({ userName: 'siwx-alice', socialProvider: 'farcaster' })
    const user = (await f.GET_USER()) as { address: string }
    await expectAcceptedSession(answer, user.address)
  })

  it('M-07 a sign-in for another site is not signed, and the login stands without it (the app asks as usual)', async () => {
    const f = frame()
    const { uri } = await f.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const callbackUrl = await signInWithDevIdp(uri, 'siwx-bob')
    await socialGateway(gatewayUrl, PROJECT, siteFetch).callback(callbackUrl)
    const answer = await f.CONNECT_SOCIAL({ uri: callbackUrl, siwxMessage: await template('evil.example') })
    expect(answer).toEqual({ userName: 'siwx-bob', socialProvider: 'github' })
    expect(await f.IS_CONNECTED()).toEqual({ isConnected: true })
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
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
import { siteKeyService } from '../server/index.js'
import { socialGateway } from '../src/social/socialGateway.js'
import { siteFrame } from './siteFrame.js'
import { PROJECT, siteCalls } from './siteStack.js'

const SECRET = 'test-site-secret-0123456789-abcdefghijklmnop'

/** Real parts for the social login tests: the gateway (PGlite), the site key service and the asked providers. */
export interface SocialSite {
  gatewayUrl: string
  siteUrl: string
  /** fetch as the secure site's own pages send it (their Origin). */
  siteFetch: typeof fetch
  /** The development identity provider (github), with `social`. */
  idp?: IdentityProvider
  /** One secure-site frame (a page load on one browser profile), polling Farcaster fast. */
  frame(storage?: Parameters<typeof siteFrame>[0]['storage']): ReturnType<typeof siteFrame>
  /** F-19: signs in as `user` at the provider URL and reports the answer as the popup page does; the result URI. */
  socialPopup(uri: string, user: string): Promise<{ resultUri: string; reported: unknown }>
  /** F-20: the Farcaster app (the test wallet's client) signs in on the channel of `url` as `username`. */
  farcasterApp(url: string, username: string): ReturnType<typeof signInWithFarcaster>
  close(): Promise<void>
}

/**
 * Starts the gateway with the social logins asked for on free ports: `social`, github through the development
 * identity provider; `farcaster`, an anvil chain with the devnet IdRegistry (also the gateway's eip155:31337
 * RPC, so its SIWX verify can check contract signatures).
 */
export async function startSocialSite(parts: { social?: boolean; farcaster?: boolean }): Promise<SocialSite> {
  let service: ReturnType<typeof siteKeyService> | undefined
  const site: Server = createServer((req, res) => service?.(req, res, () => res.end()))
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  const redirectUri = `${siteUrl}/social/callback`
  let chain: AnvilChain | undefined
  let idp: IdentityProvider | undefined
  let gateway: Gateway | undefined
  try {
    if (parts.farcaster) {
      chain = await startAnvil({ chainId: 31337, port: await findFreePort() })
      await deployFarcasterRegistry(chain.rpcUrl, chain.chainId)
    }
    if (parts.social)
      idp = await startIdentityProvider({
        port: 0,
        clients: [{ clientId: 'site-github', clientSecret: 'site-secret', redirectUris: [redirectUri] }],
      })
    const issuer = idp?.issuer
    gateway = await createGateway({
      dataDir: 'memory://',
      ...(chain ? { rpcUrls: { 'eip155:31337': chain.rpcUrl } } : {}),
      auth: {
        secureSiteOrigin: siteUrl,
        ...(chain && {
          farcaster: { rpcUrl: chain.rpcUrl, idRegistryAddress: FARCASTER_ID_REGISTRY_ADDRESS },
        }),
        ...(issuer && {
          social: {
            clients: { [PROJECT]: { github: { clientId: 'site-github', clientSecret: 'site-secret' } } },
            endpoints: {
              github: {
                issuer,
                authorizationEndpoint: `${issuer}/auth`,
                tokenEndpoint: `${issuer}/token`,
                userinfoEndpoint: `${issuer}/api/user`,
                tokenAuth: 'post' as const,
              },
            },
            redirectUri,
          },
        }),
      },
    })
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  } catch (error) {
    site.close()
    await gateway?.close()
    await idp?.close()
    await chain?.stop()
    throw error
  }
  const running = gateway
  const gatewayUrl = `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`
  service = siteKeyService({ secret: SECRET, gatewayUrl })
  const siteFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: siteUrl } })
  return {
    gatewayUrl,
    siteUrl,
    siteFetch,
    ...(idp ? { idp } : {}),
    frame: (storage) =>
      siteFrame({
        gatewayUrl,
        siteUrl,
        siteFetch,
        ...(storage ? { storage } : {}),
        sleep: (ms) => new Promise((r) => setTimeout(r, ms / 20)),
      }),
    async socialPopup(uri, user) {
      const resultUri = await signInWithDevIdp(uri, user)
      const reported = await socialGateway(siteCalls({ gatewayUrl, siteFetch })).callback(resultUri)
      return { resultUri, reported }
    },
    farcasterApp: (url, username) =>
      signInWithFarcaster({
        url,
        relayUrl: `${gatewayUrl}/farcaster`,
        custodyKey: DEVNET_FARCASTER_CUSTODY_KEY,
        fid: DEVNET_FARCASTER_FID,
        username,
      }),
    async close() {
      site.close()
      await running.close()
      await idp?.close()
      await chain?.stop()
    },
  }
}

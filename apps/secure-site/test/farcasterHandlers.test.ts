import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKeyService } from '../server/index.js'
import { siteFrame } from './siteFrame.js'

// The frame's Farcaster handlers against the real gateway (PGlite) as the relay, a real anvil chain with the
// devnet IdRegistry, and the site key service; the Farcaster app is the test wallet's client. The app's messages
// are direct handler calls (no browser here).
const SECRET = 'test-site-secret-0123456789-abcdefghijklmnop'

describe('secure site Farcaster handlers (F-20, issue 12)', () => {
  let chain: AnvilChain
  let gateway: Gateway
  let site: Server
  let siteUrl: string
  let gatewayUrl: string
  let siteFetch: typeof fetch
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337, port: await findFreePort() })
    await deployFarcasterRegistry(chain.rpcUrl, chain.chainId)
    gateway = await createGateway({
      dataDir: 'memory://',
      auth: { farcaster: { rpcUrl: chain.rpcUrl, idRegistryAddress: FARCASTER_ID_REGISTRY_ADDRESS } },
    })
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`
    const service = siteKeyService({ secret: SECRET, gatewayUrl })
    site = createServer((req, res) => service(req, res, () => res.end()))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    siteFetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: siteUrl } })
  }, 60_000)
  afterAll(async () => {
    site?.close()
    await gateway?.close()
    await chain?.stop()
  })

  /** One secure-site frame (a page load on one browser profile), polling fast. */
  const frame = () =>
    siteFrame({ gatewayUrl, siteUrl, siteFetch, sleep: (ms) => new Promise((r) => setTimeout(r, ms / 20)) })
  const farcasterApp = (url: string, username: string) =>
    signInWithFarcaster({
      url,
      relayUrl: `${gatewayUrl}/farcaster`,
      custodyKey: DEVNET_FARCASTER_CUSTODY_KEY,
      fid: DEVNET_FARCASTER_FID,
      username,
    })

  it('F-20 GET_FARCASTER_URI, the Farcaster app signs, CONNECT_FARCASTER: a wallet; GET_USER names the user', async () => {
    const f = frame()
    const { url } = await f.GET_FARCASTER_URI()
    expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    const connecting = f.CONNECT_FARCASTER()
    expect((await farcasterApp(url, 'alice')).status).toBe(200)
    expect(await connecting).toEqual({ userName: 'alice', socialProvider: 'farcaster' })
    const user = (await f.GET_USER()) as Record<string, unknown>
    expect(user).toMatchObject({ userName: 'alice', socialProvider: 'farcaster' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Another browser profile, the same fid: the same wallet.
    const g = frame()
    const again = await g.GET_FARCASTER_URI()
    const waiting = g.CONNECT_FARCASTER()
    await farcasterApp(again.url, 'alice')
    await waiting
    expect(((await g.GET_USER()) as Record<string, unknown>).address).toBe(user.address)
  })

  it('F-20 CONNECT_FARCASTER needs a channel, and the dialog closing (RPC_ABORT) ends the wait with no session', async () => {
    const f = frame()
    await expect(f.CONNECT_FARCASTER()).rejects.toThrow('No Farcaster sign-in in progress')
    await f.GET_FARCASTER_URI()
    const waiting = f.CONNECT_FARCASTER()
    await f.RPC_ABORT()
    await expect(waiting).rejects.toThrow('Farcaster sign-in was cancelled')
    expect(await f.IS_CONNECTED()).toEqual({ isConnected: false })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialSite, startSocialSite } from './socialSite.js'

// The frame's Farcaster handlers against the real gateway (PGlite) as the relay, a real anvil chain with the
// devnet IdRegistry, and the site key service; the Farcaster app is the test wallet's client. The app's messages
// are direct handler calls (no browser here).
describe('secure site Farcaster handlers (F-20, issue 12)', () => {
  let site: SocialSite
  beforeAll(async () => {
    site = await startSocialSite({ farcaster: true })
  }, 60_000)
  afterAll(() => site?.close())

  /** One secure-site frame (a page load on one browser profile), polling fast. */
  const frame = () => site.frame()
  const farcasterApp = (url: string, username: string) => site.farcasterApp(url, username)

  it('F-20 GET_FARCASTER_URI, the Farcaster app signs, CONNECT_FARCASTER: a wallet; GET_USER names the user', async () => {
    const f = frame()
    const { url } = await f.GET_FARCASTER_URI()
    expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    const connecting = f.CONNECT_FARCASTER({})
    expect((await farcasterApp(url, 'alice')).status).toBe(200)
    expect(await connecting).toEqual({ userName: 'alice', socialProvider: 'farcaster' })
    const user = (await f.GET_USER()) as Record<string, unknown>
    expect(user).toMatchObject({ userName: 'alice', socialProvider: 'farcaster' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Another browser profile, the same fid: the same wallet.
    const g = frame()
    const again = await g.GET_FARCASTER_URI()
    const waiting = g.CONNECT_FARCASTER({})
    await farcasterApp(again.url, 'alice')
    await waiting
    expect(((await g.GET_USER()) as Record<string, unknown>).address).toBe(user.address)
  })

  it('F-20 CONNECT_FARCASTER needs a channel, and the dialog closing (RPC_ABORT) ends the wait with no session', async () => {
    const f = frame()
    await expect(f.CONNECT_FARCASTER({})).rejects.toThrow('No Farcaster sign-in in progress')
    await f.GET_FARCASTER_URI()
    const waiting = f.CONNECT_FARCASTER({})
    await f.RPC_ABORT()
    await expect(waiting).rejects.toThrow('Farcaster sign-in was cancelled')
    expect(await f.IS_CONNECTED()).toEqual({ isConnected: false })
  })
})

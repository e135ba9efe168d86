import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN } from './siteFrame.js'
import { memoryStorage } from './siteStack.js'
import { type SocialSite, startSocialSite } from './socialSite.js'

// The frame's social handlers against the real gateway (PGlite), the real development identity provider and the
// site key service. The stand-ins: no browser, so the popup page's one call (the provider's answer reported to
// the gateway) is made here as the page makes it, and the app's messages are direct handler calls.
describe('secure site social login handlers (F-19, issue 12)', () => {
  let site: SocialSite
  let siteUrl: string
  beforeAll(async () => {
    site = await startSocialSite({ social: true })
    siteUrl = site.siteUrl
  })
  afterAll(() => site?.close())

  /** One secure-site frame (a page load on one browser profile): its own handlers and storage. */
  const frame = (storage = memoryStorage()) => site.frame(storage)

  /** The provider's sign-in and the popup page's report; resolves the result URI the popup would post. */
  async function popup(uri: string, user: string): Promise<string> {
    const { resultUri, reported } = await site.socialPopup(uri, user)
    expect(reported).toEqual({ appOrigin: APP_ORIGIN, provider: 'github' })
    return resultUri
  }

  it('F-19 GET_SOCIAL_REDIRECT_URI, then CONNECT_SOCIAL with the result: a wallet, and GET_USER names the user', async () => {
    const f = frame()
    const { uri } = await f.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    expect(new URL(uri).origin).toBe(site.idp?.issuer)
    expect(new URL(uri).searchParams.get('code_challenge_method')).toBe('S256')
    const connected = await f.CONNECT_SOCIAL({ uri: await popup(uri, 'ada') })
    expect(connected).toEqual({ userName: 'ada', socialProvider: 'github' })
    const user = (await f.GET_USER()) as Record<string, unknown>
    expect(user).toMatchObject({ userName: 'ada', socialProvider: 'github' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.email).toBeUndefined()

    // Another browser profile, the same provider account: the same wallet (custody keyed by provider+subject).
    const g = frame()
    const again = await g.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    await g.CONNECT_SOCIAL({ uri: await popup(again.uri, 'ada') })
    expect(((await g.GET_USER()) as Record<string, unknown>).address).toBe(user.address)
  })

  it('F-21 a same-window (Telegram) login survives the page change: the next frame on this site resumes it once', async () => {
    const storage = memoryStorage()
    const before = frame(storage)
    const { uri } = await before.GET_SOCIAL_REDIRECT_URI({ provider: 'github', sameWindow: true })
    const result = await popup(uri, 'tg-user')
    // The app's page came back: a new frame (new memory) on the same site storage.
    const after = frame(storage)
    expect(await after.CONNECT_SOCIAL({ uri: result })).toEqual({
      userName: 'tg-user',
      socialProvider: 'github',
    })
    // Taken once: a third page load cannot redeem it again.
    await expect(frame(storage).CONNECT_SOCIAL({ uri: result })).rejects.toThrow(
      'No social login in progress',
    )
  })

  it('F-19 CONNECT_SOCIAL refuses a result URI off this site, and a frame cannot redeem another frame’s flow', async () => {
    const f = frame()
    await expect(f.CONNECT_SOCIAL({ uri: `${siteUrl}/social/callback?state=x` })).rejects.toThrow(
      'No social login in progress',
    )
    const { uri } = await f.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const result = await popup(uri, 'grace')
    const forged = new URL(result)
    forged.host = '127.0.0.1:1'
    await expect(f.CONNECT_SOCIAL({ uri: forged.toString() })).rejects.toThrow('Invalid social result')

    // A second frame with its own flow in progress holds the wrong flow key for this result.
    const thief = frame()
    await thief.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    await expect(thief.CONNECT_SOCIAL({ uri: result })).rejects.toThrow(
      'This social login cannot be completed',
    )
    expect(await thief.IS_CONNECTED()).toEqual({ isConnected: false })
  })

  it('an unknown provider is refused at the start with the gateway’s reason', async () => {
    await expect(frame().GET_SOCIAL_REDIRECT_URI({ provider: 'myspace' })).rejects.toThrow(
      'Unknown social provider "myspace"',
    )
  })
})

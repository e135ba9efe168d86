import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN } from './siteFrame.js'
import { PROJECT } from './siteStack.js'
import { gatewayNonce, siwxTemplate } from './siwxTemplate.js'
import { type SocialSite, startSocialSite } from './socialSite.js'

// M-07 for the social (F-19) and Farcaster (F-20) logins: the frame's handlers against the real gateway (PGlite;
// OAuth flows, Farcaster relay, SIWX nonce and verify), the real development identity provider, an anvil chain
// with the devnet IdRegistry and the site key service. No browser: the popup page's one call and the Farcaster
// app are made here as they make them, and the app's messages are direct handler calls.

/** What a signed sign-in at login looks like in the CONNECT_SOCIAL / CONNECT_FARCASTER answer. */
type LoginAnswer = {
  userName: string | null
  socialProvider: string
  siwx?: { message: string; signature: Hex }
}

describe('M-07 the secure site signs the SIWX message at social and Farcaster logins', () => {
  let site: SocialSite
  beforeAll(async () => {
    site = await startSocialSite({ social: true, farcaster: true })
  }, 60_000)
  afterAll(() => site?.close())

  const template = async (domain?: string) =>
    siwxTemplate(await gatewayNonce(site.gatewayUrl, PROJECT), APP_ORIGIN, domain ? { domain } : {})

  /** The signed message is for the user's address, its signature is the account's, and the gateway accepts it. */
  async function expectAcceptedSession(answer: LoginAnswer, address: string) {
    const siwx = answer.siwx
    expect(siwx?.message.split('\n')[1]).toBe(address)
    if (!siwx) return
    expect(
      await verifyMessage({ address: address as Hex, message: siwx.message, signature: siwx.signature }),
    ).toBe(true)
    const verify = await fetch(`${site.gatewayUrl}/auth/v1/siwx/verify?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify(siwx),
    })
    expect(verify.status, await verify.clone().text()).toBe(200)
    const { session } = (await verify.json()) as { session: { address: string } }
    expect(session.address.toLowerCase()).toBe(address.toLowerCase())
  }

  it('M-07 CONNECT_SOCIAL with siwxMessage answers it signed by the embedded account; the gateway verifies it', async () => {
    const f = site.frame()
    const { uri } = await f.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const { resultUri } = await site.socialPopup(uri, 'siwx-ada')
    const answer = (await f.CONNECT_SOCIAL({ uri: resultUri, siwxMessage: await template() })) as LoginAnswer
    expect(answer).toMatchObject({ userName: 'siwx-ada', socialProvider: 'github' })
    const user = (await f.GET_USER()) as { address: string }
    await expectAcceptedSession(answer, user.address)
  })

  it('M-07 CONNECT_FARCASTER with siwxMessage answers it signed by the embedded account; the gateway verifies it', async () => {
    const f = site.frame()
    const { url } = await f.GET_FARCASTER_URI()
    const connecting = f.CONNECT_FARCASTER({ siwxMessage: await template() })
    expect((await site.farcasterApp(url, 'siwx-alice')).status).toBe(200)
    const answer = (await connecting) as LoginAnswer
    expect(answer).toMatchObject({ userName: 'siwx-alice', socialProvider: 'farcaster' })
    const user = (await f.GET_USER()) as { address: string }
    await expectAcceptedSession(answer, user.address)
  })

  it('M-07 a sign-in for another site is not signed, and the login stands without it (the app asks as usual)', async () => {
    const f = site.frame()
    const { uri } = await f.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const { resultUri } = await site.socialPopup(uri, 'siwx-bob')
    const answer = await f.CONNECT_SOCIAL({ uri: resultUri, siwxMessage: await template('evil.example') })
    expect(answer).toEqual({ userName: 'siwx-bob', socialProvider: 'github' })
    expect(await f.IS_CONNECTED()).toEqual({ isConnected: true })
  })
})

import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CodePurpose } from '../src/frame/codeEntry.js'
import { frameHandlers } from '../src/frame/frameHandlers.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { sessionStore } from '../src/frame/sessionStore.js'
import {
  memoryStorage,
  PROJECT,
  type SiteStack,
  siteCalls,
  startSiteStack,
  typedCodes,
  userTypes,
} from './siteStack.js'

// Key export against the real gateway, mail catcher and site key service. The two screens are the stand-ins:
// `askCode` types what a user would (a wrong code first), `showKey` records what the screen would show.
describe('account actions on the secure site: key export after a fresh code, update email (issue 11)', () => {
  let stack: SiteStack
  beforeAll(async () => {
    stack = await startSiteStack()
  })
  afterAll(() => stack?.close())

  function frame() {
    const shown: string[] = []
    const asked: string[] = []
    const since = { at: 0 }
    const codes = typedCodes()
    const calls = siteCalls(stack)
    const handlers = frameHandlers({
      codes,
      gatewayUrl: stack.gatewayUrl,
      projectId: PROJECT,
      wrapKeyUrl: stack.wrapKeyUrl,
      calls,
      auth: gatewayAuth(calls),
      sessions: sessionStore(memoryStorage()),
      approve: async () => true,
      fetch: stack.siteFetch,
      chainId: 31337,
      exportScreens: {
        async askCode(email, verify) {
          asked.push(email)
          await expect(verify('000000')).rejects.toThrow()
          await verify(await stack.codeFor(email, since.at))
        },
        async showKey(privateKey) {
          shown.push(privateKey)
        },
      },
    })
    return {
      handlers: Object.assign(handlers, {
        async typeCode(purpose: CodePurpose, code: string) {
          await Promise.all([handlers.AWAIT_CODE({ purpose }), userTypes(codes, code)])
        },
      }),
      shown,
      asked,
      since,
    }
  }
  const login = async (h: ReturnType<typeof frame>['handlers'], email: string) => {
    const since = Date.now() - 1
    await h.CONNECT_EMAIL({ email })
    await h.typeCode('login', await stack.codeFor(email, since))
    await h.CONNECT_OTP({})
    return h.GET_USER()
  }

  it('right after a login the key is shown without another code, and it is the key of the address', async () => {
    const { handlers, shown, asked } = frame()
    const user = await login(handlers, 'export-fresh@example.com')
    expect(await handlers.EXPORT_KEY()).toEqual({})
    expect(asked).toEqual([])
    expect(shown).toHaveLength(1)
    expect(privateKeyToAddress(shown[0] as `0x${string}`)).toBe(user.address)
  })

  it('a login older than 5 minutes needs a new code (a wrong one is refused) before the key is shown', async () => {
    const { handlers, shown, asked, since } = frame()
    const email = 'export-stale@example.com'
    const user = await login(handlers, email)
    await stack.gateway.db.query(
      `UPDATE auth_sessions SET auth_time = auth_time - interval '6 minutes'
       WHERE user_id = (SELECT id FROM auth_users WHERE email = $1)`,
      [email],
    )
    since.at = Date.now() - 1
    expect(await handlers.EXPORT_KEY()).toEqual({})
    expect(asked).toEqual([email])
    expect(privateKeyToAddress(shown[0] as `0x${string}`)).toBe(user.address)
  })

  it('F-23 update email: codes to the old and the new address, then the same wallet answers to the new email', async () => {
    const { handlers } = frame()
    const user = await login(handlers, 'update-old@example.com')
    const since = Date.now() - 1
    expect(await handlers.UPDATE_EMAIL({ email: 'update-new@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    // Issue 22: a step with no code typed in the frame's own input is refused (the app cannot pass one).
    await expect(handlers.UPDATE_EMAIL_PRIMARY_OTP()).rejects.toThrow('Enter the code first')
    await handlers.typeCode('update-primary', await stack.codeFor('update-old@example.com', since))
    expect(await handlers.UPDATE_EMAIL_PRIMARY_OTP()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    await handlers.typeCode('update-secondary', await stack.codeFor('update-new@example.com', since))
    expect(await handlers.UPDATE_EMAIL_SECONDARY_OTP()).toEqual({ newEmail: 'update-new@example.com' })
    expect(await handlers.GET_USER()).toMatchObject({
      email: 'update-new@example.com',
      address: user.address,
    })
    // A new device logging in with the new email opens the same wallet.
    expect((await login(frame().handlers, 'update-new@example.com')).address).toBe(user.address)
  })

  it('F-23 a malformed new email is refused as an invalid email', async () => {
    const { handlers } = frame()
    await login(handlers, 'update-bad@example.com')
    await expect(handlers.UPDATE_EMAIL({ email: 'nope' })).rejects.toThrow('Invalid email')
  })
})

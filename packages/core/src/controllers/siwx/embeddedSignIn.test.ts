import { describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { createLocalSiwx } from '../../siwx/createLocalSiwx.js'
import { fillSiwxAccountAddress, SIWX_ACCOUNT_ADDRESS_PLACEHOLDER } from '../../siwx/siwxPlaceholder.js'
import type { SIWXConfig, SIWXSession } from '../../siwx/siwxTypes.js'
import { awaitFarcasterLogin, type FarcasterLogin } from '../../social/farcasterLogin.js'
import { ADDRESS, evmNetwork, injectedConnector, scriptedAdapter } from '../../testing/fixtures.js'

// The secure site is not here: `connect` stands in for the embedded wallet's CONNECT_OTP and fills the
// placeholder as the secure site does (apps/secure-site/test/siwxAtLogin.test.ts signs with a real key there).
const SIGNATURE = `0x${'33'.repeat(65)}`

function memoryBackend() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}
function setup(withSiwx = true) {
  const local = createLocalSiwx({
    domain: 'app.example',
    uri: 'https://app.example',
    storage: memoryBackend(),
  })
  const siwx: SIWXConfig = {
    ...local,
    addSession: vi.fn(local.addSession),
    createMessage: vi.fn(local.createMessage),
  }
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient({
    projectId: 'portico-dev',
    gatewayUrl: 'http://127.0.0.1:1',
    networks: [evmNetwork(31337)],
    adapters: [evm.adapter],
    ...(withSiwx ? { siwx } : {}),
  })
  return { client, siwx }
}
const settle = () => new Promise((r) => setTimeout(r, 50))
const onSiwxView = (c: ReturnType<typeof setup>['client']) =>
  c.stores.modal.getState().open && c.stores.router.getState().view === 'SIWXSignMessage'

describe('M-07 SIWX for the embedded wallet', () => {
  it('M-07 the message is created up front with <<AccountAddress>>, signed at connect, stored; no SIWXSignMessage', async () => {
    const { client, siwx } = setup()
    let given: string | undefined
    await client.connectEmbeddedWithSiwx(async (message) => {
      given = message
      // The wallet connects while the login is under way: the session check waits for the signed message.
      await client.connectExternal(injectedConnector())
      return { siwx: { message: fillSiwxAccountAddress(message ?? '', ADDRESS), signature: SIGNATURE } }
    })
    expect(given?.split('\n')[1]).toBe(SIWX_ACCOUNT_ADDRESS_PLACEHOLDER)
    expect(given).toContain('Chain ID: 31337')
    const session = vi.mocked(siwx.addSession).mock.calls[0]?.[0] as SIWXSession
    expect(session.data).toMatchObject({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      domain: 'app.example',
    })
    expect(session.message).toBe(fillSiwxAccountAddress(given ?? '', ADDRESS))
    expect(session.signature).toBe(SIGNATURE)
    await settle()
    expect(onSiwxView(client)).toBe(false)
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toHaveLength(1)
  })

  it('M-07 a signed message that differs from the one given is not stored: M-01 asks as usual', async () => {
    const { client, siwx } = setup()
    await client.connectEmbeddedWithSiwx(async (message) => {
      const other = fillSiwxAccountAddress(message ?? '', ADDRESS).replace(
        'app.example wants',
        'evil.example wants',
      )
      return { siwx: { message: other, signature: SIGNATURE } }
    })
    expect(siwx.addSession).not.toHaveBeenCalled()
    await client.connectExternal(injectedConnector())
    for (let i = 0; i < 100 && !onSiwxView(client); i++) await settle()
    expect(onSiwxView(client)).toBe(true)
  })

  it('M-07 a Farcaster login: connectFarcaster gets the message, its signed answer is the session; no SIWXSignMessage', async () => {
    const { client, siwx } = setup()
    const login = {
      getFarcasterUri: async () => 'farcaster://connect?channelToken=t',
      // Stands in for the secure site's CONNECT_FARCASTER (apps/secure-site/test/siwxAtSocialLogin.test.ts).
      connectFarcaster: vi.fn(async (params?: { siwxMessage?: string | undefined }) => ({
        address: ADDRESS,
        socialProvider: 'farcaster',
        siwx: { message: fillSiwxAccountAddress(params?.siwxMessage ?? '', ADDRESS), signature: SIGNATURE },
      })),
    } satisfies FarcasterLogin
    const { modal, chains } = client.stores
    // As ConnectingFarcaster does: the login through connectEmbeddedWithSiwx, then the connector connects.
    const user = await client.connectEmbeddedWithSiwx((message) =>
      awaitFarcasterLogin(modal, chains, login, message),
    )
    await client.connectExternal(injectedConnector())
    const given = login.connectFarcaster.mock.calls[0]?.[0]?.siwxMessage
    expect(given?.split('\n')[1]).toBe(SIWX_ACCOUNT_ADDRESS_PLACEHOLDER)
    expect(user.socialProvider).toBe('farcaster')
    const session = vi.mocked(siwx.addSession).mock.calls[0]?.[0] as SIWXSession
    expect(session).toMatchObject({
      message: fillSiwxAccountAddress(given ?? '', ADDRESS),
      signature: SIGNATURE,
    })
    await settle()
    expect(onSiwxView(client)).toBe(false)
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toHaveLength(1)
  })

  it('M-07 a social login whose wallet returns no signed message: nothing is stored and M-01 asks as usual', async () => {
    const { client, siwx } = setup()
    let given: string | undefined
    await client.connectEmbeddedWithSiwx(async (message) => {
      given = message
      return { address: ADDRESS, socialProvider: 'github' }
    })
    expect(given?.split('\n')[1]).toBe(SIWX_ACCOUNT_ADDRESS_PLACEHOLDER)
    expect(siwx.addSession).not.toHaveBeenCalled()
    await client.connectExternal(injectedConnector())
    for (let i = 0; i < 100 && !onSiwxView(client); i++) await settle()
    expect(onSiwxView(client)).toBe(true)
  })

  it('M-07 without the siwx option connect gets no message and nothing is signed', async () => {
    const { client } = setup(false)
    const connect = vi.fn(async (_message: string | undefined) => ({}))
    await client.connectEmbeddedWithSiwx(connect)
    expect(connect).toHaveBeenCalledWith(undefined)
  })

  it('M-07 fillSiwxAccountAddress needs the placeholder as the address line', () => {
    expect(fillSiwxAccountAddress(`a wants you\n${SIWX_ACCOUNT_ADDRESS_PLACEHOLDER}\n`, ADDRESS)).toBe(
      `a wants you\n${ADDRESS}\n`,
    )
    expect(() => fillSiwxAccountAddress(`a wants you\n${ADDRESS}\n`, ADDRESS)).toThrow(
      SIWX_ACCOUNT_ADDRESS_PLACEHOLDER,
    )
  })
})

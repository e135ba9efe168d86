import { describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { ErrorMessages } from '../../errors/messages.js'
import { createLocalSiwx } from '../../siwx/createLocalSiwx.js'
import type { SIWXConfig, SIWXSession } from '../../siwx/siwxTypes.js'
import { ADDRESS, evmNetwork, injectedConnector, scriptedAdapter } from '../../testing/fixtures.js'

/** An app's SIWX configuration (M-10) recording its calls; the wallet is the scripted adapter. */
function appSiwx(overrides: Partial<SIWXConfig> = {}) {
  const local = createLocalSiwx({
    domain: 'app.example',
    uri: 'https://app.example',
    storage: memoryBackend(),
  })
  const config: SIWXConfig = {
    ...local,
    getSessions: vi.fn(local.getSessions),
    addSession: vi.fn(local.addSession),
    setSessions: vi.fn(local.setSessions),
    ...overrides,
  }
  return config
}
function memoryBackend() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

async function connect(siwx: SIWXConfig | undefined, sign?: () => Promise<string>) {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  evm.adapter.signMessage = sign ?? (async () => `0x${'22'.repeat(65)}`)
  const client = createPorticoClient({
    projectId: 'portico-dev',
    gatewayUrl: 'http://127.0.0.1:1',
    networks: [evmNetwork(31337), evmNetwork(31338)],
    adapters: [evm.adapter],
    ...(siwx ? { siwx } : {}),
  })
  await client.connectExternal(injectedConnector())
  return client
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}
type Client = Awaited<ReturnType<typeof connect>>
const onSiwxView = (c: Client) =>
  c.stores.modal.getState().open && c.stores.router.getState().view === 'SIWXSignMessage'

describe('SIWX controller (M)', () => {
  it('A-18 without siwx connecting never routes to SIWXSignMessage; M-05 asking to sign throws "SIWX is not enabled"', async () => {
    const client = await connect(undefined)
    // A later change of network is what asks again when siwx is on (M-01 below); here it must not either.
    await client.switchNetwork(evmNetwork(31338))
    expect(client.stores.chains.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(client.stores.router.getState().view).not.toBe('SIWXSignMessage')
    await expect(client.requestSiwxSignature()).rejects.toThrow(ErrorMessages.SIWX_NOT_ENABLED)
  })

  it('M-01 no session → SIWXSignMessage opens; M-02 signing adds {data, message, signature} and closes', async () => {
    const siwx = appSiwx()
    const client = await connect(siwx)
    await until(() => onSiwxView(client))
    await client.requestSiwxSignature()
    const session = vi.mocked(siwx.addSession).mock.calls[0]?.[0] as SIWXSession
    expect(session.data).toMatchObject({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      domain: 'app.example',
    })
    expect(session.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(session.signature).toBe(`0x${'22'.repeat(65)}`)
    expect(client.stores.modal.getState().open).toBe(false)
    // A switch to a network without a session asks again.
    await client.switchNetwork(evmNetwork(31338))
    await until(() => onSiwxView(client))
  })

  it('M-01 an existing session → no SIWXSignMessage', async () => {
    const siwx = appSiwx({ getSessions: vi.fn(async () => [{} as SIWXSession]) })
    const client = await connect(siwx)
    await until(() => vi.mocked(siwx.getSessions).mock.calls.length > 0)
    await new Promise((r) => setTimeout(r, 30))
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it("M-03 a declined signature shows 'Signature declined' and stays on SIWXSignMessage", async () => {
    const client = await connect(appSiwx(), async () => {
      throw new Error('User rejected the request')
    })
    await until(() => onSiwxView(client))
    await expect(client.requestSiwxSignature()).rejects.toThrow()
    expect(client.stores.notifications.getState().snackbar?.message).toBe(ErrorMessages.SIGNATURE_DECLINED)
    expect(onSiwxView(client)).toBe(true)
  })

  it('M-04, M-08 required: the dialog cannot close; cancel with no signed-in network disconnects', async () => {
    const client = await connect(appSiwx({ getRequired: () => true }))
    await until(() => onSiwxView(client))
    client.close()
    expect(client.stores.modal.getState().open).toBe(true)
    await client.cancelSiwx()
    expect(client.stores.chains.getState().activeCaipAddress).toBeUndefined()
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('M-04 not required: cancel just closes and stays connected', async () => {
    const client = await connect(appSiwx())
    await until(() => onSiwxView(client))
    await client.cancelSiwx()
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.chains.getState().activeCaipAddress).toBeDefined()
  })

  it("M-06 getSessions throws → 'A problem occurred while trying initialize authentication', disconnect, Connect", async () => {
    const client = await connect(appSiwx({ getSessions: async () => Promise.reject(new Error('down')) }))
    await until(
      () => client.stores.notifications.getState().snackbar?.message === ErrorMessages.SIWX_INIT_FAILED,
    )
    await until(() => client.stores.chains.getState().activeCaipAddress === undefined)
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('M-10 disconnect with signOutOnDisconnect true calls setSessions([])', async () => {
    const siwx = appSiwx()
    const client = await connect(siwx)
    await until(() => onSiwxView(client))
    await client.requestSiwxSignature()
    await client.disconnect()
    await until(() => vi.mocked(siwx.setSessions).mock.calls.some(([list]) => list.length === 0))
  })
})

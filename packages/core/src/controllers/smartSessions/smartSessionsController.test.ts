import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { SmartSessionErrorMessages } from '../../smartSessions/smartSessionMessages.js'
import { smartSessionsEnabled } from '../../smartSessions/smartSessionsEnabled.js'
import { ADDRESS, evmNetwork, injectedConnector, scriptedAdapter } from '../../testing/fixtures.js'
import { startScriptedGateway } from '../../testing/scriptedGateway.js'

// The gateway is a scripted stand-in (core cannot start services/gateway); the real endpoints are tested in
// services/gateway/test/smartSessions.test.ts and, with these views, in e2e/smartSessions.e2e.ts.
const NOW = 1_800_000_000_000
const NOW_S = NOW / 1000
const PRT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const pci = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const CAIP = `eip155:31337:${ADDRESS}`
const SIGNATURE = `0x${'ab'.repeat(65)}`
const wire = (n: number, expiry: number, revokedAt?: number) => ({
  pci: pci(n),
  chainId: 'eip155:31337',
  address: ADDRESS,
  project: { id: 'portico-dev' },
  expiry,
  createdAt: NOW - 1000,
  ...(revokedAt ? { revokedAt } : {}),
  signer: { type: 'keys', data: { keys: [] } },
  permissions: [{ type: 'contract-call', data: { address: PRT, functions: [{ selector: '0xa9059cbb' }] } }],
  policies: [],
})

let gateway: Awaited<ReturnType<typeof startScriptedGateway>>
beforeEach(async () => {
  gateway = await startScriptedGateway()
})
afterEach(() => gateway.close())

/** A client connected to a smart account through the scripted adapter (the real wallet is in the e2e test). */
async function connected(options: { smartSessions?: boolean; type?: 'eoa' | 'smartAccount' } = {}) {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  evm.behaviour.connect = async () => ({
    connectorId: 'io.metamask',
    address: ADDRESS,
    chainId: 31337,
    accounts: [{ namespace: 'eip155', address: ADDRESS, type: options.type ?? 'smartAccount' }],
  })
  const requests: { method: string; params: unknown }[] = []
  const answers: Record<string, unknown> = { wallet_revokePermissions: SIGNATURE }
  evm.adapter.request = async ({ method, params }) => {
    requests.push({ method, params })
    if (answers[method] instanceof Error) throw answers[method]
    return answers[method]
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [evmNetwork(31337)],
      adapters: [evm.adapter],
      features: { smartSessions: options.smartSessions ?? true },
    },
    { now: () => NOW },
  )
  await client.connectExternal(injectedConnector())
  return { client, requests, answers }
}

describe('smart sessions controller (N-01..N-05)', () => {
  it('N-01 lists with the CAIP address, converts expiry to ms; N-03 classifies into the three tabs (fixed clock)', async () => {
    gateway.answer('/v1/sessions/', () => ({
      body: {
        pcis: [wire(1, NOW_S + 3600), wire(2, NOW_S - 1), wire(3, NOW_S + 3600, NOW - 5), { junk: 1 }],
      },
    }))
    const { client } = await connected()
    const feature = await client.smartSessions()
    const sessions = await feature.fetchSessions()
    expect(gateway.received.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/sessions/${CAIP}`,
      query: { projectId: 'portico-dev' },
    })
    expect(sessions.map((s) => s.expiry)).toEqual([NOW + 3_600_000, NOW - 1000, NOW + 3_600_000])
    const tab = (name: (typeof feature.tabs)[number]) =>
      feature.sessionsOfTab(sessions, name, NOW).map((s) => s.pci)
    expect(feature.tabs).toEqual(['Active', 'Expired', 'Revoked'])
    expect([tab('Active'), tab('Expired'), tab('Revoked')]).toEqual([[pci(1)], [pci(2)], [pci(3)]])
    // N-03: an expiry exactly now is not in the future.
    expect(feature.smartSessionStatus({ expiry: NOW }, NOW)).toBe('expired')
    expect(feature.emptyText('Revoked')).toBe('No Revoked sessions')
  })

  it("N-01 a failed list shows 'Error fetching smart sessions' and gives []", async () => {
    gateway.answer('/v1/sessions/', () => ({ status: 500, body: { code: 'INTERNAL' } }))
    const { client } = await connected()
    const feature = await client.smartSessions()
    expect(await feature.fetchSessions()).toEqual([])
    expect(client.stores.notifications.getState().snackbar).toMatchObject({
      message: SmartSessionErrorMessages.FETCHING,
    })
  })

  it('N-02 revoke: wallet_revokePermissions({pci, permissions, expiry in s, address}), then {pci, signature} to the gateway', async () => {
    gateway.answer('/v1/sessions/', () => ({ body: { pcis: [wire(1, NOW_S + 3600)] } }))
    gateway.answer(`/v1/sessions/${CAIP}/revoke`, () => ({ body: { success: true } }))
    const { client, requests } = await connected()
    const feature = await client.smartSessions()
    await feature.fetchSessions()
    client.stores.router.getState().push('SmartSessionList')
    await feature.revokeSession(pci(1))
    expect(requests.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: { pci: pci(1), permissions: wire(1, 0).permissions, expiry: NOW_S + 3600, address: CAIP },
    })
    expect(gateway.received.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/sessions/${CAIP}/revoke`,
      query: { projectId: 'portico-dev' },
      body: { pci: pci(1), signature: SIGNATURE },
    })
    expect(feature.store.getState().sessions[0]?.revokedAt).toBe(NOW)
    expect(client.stores.router.getState().view).toBe('SmartSessionList')
    expect(client.stores.router.getState().transactionStack).toEqual([])
  })

  it("N-02 a refused revoke shows 'Error revoking smart session' and keeps the session active", async () => {
    gateway.answer('/v1/sessions/', () => ({ body: { pcis: [wire(1, NOW_S + 3600)] } }))
    gateway.answer(`/v1/sessions/${CAIP}/revoke`, () => ({ status: 401, body: { field: 'signature' } }))
    const { client } = await connected()
    const feature = await client.smartSessions()
    await feature.fetchSessions()
    await expect(feature.revokeSession(pci(1))).rejects.toThrow(SmartSessionErrorMessages.REVOKING)
    expect(client.stores.notifications.getState().snackbar?.message).toBe(SmartSessionErrorMessages.REVOKING)
    expect(feature.store.getState().sessions[0]?.revokedAt).toBeUndefined()
  })

  it("N-04 a wallet without the permissions capability gets 'Wallet does not support `wallet_grantPermissions` method', nothing asked to sign", async () => {
    const { client, requests } = await connected()
    const request = { expiry: NOW_S + 3600, permissions: [], signer: {} }
    await expect(client.grantPermissions(request)).rejects.toThrow(
      SmartSessionErrorMessages.GRANT_UNSUPPORTED,
    )
    expect(requests.map((r) => r.method)).toEqual(['wallet_getCapabilities'])
  })

  it('N-04 a bad request or a target without code is refused before wallet_grantPermissions', async () => {
    const { client, requests, answers } = await connected()
    answers.wallet_getCapabilities = { '0x7a69': { permissions: { supported: true } } }
    answers.eth_getCode = '0x'
    const signer = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: ADDRESS }] } }
    const call = { type: 'contract-call', data: { address: PRT, functions: [{ selector: '0xa9059cbb' }] } }
    await expect(client.grantPermissions({ expiry: NOW_S - 1, permissions: [call], signer })).rejects.toThrow(
      'expiry: is in the past',
    )
    await expect(
      client.grantPermissions({ expiry: NOW_S + 60, permissions: [call], signer }),
    ).rejects.toThrow('permissions[0].data.address: is not a contract on eip155:31337')
    expect(requests.map((r) => r.method)).not.toContain('wallet_grantPermissions')
  })

  it('N-04 a granted session is registered at the gateway and SmartSessionCreated shows', async () => {
    gateway.answer(`/v1/sessions/${CAIP}`, () => ({ status: 201, body: { pci: pci(9) } }))
    const { client, requests, answers } = await connected()
    answers.wallet_getCapabilities = { '0x7a69': { permissions: { supported: true } } }
    answers.eth_getCode = '0x6080'
    const signer = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: ADDRESS }] } }
    const call = { type: 'contract-call', data: { address: PRT, functions: [{ selector: '0xa9059cbb' }] } }
    const request = { expiry: NOW_S + 3600, permissions: [call], signer }
    answers.wallet_grantPermissions = { ...request, context: pci(9) }
    client.open({ view: 'Account' })
    // The chain and account it was asked for come with it, so sendWithSession takes the answer as it is.
    expect(await client.grantPermissions(request)).toEqual({
      ...request,
      context: pci(9),
      chainId: '0x7a69',
      address: ADDRESS,
    })
    expect(requests.at(-1)).toEqual({
      method: 'wallet_grantPermissions',
      params: [{ ...request, chainId: '0x7a69', address: ADDRESS }],
    })
    expect(gateway.received.at(-1)).toMatchObject({ method: 'POST', body: { ...request, pci: pci(9) } })
    expect(client.stores.router.getState().view).toBe('SmartSessionCreated')
    expect((await client.smartSessions()).store.getState().created?.pci).toBe(pci(9))
  })

  it('N-05 enabled only with features.smartSessions, on eip155, for a smartAccount', async () => {
    const enabled = async (options: Parameters<typeof connected>[0]) => {
      const { client } = await connected(options)
      return smartSessionsEnabled(client.stores.options.getState().features, client.stores.chains.getState())
    }
    expect(await enabled({})).toBe(true)
    expect(await enabled({ smartSessions: false })).toBe(false)
    expect(await enabled({ type: 'eoa' })).toBe(false)
    const { client } = await connected({ smartSessions: undefined })
    expect(client.stores.options.getState().features.smartSessions).toBe(true)
    expect(
      createPorticoClient({ projectId: 'p', networks: [evmNetwork(1)] }).stores.options.getState().features
        .smartSessions,
    ).toBe(false)
  })
})

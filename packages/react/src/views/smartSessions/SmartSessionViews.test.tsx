import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announced,
  byTestId,
  makePortico,
  shadow,
  stubAdapter,
  TEST_ADDRESS,
  waitForTestId,
} from '../../testing/modalHarness.js'

const NOW_S = Math.floor(Date.now() / 1000)
const PRT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pci = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const SIGNATURE = `0x${'ab'.repeat(65)}`
const session = (n: number, expiry: number, revokedAt?: number) => ({
  pci: pci(n),
  chainId: 'eip155:31337',
  address: TEST_ADDRESS,
  project: { id: 'portico-dev' },
  expiry,
  createdAt: Date.now() - 10_000,
  ...(revokedAt ? { revokedAt } : {}),
  signer: { type: 'keys', data: { keys: [] } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: PRT, functions: [{ selector: '0xa9059cbb', functionName: 'transfer' }] },
    },
    { type: 'erc20-token-limit', data: { address: PRT, allowance: '10000000000000000000' } },
    { type: 'contract-call', data: { address: RECEIVER, functions: [{ selector: '0x00000000' }] } },
    { type: 'native-token-limit', data: { allowance: '10000000000000000' } },
  ],
  policies: [],
})

/**
 * A fetch standing in for the gateway's sessions endpoints (jsdom cannot run the gateway; its own tests and
 * e2e/smartSessions.e2e.ts cover the real ones).
 */
function sessionsFetch(pcis: unknown[]) {
  const posts: { path: string; body: unknown }[] = []
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    if (init?.method === 'POST')
      posts.push({ path: decodeURIComponent(url.pathname), body: JSON.parse(String(init.body)) })
    if (url.pathname.endsWith('/revoke')) return json({ success: true })
    if (decodeURIComponent(url.pathname).startsWith('/v1/sessions/')) return json({ pcis })
    return new Response('offline', { status: 503 })
  }
  return { fetch: fetchImpl, posts }
}

/** An eip155 wallet whose account is of `type`, answering wallet_revokePermissions with a signature. */
function wallet(type: 'eoa' | 'smartAccount') {
  const adapter = stubAdapter()
  adapter.connect = async ({ connectorId }) => ({
    connectorId,
    address: TEST_ADDRESS,
    chainId: 31337,
    accounts: [{ namespace: 'eip155', address: TEST_ADDRESS, type }],
  })
  const requests: { method: string; params: unknown }[] = []
  adapter.request = async ({ method, params }) => {
    requests.push({ method, params })
    return method === 'wallet_revokePermissions' ? SIGNATURE : undefined
  }
  return { adapter, requests }
}

async function openAccount(options: {
  smartSessions?: boolean
  type?: 'eoa' | 'smartAccount'
  pcis?: unknown[]
  locale?: string
}) {
  const gateway = sessionsFetch(options.pcis ?? [])
  const { adapter, requests } = wallet(options.type ?? 'smartAccount')
  const portico = makePortico(
    {
      adapters: [adapter],
      features: { smartSessions: options.smartSessions ?? true },
      ...(options.locale && { locale: options.locale }),
    },
    { fetch: gateway.fetch },
  )
  await portico.connectExternal(announced())
  portico.open()
  await waitForTestId('account-balance')
  return { portico, gateway, requests }
}

const rows = () => [...(shadow()?.querySelectorAll<HTMLElement>('[data-testid="smart-session-row"]') ?? [])]
afterEach(() => vi.restoreAllMocks())

describe('SmartSessionList and SmartSessionCreated (jsdom, gateway answers scripted)', () => {
  it('N-05 no "Smart sessions" entry with the flag off (it is off by default)', async () => {
    await openAccount({ smartSessions: false })
    expect(byTestId('account-feature-smart-sessions')).toBeNull()
    const portico = makePortico({ adapters: [wallet('smartAccount').adapter] })
    expect(portico.stores.options.getState().features.smartSessions).toBe(false)
  })

  it('N-05 no "Smart sessions" entry for an EOA, even with the flag on', async () => {
    await openAccount({ type: 'eoa' })
    expect(byTestId('account-feature-smart-sessions')).toBeNull()
  })

  it('N-03 N-05 the entry opens the list: Active, Expired and Revoked tabs with the right rows, each saying what it allows', async () => {
    await openAccount({
      pcis: [session(1, NOW_S + 3600), session(2, NOW_S - 60), session(3, NOW_S + 3600, Date.now() - 1000)],
    })
    const entry = await waitForTestId('account-feature-smart-sessions')
    expect(entry.textContent).toBe('Smart sessions')
    entry.click()
    await waitForTestId('view-SmartSessionList')
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    const tabs = [...(shadow()?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].map(
      (t) => t.textContent,
    )
    expect(tabs).toEqual(['Active', 'Expired', 'Revoked'])
    expect(rows().map((r) => [r.dataset.pci, r.dataset.status])).toEqual([[pci(1), 'active']])
    const text = rows()[0]?.textContent ?? ''
    expect(text).toMatch(/Call transfer on 0x5FbD/)
    expect(text).toMatch(/Spend up to 10000000000000000000 of 0x5FbD/)
    expect(text).toMatch(/Call plain transfers on 0x7099/)
    expect(text).toContain('Spend up to 0.01 of the native token')
    expect(byTestId('smart-session-revoke')).toBeTruthy()
    byTestId<HTMLButtonElement>('smart-session-tab-expired')?.click()
    await vi.waitFor(() =>
      expect(rows().map((r) => [r.dataset.pci, r.dataset.status])).toEqual([[pci(2), 'expired']]),
    )
    byTestId<HTMLButtonElement>('smart-session-tab-revoked')?.click()
    await vi.waitFor(() =>
      expect(rows().map((r) => [r.dataset.pci, r.dataset.status])).toEqual([[pci(3), 'revoked']]),
    )
    expect(byTestId('smart-session-revoke')).toBeNull()
  })

  it("N-03 an empty tab reads 'No {tab} sessions'; arrow keys move between tabs", async () => {
    const { portico } = await openAccount({ pcis: [] })
    portico.stores.router.getState().push('SmartSessionList')
    await vi.waitFor(() => expect(byTestId('smart-session-empty')?.textContent).toBe('No Active sessions'))
    const active = byTestId<HTMLButtonElement>('smart-session-tab-active')
    active?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    await vi.waitFor(() => expect(byTestId('smart-session-empty')?.textContent).toBe('No Revoked sessions'))
    expect(shadow()?.activeElement).toBe(byTestId('smart-session-tab-revoked'))
  })

  it('N-02 revoking from the list signs with wallet_revokePermissions, posts {pci, signature} and moves the row to Revoked', async () => {
    const { gateway, requests } = await openAccount({ pcis: [session(1, NOW_S + 3600)] })
    ;(await waitForTestId('account-feature-smart-sessions')).click()
    ;(await waitForTestId('smart-session-revoke')).click()
    await vi.waitFor(() => expect(byTestId('smart-session-empty')?.textContent).toBe('No Active sessions'))
    expect(requests.find((r) => r.method === 'wallet_revokePermissions')?.params).toMatchObject({
      pci: pci(1),
      expiry: NOW_S + 3600,
      address: `eip155:31337:${TEST_ADDRESS}`,
    })
    expect(gateway.posts).toEqual([
      {
        path: `/v1/sessions/eip155:31337:${TEST_ADDRESS}/revoke`,
        body: { pci: pci(1), signature: SIGNATURE },
      },
    ])
    byTestId<HTMLButtonElement>('smart-session-tab-revoked')?.click()
    await vi.waitFor(() => expect(rows().map((r) => r.dataset.status)).toEqual(['revoked']))
    expect(byTestId('modal')?.dataset.view).toBe('SmartSessionList')
  })

  it('N-04 SmartSessionCreated shows what a granted session allows', async () => {
    const { portico } = await openAccount({})
    const feature = await portico.smartSessions()
    feature.store.setState({ created: { ...session(7, NOW_S + 3600), expiry: (NOW_S + 3600) * 1000 } })
    portico.stores.router.getState().push('SmartSessionCreated')
    const created = await waitForTestId('smart-session-created')
    expect(created.dataset.pci).toBe(pci(7))
    expect(created.textContent).toMatch(/Call transfer on 0x5FbD/)
    expect(byTestId('view-SmartSessionCreated')?.textContent).toContain('Session created')
  })

  it('issue 16: in German the entry, the tabs, what a session allows, its date and the empty tab are translated', async () => {
    const { portico } = await openAccount({ pcis: [session(1, NOW_S + 3600)], locale: 'de' })
    await vi.waitFor(() => expect(byTestId('modal-title')?.textContent).toBe('Konto'))
    ;(await waitForTestId('account-feature-smart-sessions')).click()
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    expect(byTestId('modal-title')?.textContent).toBe('Smart Sessions')
    const tabs = [...(shadow()?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].map(
      (t) => t.textContent,
    )
    expect(tabs).toEqual(['Aktiv', 'Abgelaufen', 'Widerrufen'])
    const text = rows()[0]?.textContent ?? ''
    expect(text).toMatch(/transfer auf 0x5FbD\S+ aufrufen/)
    expect(text).toContain('Bis zu 0.01 des nativen Tokens ausgeben')
    expect(text).toContain(`Läuft ab am ${new Date(NOW_S * 1000 + 3_600_000).toLocaleString('de')}`)
    expect(byTestId('smart-session-revoke')?.textContent).toBe('Widerrufen')
    byTestId<HTMLButtonElement>('smart-session-tab-expired')?.click()
    await vi.waitFor(() =>
      expect(byTestId('smart-session-empty')?.textContent).toBe('Keine abgelaufenen Sessions'),
    )
    expect(portico.stores.router.getState().view).toBe('SmartSessionList')
  })
})

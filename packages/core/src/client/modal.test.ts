import { describe, expect, it, vi } from 'vitest'
import { resolveOpenView } from '../controllers/modalController.js'
import { evmNetwork, offlineFetch, scriptedAdapter, solanaNetwork } from '../testing/fixtures.js'
import { createPorticoClient } from './createPorticoClient.js'

const setup = (extra: Record<string, unknown> = {}) => {
  const evm = scriptedAdapter('eip155')
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork],
      adapters: [evm.adapter],
      ...extra,
    },
    { fetch: offlineFetch, isMobile: () => false },
  )
  return { client, evm, view: () => client.stores.router.getState().view }
}

describe('modal and which view opens', () => {
  it.each([
    [
      { basicMode: true, noAdapters: false, isMobile: true, requestedView: undefined, connected: false },
      'AllWallets',
    ],
    [
      { basicMode: true, noAdapters: false, isMobile: false, requestedView: undefined, connected: false },
      'ConnectingWalletConnectBasic',
    ],
    [
      { basicMode: false, noAdapters: true, isMobile: false, requestedView: 'Networks', connected: true },
      'Networks',
    ],
    [
      { basicMode: false, noAdapters: false, isMobile: false, requestedView: 'Networks', connected: false },
      'Networks',
    ],
    [
      { basicMode: false, noAdapters: false, isMobile: false, requestedView: undefined, connected: true },
      'Account',
    ],
    [
      { basicMode: false, noAdapters: false, isMobile: false, requestedView: undefined, connected: false },
      'Connect',
    ],
  ] as const)('B-10 rule table %#', (input, view) => {
    expect(resolveOpenView(input)).toBe(view)
  })

  it('A-01 the dialog is closed until open() and opens on Connect', () => {
    const { client, view } = setup()
    expect(client.stores.modal.getState().open).toBe(false)
    client.open()
    expect(client.stores.modal.getState().open).toBe(true)
    expect(view()).toBe('Connect')
  })

  it('Q-12 open({namespace}) sets loading for that namespace until the stored connections are restored', async () => {
    const { client } = setup()
    client.open({ namespace: 'solana' })
    const modal = () => client.stores.modal.getState()
    expect(modal().loading).toBe(true)
    expect(modal().loadingNamespaceMap.get('solana')).toBe(true)
    expect(modal().namespace).toBe('solana')
    expect(client.getState()).toMatchObject({ open: true, loading: true })
    await client.ready
    await vi.waitFor(() => expect(modal().loading).toBe(false))
    expect(modal().loadingNamespaceMap.size).toBe(0)
  })

  it('Q-12 close clears loading', () => {
    const { client } = setup()
    client.open()
    expect(client.stores.modal.getState().loadingNamespaceMap.get('eip155')).toBe(true)
    client.close()
    expect(client.stores.modal.getState()).toMatchObject({
      open: false,
      loading: false,
      namespace: undefined,
    })
    expect(client.stores.modal.getState().loadingNamespaceMap.size).toBe(0)
  })

  it('Q-06 shake() shakes for 500 ms; a shake while shaking is ignored', async () => {
    vi.useFakeTimers()
    try {
      const { client } = setup()
      client.shake()
      expect(client.stores.modal.getState().shake).toBe(true)
      await vi.advanceTimersByTimeAsync(300)
      client.shake()
      await vi.advanceTimersByTimeAsync(199)
      expect(client.stores.modal.getState().shake).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(client.stores.modal.getState().shake).toBe(false)
      client.shake()
      expect(client.stores.modal.getState().shake).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('B-07 back from the first view closes and emits modal-close', () => {
    const { client } = setup()
    const events: string[] = []
    client.subscribeEvents((e) => events.push(e.type))
    client.open()
    client.goBackOrClose()
    expect(client.stores.modal.getState().open).toBe(false)
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('P-11 open emits MODAL_OPEN with connected; close() twice emits MODAL_CLOSE once', () => {
    const { client } = setup()
    const events: { type: string; data: unknown }[] = []
    client.subscribeEvents((e) => events.push({ type: e.type, data: e.data }))
    client.close()
    client.open()
    client.open()
    client.close()
    client.close()
    expect(events).toEqual([
      { type: 'MODAL_OPEN', data: { connected: false } },
      { type: 'MODAL_CLOSE', data: { connected: false } },
    ])
  })

  it('B-16 goBackOrClose closes with a history of 1 and goes back with a history of 2', () => {
    const { client, view } = setup()
    client.open()
    client.stores.router.getState().push('AllWallets')
    client.goBackOrClose()
    expect(view()).toBe('Connect')
    expect(client.stores.modal.getState().open).toBe(true)
    client.goBackOrClose()
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('B-08 back onto Connect while connected shows Account', async () => {
    const { client, view } = setup()
    await client.connectExternal({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
    })
    client.stores.router.getState().reset('Connect')
    client.stores.router.getState().push('Networks')
    client.goBackOrClose()
    expect(view()).toBe('Account')
  })

  it('B-11 open for another namespace goes to SwitchNetwork for that namespace', () => {
    const { client, view } = setup()
    client.open({ namespace: 'solana' })
    expect(view()).toBe('SwitchNetwork')
    expect(client.stores.router.getState().data?.network?.chainNamespace).toBe('solana')
  })

  it('B-12 closing resets the router to Connect; embedded and connected shows Account', async () => {
    const { client } = setup()
    client.open({ view: 'Networks' })
    client.close()
    expect(client.stores.router.getState().history).toEqual(['Connect'])
    const embedded = setup({ enableEmbedded: true })
    await embedded.client.connectExternal({ id: 'injected', type: 'INJECTED', name: 'X', chain: 'eip155' })
    embedded.client.open()
    embedded.client.close()
    expect(embedded.view()).toBe('Account')
  })

  it('C-25 S-33 closing the dialog mid-connect rejects with Modal closed', async () => {
    const { client } = setup()
    client.open()
    const pending = client.untilModalCloses(new Promise(() => {}))
    client.close()
    await expect(pending).rejects.toThrow('Modal closed')
  })

  it('A-29 D-16 initialising with an empty adapter list sets noAdapters', () => {
    const client = createPorticoClient(
      { projectId: 'p', networks: [evmNetwork(1)], adapters: [] },
      { fetch: offlineFetch, isMobile: () => false },
    )
    expect(client.stores.chains.getState().noAdapters).toBe(true)
  })

  it('D-16 noAdapters is also set when no adapter matches a configured network, and clear when one does', () => {
    const solanaOnly = createPorticoClient(
      { projectId: 'p', networks: [evmNetwork(1)], adapters: [scriptedAdapter('solana').adapter] },
      { fetch: offlineFetch, isMobile: () => false },
    )
    expect(solanaOnly.stores.chains.getState().noAdapters).toBe(true)
    const { client } = setup()
    expect(client.stores.chains.getState().noAdapters).toBe(false)
  })

  it('P analytics on sends MODAL_OPEN to /e, after the task of the click', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).includes('getAnalyticsConfig')
        ? Response.json({ isAnalyticsEnabled: true })
        : new Response(null, { status: 204 }),
    )
    vi.stubGlobal('location', new URL('http://127.0.0.1:5173/'))
    const client = createPorticoClient(
      { projectId: 'p', networks: [evmNetwork(1)], features: { analytics: true } },
      { fetch, isMobile: () => false },
    )
    const events = () => fetch.mock.calls.filter(([url]) => String(url).includes('/e?'))
    client.open()
    await Promise.resolve()
    expect(fetch).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(events()).toHaveLength(1))
    const body = JSON.parse(String(events()[0]?.[1]?.body))
    expect(body.props.event).toBe('MODAL_OPEN')
    vi.unstubAllGlobals()
  })

  it('P analytics off sends nothing at all', async () => {
    const fetch = vi.fn(offlineFetch)
    const client = createPorticoClient(
      { projectId: 'p', networks: [evmNetwork(1)], features: { analytics: false } },
      { fetch, isMobile: () => false },
    )
    client.open()
    client.close()
    await new Promise((r) => setTimeout(r, 20))
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/e?'))).toEqual([])
    expect(
      fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('getAnalyticsConfig')),
    ).toEqual([])
  })
})

import {
  type AdapterConnection,
  type AdapterEventMap,
  type AdapterEventName,
  anvil,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  type PorticoOptions,
} from '@portico/core'
import { afterEach, expect, vi } from 'vitest'
import { createPortico, type Portico } from '../createPortico.js'

// jsdom has no showModal/close on <dialog>: they are stood in for here (the browser tests use the real ones).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
}

/** A gateway that is down: nothing leaves the test. */
export const offlineFetch: typeof fetch = async () => new Response('offline', { status: 503 })

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An announced wallet as the EVM adapter would list it. */
export const announced = (id = 'io.metamask', name = 'MetaMask'): Connector => ({
  id,
  type: 'ANNOUNCED',
  name,
  chain: 'eip155',
  info: { rdns: id },
})

/**
 * A stand-in adapter: no browser wallet can run in jsdom. It approves every request on chain 31337. The
 * real EVM adapter is tested against anvil in packages/evm, and the whole path in the browser tests.
 */
export function stubAdapter(namespace: ChainNamespace = 'eip155', connectors: Connector[] = [announced()]) {
  const listeners = new Map<string, Set<(payload: never) => void>>()
  const connection = (connectorId: string, chainId: number | string = 31337): AdapterConnection => ({
    connectorId,
    address: TEST_ADDRESS,
    chainId,
    accounts: [{ namespace, address: TEST_ADDRESS, type: 'eoa' }],
  })
  const adapter: ChainAdapter = {
    namespace,
    setup: () => {},
    getConnectors: () => connectors,
    addConnector: (connector) => {
      connectors = [...connectors, connector]
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    connect: async ({ connectorId }) => connection(connectorId),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
  }
  return Object.assign(adapter, {
    /** Emits an adapter event, as the wallet would (chainChanged, accountChanged, …). */
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]) {
      for (const listener of listeners.get(event) ?? []) listener(payload as never)
    },
  })
}

const created: Portico[] = []
afterEach(() => {
  for (const p of created.splice(0)) p.unmount()
  // Each test starts without the connections and networks a previous one stored.
  localStorage.clear()
})

/** Creates Portico with the real core client and dialog (and a stub eip155 adapter); unmounted after each test. */
export function makePortico(
  options: Partial<PorticoOptions> = {},
  environment: { isMobile?: () => boolean; fetch?: typeof fetch } = {},
): Portico {
  const portico = createPortico(
    {
      projectId: 'portico-dev',
      networks: [anvil],
      adapters: [stubAdapter()],
      // Inline, so the offline gateway's 503 does not become a 'Server Error' alert in every test (P-06).
      projectConfig: { features: [], allowedOrigins: [location.origin] },
      ...options,
    },
    { fetch: offlineFetch, isMobile: () => false, ...environment },
  )
  created.push(portico)
  return portico
}

/** The dialog's shadow root. */
export const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? undefined

/** One element inside the dialog by test id. */
export const byTestId = <T extends Element = HTMLElement>(id: string) =>
  shadow()?.querySelector<T>(`[data-testid="${id}"]`) ?? null

/** Waits until an element with this test id is in the dialog (lazy views load on first use). */
export async function waitForTestId(id: string): Promise<HTMLElement> {
  await vi.waitFor(() => expect(byTestId(id)).toBeTruthy(), { timeout: 5_000 })
  return byTestId(id) as HTMLElement
}

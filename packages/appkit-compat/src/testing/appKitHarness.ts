import { anvil, type ChainNamespace } from '@portico/core'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { announced, offlineFetch, stubAdapter } from '../../../react/src/testing/modalHarness.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { setAppKitInstance } from '../instance.js'
import type { AppKitAdapter, AppKitOptions } from '../options/appKitOptions.js'

export { TEST_ADDRESS } from '../../../react/src/testing/modalHarness.js'

// The gateway is down for every test of a file that uses this harness: nothing leaves the test, including the
// wallet-list prefetch an instance may still be running as the test ends.
vi.stubGlobal('fetch', offlineFetch)

afterEach(() => {
  cleanup()
  setAppKitInstance(undefined)
  localStorage.clear()
})

/**
 * An AppKit adapter over the React package's stand-in chain adapter (no browser wallet runs in jsdom): it
 * approves every connect with the development account on chain 31337.
 */
export function stubAppKitAdapter(namespace: ChainNamespace = 'eip155') {
  const porticoAdapter = stubAdapter(namespace, [announced()])
  return { namespace, porticoAdapter } satisfies AppKitAdapter
}

/** `createAppKit` with the real Portico client and dialog, an offline gateway and the project config inline. */
export function createTestAppKit(options: Partial<AppKitOptions> = {}): AppKit {
  return createAppKit({
    projectId: 'portico-dev',
    networks: [anvil],
    adapters: [stubAppKitAdapter()],
    enableWalletConnect: false,
    projectConfig: { features: [], allowedOrigins: [location.origin] },
    ...options,
  })
}

/** Connects the first wallet the adapters list, as a click on it in the dialog would. */
export async function connectFirst(appKit: AppKit): Promise<void> {
  const [connector] = appKit.portico.stores.connectors.getState().connectors
  if (!connector) throw new Error('the test adapter lists no connector')
  await appKit.portico.connectExternal(connector)
}

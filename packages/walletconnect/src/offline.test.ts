import { randomBytes } from 'node:crypto'
import { anvil, anvilB } from '@portico/core'
import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet, startTestChain, type TestChain } from '@portico/test-wallet'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { createMemoryStorage } from './storage.js'
import { createNodeWallet } from './testing/createNodeWallet.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'

// Real parts: our relay, our dapp client, WalletKit 1.2.10 (Verify and telemetry off), an anvil chain. `fetch` is wrapped (not
// replaced) to record every URL the clients ask for; the browser side is checked in e2e/walletconnect.e2e.ts.
const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]'])

let relay: RelayServer
let chainA: TestChain
let chainB: TestChain
beforeAll(async () => {
  ;[relay, chainA, chainB] = await Promise.all([
    startRelay({ port: 0, logger: 'silent' }),
    startTestChain(31337),
    startTestChain(31338),
  ])
})
afterAll(async () => {
  vi.restoreAllMocks()
  await Promise.allSettled([relay?.close(), chainA?.stop(), chainB?.stop()])
})

describe('offline by construction', () => {
  it('P-17 a whole pairing and a signature reach no host but ours', async () => {
    const requested: string[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requested.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    })
    const connector = await createWalletConnectConnector({
      projectId: 'portico-dev',
      relayUrl: relay.url,
      metadata: { name: 'Offline test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      networks: [anvil, anvilB],
      storage: createMemoryStorage(),
      storagePrefix: `dapp-${randomBytes(6).toString('hex')}`,
      WebSocket: NodeWebSocket,
    })
    const signer = createTestWallet({ chains: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl } })
    const wallet = await createNodeWallet({ relayUrl: relay.url, signer, chainIds: [31337, 31338] })
    try {
      await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
      const [account] = (await connector.provider.request({ method: 'eth_accounts' })) as string[]
      await connector.provider.request({ method: 'personal_sign', params: ['0x01', account] })
      await connector.disconnect()
      // Let fire-and-forget calls (WalletKit's event client init) run before looking.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(requested.filter((url) => !LOCAL.has(new URL(url).hostname))).toEqual([])
    } finally {
      await Promise.allSettled([Promise.resolve(connector.client.close()), wallet.close()])
    }
  })
})

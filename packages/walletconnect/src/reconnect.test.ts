import { randomBytes } from 'node:crypto'
import { anvil } from '@portico/core'
import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet, startTestChain, type TestChain } from '@portico/test-wallet'
import { verifyMessage } from 'viem'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { createMemoryStorage } from './storage.js'
import { createNodeWallet } from './testing/createNodeWallet.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'

// Real parts: our relay (stopped and started again on the same port), the official clients, anvil.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** T-26: the spec's reconnect interval. */
const RECONNECT_DELAY_MS = 1_000

let chain: TestChain
const relays: RelayServer[] = []
beforeAll(async () => {
  chain = await startTestChain(31337)
})
afterAll(async () => {
  await Promise.allSettled([...relays.map((r) => r.close()), chain?.stop()])
})

describe('relay reconnect', () => {
  it('T-26 P-17 the dapp reconnects to a restarted relay after 1 s and the session keeps working', async () => {
    const first = await startRelay({ port: 0, logger: 'silent' })
    relays.push(first)
    const connector = await createWalletConnectConnector({
      projectId: 'portico-dev',
      relayUrl: first.url,
      metadata: { name: 'Reconnect test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      networks: [anvil],
      storage: createMemoryStorage(),
      storagePrefix: `dapp-${randomBytes(6).toString('hex')}`,
      WebSocket: NodeWebSocket,
    })
    const signer = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const wallet = await createNodeWallet({ relayUrl: first.url, signer, chainIds: [31337] })
    try {
      await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
      const reconnected = new Promise<number>((resolve) =>
        connector.client.relay.once('connect', () => resolve(Date.now())),
      )

      await first.close()
      const dropped = Date.now()
      const second = await startRelay({ port: first.port, logger: 'silent' })
      relays.push(second)
      const delay = (await reconnected) - dropped
      // T-26: the client waits the reconnect interval before its first attempt (no tight loop).
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_DELAY_MS - 50)

      const signature = (await connector.provider.request({
        method: 'personal_sign',
        params: ['0x48656c6c6f', ACCOUNT],
      })) as `0x${string}`
      expect(await verifyMessage({ address: ACCOUNT, message: { raw: '0x48656c6c6f' }, signature })).toBe(
        true,
      )
    } finally {
      await Promise.allSettled([Promise.resolve(connector.client.close()), wallet.close()])
    }
  })
})

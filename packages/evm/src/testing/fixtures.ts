import type { AdapterContext, CaipNetwork } from '@portico/core'
import {
  announceProvider,
  createTestWallet,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type TestWallet,
} from '@portico/test-wallet'

/** Test-only helpers: devnet-like networks and the test wallet announced in the jsdom window. */

export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An eip155 network whose RPC is `rpcUrl`. */
export function evmNetwork(id: number, rpcUrl: string): CaipNetwork {
  return {
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Local explorer', url: `http://127.0.0.1/explorer/${id}` } },
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
  }
}

/** An adapter context whose RPC URL is the network's own (the gateway proxy is not part of these tests). */
export function contextFor(networks: CaipNetwork[]): AdapterContext {
  return { networks, getRpcUrl: (network) => network.rpcUrls.default.http[0] as string }
}

/** Creates a test wallet and announces it over EIP-6963 in this window; `stop` ends the announcing. */
export function announcedTestWallet(options: Parameters<typeof createTestWallet>[0]): {
  wallet: TestWallet
  stop: () => void
} {
  const wallet = createTestWallet(options)
  const info = {
    uuid: crypto.randomUUID(),
    name: TEST_WALLET_NAME,
    icon: TEST_WALLET_ICON,
    rdns: TEST_WALLET_RDNS,
  }
  const stop = announceProvider(window, info, wallet)
  return { wallet, stop }
}

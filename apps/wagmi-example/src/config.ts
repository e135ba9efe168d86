import { anvil, anvilB } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { createPortico } from '@portico/react'
import { porticoConnector, toViemChain } from '@portico/wagmi'
import { createConfig, http } from 'wagmi'

/** Portico: the dialog that picks and connects the wallet. */
export const portico = createPortico({
  projectId: __PORTICO_PROJECT_ID__,
  gatewayUrl: __PORTICO_GATEWAY_URL__,
  networks: [anvil, anvilB],
  adapters: [createEvmAdapter()],
  enableWalletConnect: false,
})

/**
 * wagmi: the app's hooks, on Portico's connection (one connector, no wallet discovery of its own). Reads go
 * through the gateway's RPC proxy, like Portico's.
 */
export const wagmiConfig = createConfig({
  chains: [toViemChain(anvil), toViemChain(anvilB)],
  connectors: [porticoConnector({ portico })],
  multiInjectedProviderDiscovery: false,
  transports: {
    [anvil.id]: http(portico.gateway.rpcUrl(anvil.caipNetworkId)),
    [anvilB.id]: http(portico.gateway.rpcUrl(anvilB.caipNetworkId)),
  },
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}

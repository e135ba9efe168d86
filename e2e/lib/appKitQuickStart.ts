import type { PackedPackage } from '../../scripts/lib/publishPackages.mjs'
import { buildViteReactApp } from './freshApp.js'

/**
 * AppKit's React quick start for wagmi, as its public documentation writes it (installation and hooks pages:
 * a `WagmiAdapter` from the networks and project id, `createAppKit` at module level, `WagmiProvider` with the
 * adapter's `wagmiConfig` and a `QueryClientProvider`, `<appkit-button />`, `useAppKitAccount`), with only the
 * imports changed to `@portico/appkit-compat`. Added for the test: the stack's gateway and relay, the devnet's
 * second chain made with `defineChain`, and a panel that reports what AppKit's hooks (and wagmi's) say, with
 * buttons for the steps the test takes.
 */
export function appKitQuickStart(services: { gateway: string; relay: string; evmB: string }): string {
  return `
import { createAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/appkit-compat/react'
import { WagmiAdapter } from '@portico/appkit-compat/adapter-wagmi'
import { anvil, defineChain } from '@portico/appkit-compat/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, useSignMessage } from 'wagmi'

const queryClient = new QueryClient()
const projectId = 'portico-dev'
const anvilB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Anvil B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [${JSON.stringify(services.evmB)}] } },
})
const networks = [anvil, anvilB]
const gatewayUrl = ${JSON.stringify(services.gateway)}
const wagmiAdapter = new WagmiAdapter({ networks, projectId, gatewayUrl })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  relayUrl: ${JSON.stringify(services.relay)},
  metadata: { name: 'AppKit example', description: 'AppKit example', url: location.origin, icons: [] },
  features: { analytics: true },
})

function Hooks() {
  const { address, isConnected, status } = useAppKitAccount()
  const { chainId, switchNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const { signMessage, data: signature } = useSignMessage()
  return (
    <div>
      <pre data-testid="hooks">{JSON.stringify({ address, isConnected, status, chainId, signature })}</pre>
      <button data-testid="do-switch" onClick={() => switchNetwork(anvilB)}>Switch</button>
      <button data-testid="do-sign" onClick={() => signMessage({ message: 'Hello from AppKit' })}>Sign</button>
      <button data-testid="do-disconnect" onClick={() => disconnect()}>Disconnect</button>
    </div>
  )
}

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
        <Hooks />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
`
}

/**
 * The quick start as an app outside the workspace (Vite + React 19, the Portico packages from their tarballs,
 * wagmi, viem and TanStack Query from the registry as AppKit's installation page lists them). Installs and
 * builds it; returns the built app's directory.
 */
export function buildAppKitQuickStart(parameters: {
  dir: string
  packages: PackedPackage[]
  services: { gateway: string; relay: string; evmB: string }
}): string {
  return buildViteReactApp({
    dir: parameters.dir,
    name: 'portico-appkit-quick-start',
    packages: parameters.packages,
    dependencies: {
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      wagmi: '^3.0.0',
      viem: '^2.40.0',
      '@tanstack/react-query': '^5.0.0',
    },
    main: appKitQuickStart(parameters.services),
  })
}

import { lazyAdapter } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { ConnectButton, createPortico, NetworkButton, type Portico, PorticoProvider } from '@portico/react'
import { lazy, StrictMode, Suspense, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ActionPanel } from './ActionPanel.js'
import { DEFAULT_OPTIONS, readQueryOptions } from './options.js'
import './styles.css'

declare global {
  interface Window {
    portico?: Portico
  }
}

/** The options editor loads only when a visitor opens it, so it never counts before the first click. */
const OptionsPlayground = lazy(() =>
  import('./OptionsPlayground.js').then((m) => ({ default: m.OptionsPlayground })),
)

const query = readQueryOptions(location.search)
let portico: Portico | undefined
let setupError = query.error

/** Creates Portico (with the embedded wallet's connector when given), then renders the page. */
function start(embeddedWallet?: typeof import('./embeddedWallet.js')) {
  try {
    const evm = createEvmAdapter()
    // Email and social login (issues 11, 12): the embedded wallet's connector, before the modal restores the last
    // connection.
    // The connector acts for the page's project (`?options=` may name another one than the demo's).
    const projectId = typeof query.options.projectId === 'string' ? query.options.projectId : undefined
    embeddedWallet?.addEmbeddedWallet(evm, projectId)
    portico = createPortico({
      ...DEFAULT_OPTIONS,
      ...query.options,
      // Solana and Bitcoin load on demand (first open of the dialog, or a stored connection to restore).
      adapters: [
        evm,
        lazyAdapter('solana', () =>
          import('./walletStandardAdapters.js').then((m) => m.createSolanaAdapter()),
        ),
        lazyAdapter('bip122', () =>
          import('./walletStandardAdapters.js').then((m) => m.createBitcoinAdapter()),
        ),
      ],
      // The WalletConnect client (our own, ~17 KiB gzip) is fetched once the dialog is open, never before.
      walletConnect: () => import('@portico/walletconnect').then((m) => m.createWalletConnectConnector),
    })
    window.portico = portico
  } catch (error) {
    setupError = (error as Error).message
  }
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  }
}

function App() {
  return (
    <main>
      <h1>Portico demo</h1>
      {setupError && (
        <p role="alert" data-testid="demo-error" className="error">
          {setupError}
        </p>
      )}
      {portico && (
        <PorticoProvider portico={portico}>
          <nav className="buttons">
            <NetworkButton />
            <ConnectButton />
          </nav>
          <ActionPanel portico={portico} />
        </PorticoProvider>
      )}
      <Playground />
    </main>
  )
}

/** "Try options": a disclosure whose editor is fetched on first open. */
function Playground() {
  const [opened, setOpened] = useState(false)
  return (
    <details data-testid="demo-playground" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Try options</summary>
      {opened && (
        <Suspense fallback={<p>Loading…</p>}>
          <OptionsPlayground initial={query.options} />
        </Suspense>
      )}
    </details>
  )
}

// The embedded wallet's connector is fetched only when email or social login is on (before Portico restores
// the last connection), so the default demo's first chunk does not carry it.
const features = query.options?.features
if (features?.email || features?.socials) void import('./embeddedWallet.js').then(start)
else start()

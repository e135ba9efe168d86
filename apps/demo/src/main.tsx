import { createEvmAdapter } from '@portico/evm'
import { ConnectButton, createPortico, NetworkButton, type Portico } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ActionPanel } from './ActionPanel.js'
import { DEFAULT_OPTIONS, readQueryOptions } from './options.js'
import './styles.css'

declare global {
  interface Window {
    portico?: Portico
  }
}

const query = readQueryOptions(location.search)
let portico: Portico | undefined
let setupError = query.error
try {
  portico = createPortico({
    ...DEFAULT_OPTIONS,
    ...query.options,
    adapters: [createEvmAdapter()],
    // The official WalletConnect client is fetched only when the visitor picks WalletConnect.
    walletConnect: () => import('@portico/walletconnect').then((m) => m.createWalletConnectConnector),
  })
  window.portico = portico
} catch (error) {
  setupError = (error as Error).message
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
        <>
          <nav className="buttons">
            <NetworkButton />
            <ConnectButton />
          </nav>
          <ActionPanel portico={portico} />
        </>
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// @vitest-environment node
import { anvil, anvilB, hydratePorticoState } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { createPortico } from './createPortico.js'
import { PorticoProvider } from './PorticoProvider.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const offline = async () => new Response('offline', { status: 503 })

/** The host buttons rendered to HTML in Node, as a server renders them (no window, no document). */
function serverHtml(state?: Parameters<typeof hydratePorticoState>[1]): string {
  const portico = createPortico(
    { projectId: 'portico-dev', gatewayUrl: 'http://127.0.0.1:1', networks: [anvil, anvilB], adapters: [] },
    { fetch: offline },
  )
  hydratePorticoState(portico, state)
  try {
    return renderToString(
      <PorticoProvider portico={portico}>
        <NetworkButton />
        <ConnectButton />
      </PorticoProvider>,
    )
  } finally {
    portico.unmount()
  }
}

describe('server rendering (issue 16)', () => {
  it('renders the connect and network buttons in Node without window or document', () => {
    expect(typeof window).toBe('undefined')
    const html = serverHtml()
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('data-caip-network-id="eip155:31337"')
  })

  it('renders the account button and network the state cookie names', () => {
    const html = serverHtml({ caipNetworkId: 'eip155:31338', address: ADDRESS })
    expect(html).toContain(`data-testid="account-button" data-address="${ADDRESS}"`)
    expect(html).toContain('data-caip-network-id="eip155:31338"')
    expect(html).not.toContain('data-testid="connect-button"')
  })
})

import { anvil, anvilB, BaseError } from '@portico/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { MissingPorticoProviderError } from './context.js'
import { createPortico, type Portico } from './createPortico.js'
import { usePorticoNetwork } from './hooks/usePorticoNetwork.js'
import { PorticoProvider } from './PorticoProvider.js'
// Also stands in for <dialog>'s showModal/close, which jsdom lacks.
import { offlineFetch } from './testing/modalHarness.js'

const created: Portico[] = []
const make = (networks = [anvil]) => {
  const portico = createPortico({ projectId: 'portico-dev', networks }, { fetch: offlineFetch })
  created.push(portico)
  return portico
}
afterEach(() => {
  for (const p of created.splice(0)) p.unmount()
})

function NetworkName({ testId }: { testId: string }) {
  return <span data-testid={testId}>{usePorticoNetwork().caipNetwork?.name}</span>
}

describe('PorticoProvider', () => {
  it('a hook outside any provider throws a BaseError that says what to add', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let thrown: unknown
    try {
      render(<NetworkName testId="outside" />)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MissingPorticoProviderError)
    expect(thrown).toBeInstanceOf(BaseError)
    expect((thrown as Error).message).toContain('<PorticoProvider portico={portico}>')
    vi.mocked(console.error).mockRestore()
  })

  it('two instances under two providers stay apart: each subtree reads and opens its own', async () => {
    const first = make([anvil])
    const second = make([anvilB])
    render(
      <>
        <PorticoProvider portico={first}>
          <NetworkName testId="first-network" />
          <div data-testid="first">
            <ConnectButton label="First" />
          </div>
        </PorticoProvider>
        <PorticoProvider portico={second}>
          <NetworkName testId="second-network" />
          <ConnectButton label="Second" />
        </PorticoProvider>
      </>,
    )
    expect(screen.getByTestId('first-network').textContent).toBe(anvil.name)
    expect(screen.getByTestId('second-network').textContent).toBe(anvilB.name)

    await act(async () => {
      fireEvent.click(screen.getByText('Second'))
    })
    expect(second.getState().open).toBe(true)
    expect(first.getState().open).toBe(false)
    const dialogs = [...document.querySelectorAll('portico-modal')].map(
      (host) => host.shadowRoot?.querySelector('dialog')?.open,
    )
    expect(dialogs.sort()).toEqual([false, true])
  })
})

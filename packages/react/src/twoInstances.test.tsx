import { anvil, anvilB } from '@portico/core'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { usePorticoConnection } from './hooks/usePorticoConnection.js'
import { usePorticoTheme } from './hooks/usePorticoTheme.js'
import { PorticoProvider } from './PorticoProvider.js'
import { connectFirst } from './testing/connectStub.js'
import { makePortico } from './testing/modalHarness.js'
// Registers the render cleanup after each test.
import './testing/hookWrapper.js'

function Status({ id }: { id: string }) {
  const { themeMode } = usePorticoTheme()
  const { status, chain } = usePorticoConnection()
  return <span data-testid={id}>{`${themeMode} ${status} ${chain?.name}`}</span>
}

describe('two Portico instances on one page', () => {
  it('each provider reads its own options and connection; connecting one leaves the other disconnected', async () => {
    const light = makePortico({ networks: [anvil], themeMode: 'light' })
    // The stub wallet answers on anvil (31337), so the second instance lists it after its own first network.
    const dark = makePortico({ networks: [anvilB, anvil], themeMode: 'dark' })
    render(
      <>
        <PorticoProvider portico={light}>
          <Status id="light" />
        </PorticoProvider>
        <PorticoProvider portico={dark}>
          <Status id="dark" />
        </PorticoProvider>
      </>,
    )
    expect(screen.getByTestId('light').textContent).toBe(`light disconnected ${anvil.name}`)
    expect(screen.getByTestId('dark').textContent).toBe(`dark disconnected ${anvilB.name}`)

    await act(() => connectFirst(dark))
    act(() => light.setThemeMode('dark'))
    expect(screen.getByTestId('dark').textContent).toBe(`dark connected ${anvil.name}`)
    expect(screen.getByTestId('light').textContent).toBe(`dark disconnected ${anvil.name}`)
    expect(document.querySelectorAll('portico-modal')).toHaveLength(2)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { evmNetwork, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import type { Connector } from '../types/connector.js'
import { createPorticoClient } from './createPorticoClient.js'

describe('theme sync to the embedded wallet (F-26, Q-09)', () => {
  it('F-26 a registered connector gets the theme at start and at each change', () => {
    const syncTheme = vi.fn()
    const auth: Connector = {
      id: 'AUTH',
      type: 'AUTH',
      name: 'Email',
      chain: 'eip155',
      register: (context) => {
        syncTheme(context.theme.get())
        return context.theme.subscribe(syncTheme)
      },
    }
    const client = createPorticoClient(
      {
        projectId: 'portico-dev',
        networks: [evmNetwork(31337)],
        adapters: [scriptedAdapter('eip155', [auth]).adapter],
        themeMode: 'dark',
      },
      { fetch: offlineFetch, isMobile: () => false },
    )
    expect(syncTheme).toHaveBeenLastCalledWith(expect.objectContaining({ themeMode: 'dark' }))
    client.setThemeMode('light')
    expect(syncTheme).toHaveBeenLastCalledWith(expect.objectContaining({ themeMode: 'light' }))
    client.setThemeVariables({ '--portico-accent': '#ff0000' })
    expect(syncTheme.mock.lastCall?.[0].themeVariables).toMatchObject({ '--portico-accent': '#ff0000' })
    client.destroy()
  })
})

import { anvil, anvilB, patchAccountState } from '@portico/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppKitNotCreatedError } from '../instance.js'
import { connectFirst, createTestAppKit, stubAppKitAdapter, TEST_ADDRESS } from '../testing/appKitHarness.js'
import {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from './index.js'

// Every hook runs with no provider above it, as in an AppKit app: on the instance of the last createAppKit.
describe("AppKit's hooks over the Portico stores", () => {
  it('throw AppKitNotCreatedError before createAppKit', () => {
    expect(() => renderHook(() => useAppKitAccount())).toThrow(AppKitNotCreatedError)
  })

  it('useAppKit opens and closes the dialog; useAppKitState follows', async () => {
    const appKit = createTestAppKit()
    const { result } = renderHook(() => ({ modal: useAppKit(), state: useAppKitState() }))
    expect(result.current.state).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
      initialized: true,
    })
    await act(() => result.current.modal.open({ view: 'Connect' }))
    expect(result.current.state.open).toBe(true)
    expect(appKit.portico.stores.router.getState().view).toBe('Connect')
    await act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)
  })

  it('useAppKitAccount: disconnected, then address, caipAddress, status and allAccounts after a connect', async () => {
    const appKit = createTestAppKit()
    const { result } = renderHook(() => useAppKitAccount())
    expect(result.current).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    })
    await act(() => connectFirst(appKit))
    expect(result.current).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      isConnected: true,
      status: 'connected',
    })
    expect(result.current.allAccounts).toEqual([{ namespace: 'eip155', address: TEST_ADDRESS, type: 'eoa' }])
    const solana = renderHook(() => useAppKitAccount({ namespace: 'solana' }))
    expect(solana.result.current).toMatchObject({ isConnected: false, address: undefined })
  })

  it('useAppKitAccount gives embeddedWalletInfo for an email or social login', async () => {
    const appKit = createTestAppKit()
    const { result } = renderHook(() => useAppKitAccount())
    await act(() => connectFirst(appKit))
    expect(result.current.embeddedWalletInfo).toBeUndefined()
    // What the embedded wallet's connect leaves in the account state (E-19, F-24): its user and account type.
    act(() =>
      patchAccountState(appKit.portico.stores.chains, 'eip155', {
        user: { email: 'ada@example.com' },
        socialProvider: 'github',
        preferredAccountTypes: { eip155: 'smartAccount' },
        smartAccountDeployed: true,
      }),
    )
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com' },
      authProvider: 'github',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    })
  })

  it('useAppKitNetwork gives the active network and switches it', async () => {
    createTestAppKit({ networks: [anvil, anvilB] })
    const { result } = renderHook(() => useAppKitNetwork())
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:31337', chainId: 31337 })
    expect(result.current.caipNetwork).toBe(anvil)
    await act(() => result.current.switchNetwork(anvilB))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:31338', chainId: 31338 })
  })

  it('useAppKitTheme reads and sets the theme under the --w3m-* names', () => {
    const appKit = createTestAppKit({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#111111' } })
    const { result } = renderHook(() => useAppKitTheme())
    expect(result.current.themeMode).toBe('dark')
    expect(result.current.themeVariables).toEqual({ '--w3m-accent': '#111111' })
    act(() => {
      result.current.setThemeMode('light')
      result.current.setThemeVariables({ '--w3m-border-radius-master': '2px' })
    })
    expect(result.current.themeMode).toBe('light')
    expect(result.current.themeVariables).toMatchObject({ '--w3m-border-radius-master': '2px' })
    expect(appKit.portico.stores.theme.getState().themeVariables).toMatchObject({
      '--portico-border-radius-master': '2px',
    })
  })

  it('useAppKitEvents gives the last event as { timestamp, data: { type, event, properties } }', async () => {
    const appKit = createTestAppKit()
    const { result } = renderHook(() => useAppKitEvents())
    expect(result.current.data).toEqual({ type: 'track', event: 'MODAL_CREATED' })
    await act(() => appKit.open())
    await waitFor(() => expect(result.current.data.event).toBe('MODAL_OPEN'))
    expect(result.current.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    expect(result.current.timestamp).toBeGreaterThan(0)
  })

  it("useAppKitProvider gives the namespace's wallet provider and its connector type once connected", async () => {
    const adapter = stubAppKitAdapter()
    const provider = { request: async () => null }
    // The stand-in adapter hands out this provider for its connector, as a real adapter hands the wallet's.
    Object.assign(adapter.porticoAdapter, { getProvider: () => provider })
    const appKit = createTestAppKit({ adapters: [adapter] })
    const { result } = renderHook(() => useAppKitProvider('eip155'))
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await act(() => connectFirst(appKit))
    expect(result.current).toEqual({ walletProvider: provider, walletProviderType: 'ANNOUNCED' })
    await act(() => appKit.disconnect())
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
  })

  it('useDisconnect disconnects; useWalletInfo names the connected wallet', async () => {
    const appKit = createTestAppKit()
    const { result } = renderHook(() => ({
      info: useWalletInfo(),
      account: useAppKitAccount(),
      ...useDisconnect(),
    }))
    expect(result.current.info).toEqual({ walletInfo: undefined })
    await act(() => connectFirst(appKit))
    expect(result.current.info.walletInfo?.name).toBe('MetaMask')
    await act(() => result.current.disconnect())
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.info).toEqual({ walletInfo: undefined })
  })
})

import { mainnet, solana } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { byTestId, makePortico, shadow, stubAdapter, waitForTestId } from '../testing/modalHarness.js'
import { NOT_APPROVED_TAG } from './Networks.js'

const anvilA = { ...mainnet, id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337' as const }
const anvilB = { ...mainnet, id: 31338, name: 'Anvil B', caipNetworkId: 'eip155:31338' as const }

function connectedPortico(extra: Parameters<typeof makePortico>[0] = {}) {
  const evm = stubAdapter()
  const portico = makePortico({ networks: [anvilA, anvilB, solana], adapters: [evm], ...extra })
  return { portico, evm }
}

const connect = async (portico: ReturnType<typeof makePortico>) => {
  const connector = portico.stores.connectors.getState().connectors[0]
  if (!connector) throw new Error('no connector')
  return portico.connectExternal(connector)
}

describe('network views', () => {
  it('D-21 SwitchActiveChain says why and its Switch button leads to Connect for the new chain', async () => {
    const { portico } = connectedPortico()
    await connect(portico)
    portico.open({ view: 'Networks' })
    portico.selectNetwork(solana)
    await waitForTestId('view-SwitchActiveChain')
    const texts = [...(byTestId('view-SwitchActiveChain')?.querySelectorAll('p') ?? [])].map(
      (p) => p.textContent,
    )
    expect(texts).toEqual([
      'Switch to Solana',
      "Connected wallet doesn't support connecting to Solana chain. You need to connect with a different wallet.",
    ])
    byTestId('switch-active-chain')?.click()
    await waitForTestId('view-Connect')
    const router = portico.stores.router.getState()
    expect(router.history).toEqual(['Networks', 'Connect'])
    expect(portico.stores.chains.getState().activeChain).toBe('solana')
    expect(portico.stores.connectors.getState().filterByNamespace).toBe('solana')
    // The eip155 wallet was for eip155 only: with the filter, it is not offered for Solana.
    expect(byTestId('wallet-io.metamask')).toBeNull()
  })

  it('D-01 the Networks view groups the networks by namespace, the active namespace first, with headings', async () => {
    const { portico } = connectedPortico({ networks: [solana, anvilA, anvilB] })
    await connect(portico)
    portico.open({ view: 'Networks' })
    await waitForTestId('view-Networks')
    const sections = [...(byTestId('view-Networks')?.querySelectorAll('section') ?? [])]
    expect(sections.map((section) => section.getAttribute('data-testid'))).toEqual([
      'networks-eip155',
      'networks-solana',
    ])
    expect(sections.map((section) => section.querySelector('p')?.textContent)).toEqual([
      'EVM networks',
      'Solana networks',
    ])
    expect(
      [...(sections[1]?.querySelectorAll('button') ?? [])].map((b) => b.getAttribute('data-testid')),
    ).toEqual([`network-${solana.caipNetworkId}`])
  })

  it('D-22 UnsupportedChain lists the networks and Disconnect; picking a network leads to SwitchNetwork', async () => {
    const { portico, evm } = connectedPortico()
    await connect(portico)
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    await waitForTestId('view-UnsupportedChain')
    expect(byTestId('view-UnsupportedChain')?.querySelector('p')?.textContent).toBe(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    )
    const rows = [...(shadow()?.querySelectorAll('[data-testid="view-UnsupportedChain"] button') ?? [])]
    expect(rows.map((b) => b.getAttribute('data-testid'))).toEqual([
      'network-eip155:31337',
      'network-eip155:31338',
      `network-${solana.caipNetworkId}`,
      'unsupported-disconnect',
    ])
    // The wallet keeps the switch request pending, so SwitchNetwork stays on screen.
    evm.switchNetwork = () => new Promise<void>(() => {})
    byTestId('network-eip155:31338')?.click()
    await waitForTestId('view-SwitchNetwork')
    expect(portico.stores.router.getState().data?.network?.caipNetworkId).toBe('eip155:31338')
  })

  it('D-25 D-18 Networks lists approved networks first and marks the ones the wallet has not approved', async () => {
    const { portico, evm } = connectedPortico()
    evm.connect = async ({ connectorId }) => ({
      connectorId,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31338,
      accounts: [],
      approvedCaipNetworkIds: ['eip155:31338'],
    })
    await connect(portico)
    portico.open({ view: 'Networks' })
    await waitForTestId('view-Networks')
    const rows = [...(byTestId('view-Networks')?.querySelectorAll('button') ?? [])]
    expect(rows.map((b) => b.getAttribute('data-testid'))).toEqual([
      'network-eip155:31338',
      'network-eip155:31337',
      `network-${solana.caipNetworkId}`,
    ])
    const a = byTestId<HTMLButtonElement>('network-eip155:31337')
    expect(a?.querySelector('.tag')?.textContent).toBe(NOT_APPROVED_TAG)
    expect(a?.disabled).toBe(true)
    expect(byTestId<HTMLButtonElement>(`network-${solana.caipNetworkId}`)?.disabled).toBe(false)
  })

  it('D-25 every network is disabled when enableNetworkSwitch is off', async () => {
    const { portico } = connectedPortico({ enableNetworkSwitch: false })
    await connect(portico)
    portico.open({ view: 'Networks' })
    await waitForTestId('view-Networks')
    const rows = [...(byTestId('view-Networks')?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    expect(rows.map((b) => b.disabled)).toEqual([true, true, true])
  })

  it('E-21 the Account view links to the address on the block explorer, in a new tab', async () => {
    const evm = stubAdapter()
    evm.connect = async ({ connectorId }) => ({
      connectorId,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      accounts: [],
    })
    const portico = makePortico({ networks: [mainnet], adapters: [evm] })
    await connect(portico)
    portico.open()
    await waitForTestId('account-explorer')
    const link = byTestId<HTMLAnchorElement>('account-explorer')
    expect([link?.textContent, link?.href, link?.target]).toEqual([
      'Block Explorer',
      'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '_blank',
    ])
  })
})

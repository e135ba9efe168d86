import {
  createTestWallet,
  startTestChain,
  TEST_WALLET_RDNS,
  type TestChain,
  type TestWallet,
} from '@portico/test-wallet'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'
import { ACCOUNT_0, ACCOUNT_1, announcedTestWallet, contextFor, evmNetwork } from './testing/fixtures.js'

let chainA: TestChain
let chainB: TestChain
let cleanups: (() => void)[] = []

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startTestChain(31337), startTestChain(31338)])
})

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

afterEach(() => {
  for (const cleanup of cleanups) cleanup()
  cleanups = []
  vi.restoreAllMocks()
})

/** The test wallet (knowing only chain A unless told otherwise) announced, and an adapter set up to see it. */
function setup(walletOptions: { connected?: boolean; knowsChainB?: boolean } = {}): {
  adapter: EvmAdapter
  wallet: TestWallet
} {
  const chains: Record<number, string> = { 31337: chainA.rpcUrl }
  if (walletOptions.knowsChainB) chains[31338] = chainB.rpcUrl
  const { wallet, stop } = announcedTestWallet({ chains, connected: walletOptions.connected ?? false })
  const adapter = createEvmAdapter({ injected: false })
  adapter.setup(contextFor([networkA(), networkB()]))
  cleanups.push(stop, () => adapter.destroy())
  return { adapter, wallet }
}
const networkA = () => evmNetwork(31337, chainA.rpcUrl)
const networkB = () => evmNetwork(31338, chainB.rpcUrl)
const connectorId = TEST_WALLET_RDNS

describe('createEvmAdapter against anvil with the test wallet', () => {
  it('connects with eth_requestAccounts and reads accounts and chain id (C-26)', async () => {
    const { adapter, wallet } = setup()
    const connection = await adapter.connect({ connectorId })
    expect(connection).toEqual({
      connectorId,
      address: ACCOUNT_0,
      chainId: 31337,
      accounts: [{ namespace: 'eip155', address: ACCOUNT_0, type: 'eoa' }],
    })
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'eth_requestAccounts',
      'eth_accounts',
      'eth_chainId',
    ])
  })

  it('D-25 a connector whose provider names approved chains connects and reconnects with them', async () => {
    const wallet = createTestWallet({ chains: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl } })
    const adapter = createEvmAdapter({ injected: false, eip6963: false })
    adapter.setup(contextFor([networkA(), networkB()]))
    cleanups.push(() => adapter.destroy())
    const provider = Object.assign(wallet, { approvedChainIds: () => [31337] })
    adapter.addConnector?.({
      id: 'session',
      type: 'WALLET_CONNECT',
      name: 'Session',
      chain: 'eip155',
      provider,
    })
    const connection = await adapter.connect({ connectorId: 'session' })
    expect(connection.approvedCaipNetworkIds).toEqual(['eip155:31337'])
    expect((await adapter.reconnect?.({ connectorId: 'session' }))?.approvedCaipNetworkIds).toEqual([
      'eip155:31337',
    ])
  })

  it('when eth_chainId fails during connect: the requested account and network are kept, with one console warning', async () => {
    const { adapter, wallet } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    wallet.rejectNext('eth_chainId')
    // connect still uses the accounts eth_requestAccounts returned, and the requested network's switch
    const connection = await adapter.connect({ connectorId, caipNetwork: networkA() })
    expect(connection.address).toBe(ACCOUNT_0)
    expect(connection.chainId).toBe(31337)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('connect switches to the requested network when the wallet is elsewhere', async () => {
    const { adapter, wallet } = setup({ knowsChainB: true })
    const connection = await adapter.connect({ connectorId, caipNetwork: networkB() })
    expect(connection.chainId).toBe(31338)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('connect stays connected on the wallet chain when the user declines the switch', async () => {
    const { adapter, wallet } = setup({ knowsChainB: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    wallet.rejectNext('wallet_switchEthereumChain')
    const connection = await adapter.connect({ connectorId, caipNetwork: networkB() })
    expect(connection.chainId).toBe(31337)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('C-21 a rejected connection request rejects with the wallet error (4001)', async () => {
    const { adapter, wallet } = setup()
    wallet.rejectNext('eth_requestAccounts')
    await expect(adapter.connect({ connectorId })).rejects.toMatchObject({ code: 4001 })
  })

  it('re-emits accountsChanged, chainChanged and disconnect; an empty account list is a disconnect', async () => {
    const { adapter, wallet } = setup({ knowsChainB: true })
    const events: unknown[] = []
    adapter.on('accountChanged', (payload) => events.push(['accountChanged', payload.address]))
    adapter.on('chainChanged', (payload) => events.push(['chainChanged', payload.chainId]))
    adapter.on('disconnect', (payload) => events.push(['disconnect', payload.connectorId]))
    await adapter.connect({ connectorId })
    wallet.setAccount(1)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    wallet.emit('disconnect', { code: 1013, message: 'reconnecting' }) // transient: ignored
    wallet.emit('accountsChanged', [])
    wallet.emit('chainChanged', '0x7a69') // after the disconnect: no longer listened to
    const expected = [
      ['accountChanged', ACCOUNT_1],
      ['chainChanged', 31338],
      ['disconnect', connectorId],
    ]
    // Events apply in order through one queue (checksums load asynchronously); nothing follows the disconnect.
    await vi.waitFor(() => expect(events).toEqual(expected))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toEqual(expected)
  })

  it('a provider disconnect event becomes an adapter disconnect; malformed events are ignored', async () => {
    const { adapter, wallet } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const events: string[] = []
    adapter.on('chainChanged', () => events.push('chainChanged'))
    adapter.on('disconnect', () => events.push('disconnect'))
    await adapter.connect({ connectorId })
    wallet.emit('chainChanged', 'banana')
    wallet.emit('accountsChanged', ['nope'])
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    await vi.waitFor(() => expect(events).toEqual(['disconnect']))
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
  })

  it('D-23 a switch failing with 4902 triggers wallet_addEthereumChain and then retries the switch', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId })
    await adapter.switchNetwork({ connectorId, caipNetwork: networkB() })
    const calls = wallet.requests.filter((r) => r.method.startsWith('wallet_'))
    expect(calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Devnet 31338',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: [chainB.rpcUrl],
            blockExplorerUrls: ['http://127.0.0.1/explorer/31338'],
          },
        ],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('D-20 a declined switch propagates the wallet error', async () => {
    const { adapter, wallet } = setup({ knowsChainB: true })
    wallet.rejectNext('wallet_switchEthereumChain')
    await expect(adapter.switchNetwork({ connectorId, caipNetwork: networkB() })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('signMessage uses personal_sign and the signature verifies (viem verifyMessage)', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    const message = 'Hello from Portico'
    const signature = await adapter.signMessage({ connectorId, address: ACCOUNT_0, message })
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: signature as `0x${string}` })).toBe(
      true,
    )
  })

  it('signTypedData sends bigint-safe JSON over eth_signTypedData_v4 and the signature verifies', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId })
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337n },
      types: {
        Transfer: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Transfer',
      message: { to: ACCOUNT_1, amount: 10n ** 20n },
    } as const
    const signature = await adapter.signTypedData!({ connectorId, address: ACCOUNT_0, typedData })
    const sent = wallet.requests.find((r) => r.method === 'eth_signTypedData_v4')?.params as [string, string]
    expect(JSON.parse(sent[1]).message.amount).toBe('100000000000000000000')
    const valid = await verifyTypedData({
      ...typedData,
      address: ACCOUNT_0,
      signature: signature as `0x${string}`,
    })
    expect(valid).toBe(true)
  })

  it('sendTransaction sends eth_sendTransaction with a hex value; the receipt confirms it', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId })
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await client.getBalance({ address: ACCOUNT_1 })
    const value = parseEther('0.001')
    const hash = await adapter.sendTransaction({
      connectorId,
      address: ACCOUNT_0,
      caipNetwork: networkA(),
      to: ACCOUNT_1,
      value,
    })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: ACCOUNT_1 })).toBe(before + value)
  })

  it('getBalance reads the native balance through the context RPC URL in whole units', async () => {
    const { adapter } = setup()
    const client = createPublicClient({ transport: http(chainB.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [ACCOUNT_1, '0x1bc16d674ec80000'] as never,
    })
    expect(await adapter.getBalance({ address: ACCOUNT_1, caipNetwork: networkB() })).toEqual({
      balance: '2',
      symbol: 'ETH',
    })
    await expect(adapter.getBalance({ address: '0x123', caipNetwork: networkB() })).rejects.toThrow(/address/)
  })

  it('reconnect uses eth_accounts without prompting; undefined when the wallet no longer grants access', async () => {
    const authorised = setup({ connected: true })
    expect(await authorised.adapter.reconnect({ connectorId })).toMatchObject({
      address: ACCOUNT_0,
      chainId: 31337,
    })
    expect(authorised.wallet.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')
    for (const cleanup of cleanups.splice(0)) cleanup()
    const fresh = setup({ connected: false })
    expect(await fresh.adapter.reconnect({ connectorId })).toBeUndefined()
    expect(await fresh.adapter.reconnect({ connectorId: 'io.unknown' })).toBeUndefined()
  })

  it('disconnect revokes permissions and stops listening', async () => {
    const { adapter, wallet } = setup()
    const events: string[] = []
    adapter.on('accountChanged', () => events.push('accountChanged'))
    adapter.on('disconnect', () => events.push('disconnect'))
    await adapter.connect({ connectorId })
    await adapter.disconnect({ connectorId })
    expect(wallet.requests.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.setAccount(1)
    expect(events).toEqual([])
    // a wallet without wallet_revokePermissions is disconnected all the same
    await adapter.connect({ connectorId })
    wallet.rejectNext('wallet_revokePermissions')
    await expect(adapter.disconnect({ connectorId })).resolves.toBeUndefined()
  })

  it('request passes raw EIP-1193 calls through to the connector provider', async () => {
    const { adapter } = setup()
    expect(await adapter.request!({ connectorId, method: 'eth_chainId' })).toBe('0x7a69')
    await expect(adapter.request!({ connectorId, method: '' })).rejects.toThrow(/method/)
    await expect(adapter.request!({ connectorId: 'nope', method: 'eth_chainId' })).rejects.toThrow(
      /Unknown connector: nope/,
    )
  })
})

import { startTestChain, TEST_WALLET_RDNS, type TestChain } from '@portico/test-wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'
import { getProviderData } from './providerData.js'
import { ACCOUNT_0, ACCOUNT_1, announcedTestWallet, contextFor, evmNetwork } from './testing/fixtures.js'
import { parseAccounts, parseChainId, parseSignature, parseTransactionHash } from './walletResponses.js'

let chain: TestChain
let cleanups: (() => void)[] = []
const connectorId = TEST_WALLET_RDNS

beforeAll(async () => {
  chain = await startTestChain(31337)
})
afterAll(async () => {
  await chain?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups) cleanup()
  cleanups = []
  vi.restoreAllMocks()
})

function setup(connected = true) {
  const { wallet, stop } = announcedTestWallet({ chains: { 31337: chain.rpcUrl }, connected })
  const adapter = createEvmAdapter({ injected: false })
  adapter.setup(contextFor([evmNetwork(31337, chain.rpcUrl)]))
  cleanups.push(stop, () => adapter.destroy())
  return { adapter, wallet }
}

describe('wallet response validation', () => {
  it('parsers accept well-formed values and name the problem otherwise', async () => {
    expect(await parseAccounts([ACCOUNT_0.toLowerCase()])).toEqual([ACCOUNT_0])
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId(1)).toBe(1)
    await expect(parseAccounts('0xabc')).rejects.toThrow(/Wallet returned an invalid account list/)
    await expect(parseAccounts(['0x123'])).rejects.toThrow(/Wallet returned an invalid address: "0x123"/)
    expect(() => parseChainId('banana')).toThrow(/Wallet returned an invalid chain id: "banana"/)
    expect(() => parseChainId('0x0')).toThrow(/invalid chain id/)
    expect(() => parseSignature('0xabc')).toThrow(/Wallet returned an invalid signature/)
    expect(() => parseTransactionHash('0x1234')).toThrow(/Wallet returned an invalid transaction hash/)
  })

  it('C-26 S-42 getProviderData: the provider throws → no accounts, undefined chain id, console.warn once', async () => {
    const { wallet } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    wallet.rejectNext('eth_accounts')
    expect(await getProviderData(wallet)).toEqual({ accounts: [], chainId: undefined })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(await getProviderData(wallet)).toEqual({ accounts: [ACCOUNT_0], chainId: 31337 })
  })

  it('a garbage account from eth_requestAccounts is a clear error, not a crash', async () => {
    const { adapter, wallet } = setup(false)
    wallet.garbageNext('eth_requestAccounts')
    await expect(adapter.connect({ connectorId })).rejects.toThrow(/Wallet returned an invalid address/)
  })

  it('a garbage chain id on connect falls back (C-26) and fails clearly when no network was requested', async () => {
    const { adapter, wallet } = setup(false)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    wallet.garbageNext('eth_chainId')
    await expect(adapter.connect({ connectorId })).rejects.toThrow(/Wallet did not report its chain id/)
  })

  it('garbage signatures and transaction hashes are clear errors', async () => {
    const { adapter, wallet } = setup()
    wallet.garbageNext('personal_sign')
    await expect(adapter.signMessage({ connectorId, address: ACCOUNT_0, message: 'hi' })).rejects.toThrow(
      /Wallet returned an invalid signature: "not-a-signature"/,
    )
    wallet.garbageNext('eth_signTypedData_v4')
    const typedData = {
      domain: {},
      types: { M: [{ name: 'a', type: 'uint256' }] },
      primaryType: 'M',
      message: { a: 1n },
    }
    await expect(adapter.signTypedData!({ connectorId, address: ACCOUNT_0, typedData })).rejects.toThrow(
      /invalid signature/,
    )
    wallet.garbageNext('eth_sendTransaction')
    const send = {
      connectorId,
      address: ACCOUNT_0,
      caipNetwork: evmNetwork(31337, chain.rpcUrl),
      to: ACCOUNT_1,
    }
    await expect(adapter.sendTransaction({ ...send, value: 1n })).rejects.toThrow(/invalid transaction hash/)
  })

  it('reconnect with garbage from the wallet resolves undefined with a warning', async () => {
    const { adapter, wallet } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    wallet.garbageNext('eth_accounts')
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('bad input from the app is rejected before the wallet is asked', async () => {
    const { adapter, wallet } = setup()
    const network = evmNetwork(31337, chain.rpcUrl)
    const before = wallet.requests.length
    await expect(adapter.signMessage({ connectorId, address: 'nope', message: 'x' })).rejects.toThrow(
      /address/,
    )
    await expect(
      adapter.sendTransaction({
        connectorId,
        address: ACCOUNT_0,
        caipNetwork: network,
        to: ACCOUNT_1,
        value: -1n,
      }),
    ).rejects.toThrow(/non-negative bigint/)
    await expect(
      adapter.sendTransaction({
        connectorId,
        address: ACCOUNT_0,
        caipNetwork: network,
        to: '0x1',
        value: 1n,
      }),
    ).rejects.toThrow(/recipient/)
    const solana = { ...network, chainNamespace: 'solana' as const, caipNetworkId: 'solana:x' as const }
    await expect(adapter.switchNetwork({ connectorId, caipNetwork: solana })).rejects.toThrow(
      /Not an EVM network/,
    )
    await expect(adapter.signTypedData!({ connectorId, address: ACCOUNT_0, typedData: 'x' })).rejects.toThrow(
      /typed data/,
    )
    expect(wallet.requests.length).toBe(before)
  })
})

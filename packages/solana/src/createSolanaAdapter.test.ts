import { ed25519 } from '@noble/curves/ed25519'
import { ConnectionRejectedError, InvalidWalletResponseError } from '@portico/core'
import {
  findFreePortPair,
  LAMPORTS_PER_SIGNATURE,
  SOLANA_PUSD,
  type SolanaDevnet,
  solanaDevnetKey,
  startSolanaDevnet,
} from '@portico/devnet/solana'
import {
  registerSolanaTestWallet,
  SOLANA_TEST_WALLET_NAME,
  type SolanaTestWallet,
} from '@portico/test-wallet/solana'
import { getBase58Encoder } from '@solana/kit'
import { registerWallet } from '@wallet-standard/wallet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LAMPORTS_PER_SOL } from './constants.js'
import { createSolanaAdapter, type SolanaAdapter } from './createSolanaAdapter.js'
import { solanaPorticoLocal } from './networks.js'
import { solBalance, tokenBalance } from './testing/devnetBalances.js'

// A real wallet-standard wallet (tools/test-wallet, real keys from the mnemonic) registered in jsdom's window,
// against the real devnet Solana (litesvm). Nothing is mocked.
let devnet: SolanaDevnet
let wallet: SolanaTestWallet
let adapter: SolanaAdapter
const network = solanaPorticoLocal
const [account0, account1] = [solanaDevnetKey(0).address, solanaDevnetKey(1).address]

function setUpAdapter(): SolanaAdapter {
  const created = createSolanaAdapter()
  created.setup({ networks: [network], getRpcUrl: () => devnet.rpcUrl })
  return created
}

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await findFreePortPair() })
  wallet = registerSolanaTestWallet({ rpcUrls: { 'solana:localnet': devnet.rpcUrl } })
  adapter = setUpAdapter()
})

afterAll(async () => {
  adapter?.destroy()
  await devnet?.stop()
})

const connect = () => adapter.connect({ connectorId: SOLANA_TEST_WALLET_NAME, caipNetwork: network })

describe('createSolanaAdapter over wallet-standard', () => {
  it('lists the registered Solana wallet as a connector named by its wallet-standard name', () => {
    const connector = adapter.getConnectors().find((c) => c.id === SOLANA_TEST_WALLET_NAME)
    expect(connector).toMatchObject({ type: 'ANNOUNCED', chain: 'solana', name: SOLANA_TEST_WALLET_NAME })
    expect(connector?.imageUrl).toMatch(/^data:image\//)
  })

  it('connects and answers account 0 of the mnemonic on solana:portico-local', async () => {
    const connection = await connect()
    expect(connection).toEqual({
      connectorId: SOLANA_TEST_WALLET_NAME,
      address: account0,
      chainId: 'portico-local',
      accounts: [{ namespace: 'solana', address: account0, type: 'eoa' }],
    })
  })

  it('E-09 reads the SOL balance (9 decimals) from the RPC', async () => {
    const lamports = await solBalance(devnet, account0)
    const { balance, symbol } = await adapter.getBalance({ address: account0, caipNetwork: network })
    expect(symbol).toBe('SOL')
    expect(BigInt(balance.replace('.', '').padEnd(balance.split('.')[0]!.length + 9, '0'))).toBe(lamports)
  })

  it('signs a message whose ed25519 signature verifies against the account key', async () => {
    const signature = await adapter.signMessage({
      connectorId: SOLANA_TEST_WALLET_NAME,
      address: account0,
      message: 'Hello from Portico',
    })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(
      ed25519.verify(bytes, new TextEncoder().encode('Hello from Portico'), solanaDevnetKey(0).publicKey),
    ).toBe(true)
  })

  it('G-06 sends 0.5 SOL through solana:signAndSendTransaction, with exact balance changes', async () => {
    const [fromBefore, toBefore] = [await solBalance(devnet, account0), await solBalance(devnet, account1)]
    const value = LAMPORTS_PER_SOL / 2n
    const signature = await adapter.sendTransaction({
      connectorId: SOLANA_TEST_WALLET_NAME,
      address: account0,
      caipNetwork: network,
      to: account1,
      value,
    })
    expect(devnet.chain.getRecord(signature as never)?.err).toBeNull()
    expect(await solBalance(devnet, account1)).toBe(toBefore + value)
    expect(await solBalance(devnet, account0)).toBe(fromBefore - value - LAMPORTS_PER_SIGNATURE)
    expect(wallet.calls).toContain('solana:signAndSendTransaction')
  })

  it("G-06 sends 2 pUSD (SPL), creating the receiver's token account when needed", async () => {
    const fresh = solanaDevnetKey(500).address
    const amount = 2n * 10n ** BigInt(SOLANA_PUSD.decimals)
    const before = await tokenBalance(devnet, account0)
    for (const to of [account1, fresh]) {
      const toBefore = await tokenBalance(devnet, to)
      await adapter.sendTokenTransfer({
        connectorId: SOLANA_TEST_WALLET_NAME,
        address: account0,
        caipNetwork: network,
        to,
        mint: devnet.seed.pusdMint,
        amount,
        decimals: SOLANA_PUSD.decimals,
      })
      expect(await tokenBalance(devnet, to)).toBe(toBefore + amount)
    }
    expect(await tokenBalance(devnet, account0)).toBe(before - 2n * amount)
  })

  it("G-06 core's Send path: transferToken (mint, decimals) then waitForTransaction resolves once confirmed", async () => {
    const amount = 2n * 10n ** BigInt(SOLANA_PUSD.decimals)
    const toBefore = await tokenBalance(devnet, account1)
    const params = {
      connectorId: SOLANA_TEST_WALLET_NAME,
      address: account0,
      caipNetwork: network,
      to: account1,
    }
    const signature = await adapter.transferToken?.({
      ...params,
      tokenAddress: devnet.seed.pusdMint,
      amount,
      decimals: SOLANA_PUSD.decimals,
    })
    await adapter.waitForTransaction?.({ caipNetwork: network, hash: signature as string })
    expect(await tokenBalance(devnet, account1)).toBe(toBefore + amount)
    await expect(
      adapter.transferToken?.({ ...params, tokenAddress: devnet.seed.pusdMint, amount }),
    ).rejects.toThrow('Invalid decimals')
  })

  it('follows account changes and a disconnect from the wallet', async () => {
    const changes: string[] = []
    const off = adapter.on('accountChanged', ({ address }) => changes.push(address))
    const disconnected = vi.fn()
    const offDisconnect = adapter.on('disconnect', disconnected)
    wallet.setAccount(1)
    expect(changes).toEqual([account1])
    wallet.setAccount(0)
    off()
    offDisconnect()
    expect(disconnected).not.toHaveBeenCalled()
  })

  it('reconnects after a reload without prompting, and answers undefined once the wallet revoked access', async () => {
    const reloaded = setUpAdapter()
    const calls = wallet.calls.length
    expect((await reloaded.reconnect({ connectorId: SOLANA_TEST_WALLET_NAME }))?.address).toBe(account0)
    expect(wallet.calls.slice(calls)).toEqual([])
    await reloaded.disconnect({ connectorId: SOLANA_TEST_WALLET_NAME })
    expect(await setUpAdapter().reconnect({ connectorId: SOLANA_TEST_WALLET_NAME })).toBeUndefined()
    expect(await reloaded.reconnect({ connectorId: 'No Such Wallet' })).toBeUndefined()
    reloaded.destroy()
    await connect()
  })
})

describe('createSolanaAdapter: bad input and bad wallets', () => {
  it('R-02 refuses an invalid receiver before asking the wallet', async () => {
    const calls = wallet.calls.length
    for (const to of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'not-base58-0OIl',
      '1111111111111111111111111111111111',
    ]) {
      await expect(
        adapter.sendTransaction({
          connectorId: SOLANA_TEST_WALLET_NAME,
          address: account0,
          caipNetwork: network,
          to,
          value: 1n,
        }),
      ).rejects.toThrow('Invalid receiver: expected a Solana address')
    }
    expect(wallet.calls.length).toBe(calls)
  })

  it('turns a wallet rejection into ConnectionRejectedError', async () => {
    wallet.rejectNext('solana:signMessage')
    await expect(
      adapter.signMessage({ connectorId: SOLANA_TEST_WALLET_NAME, address: account0, message: 'no' }),
    ).rejects.toBeInstanceOf(ConnectionRejectedError)
  })

  it('ignores malformed wallet-standard objects with a warning, and refuses garbage answers clearly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    registerWallet({
      name: '',
      version: '1.0.0',
      chains: ['solana:localnet'],
      features: {},
      accounts: [],
      icon: 'data:image/svg+xml,',
    } as never)
    const garbage = {
      version: '1.0.0',
      name: 'Garbage Wallet',
      icon: 'data:image/svg+xml;base64,AA==',
      chains: ['solana:localnet'],
      accounts: [],
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [{ address: 'garbage' }] }),
        },
      },
    }
    registerWallet(garbage as never)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([SOLANA_TEST_WALLET_NAME, 'Garbage Wallet'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has no name'))
    await expect(adapter.connect({ connectorId: 'Garbage Wallet' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
    await expect(
      adapter.signMessage({ connectorId: 'Garbage Wallet', address: account0, message: 'x' }),
    ).rejects.toThrow()
    warn.mockRestore()
  })
})

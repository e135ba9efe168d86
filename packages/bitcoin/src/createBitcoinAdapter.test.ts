// wallet-standard's registry needs only the page's events: a bare EventTarget stands in for `window` here,
// because under jsdom bitcoinjs-lib refuses the secp256k1 library (its byte checks fail across jsdom's realm).
import './testing/windowEvents.js'
import * as ecc from '@bitcoinerlab/secp256k1'
import { bitcoinTestnet, ConnectionRejectedError, InvalidWalletResponseError } from '@portico/core'
import {
  BITCOIN_TEST_WALLET_NAME,
  type BitcoinTestWallet,
  bitcoinTestKeys,
  createBitcoinTestWallet,
} from '@portico/test-wallet/bitcoin'
import { registerWallet } from '@wallet-standard/wallet'
import { Verifier } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinAdapter, createBitcoinAdapter } from './createBitcoinAdapter.js'

// A real wallet-standard wallet in sats-connect's shape (tools/test-wallet: real testnet keys from the mnemonic,
// BIP-322 with bip322-js, PSBTs with bitcoinjs-lib) registered in jsdom's window. There is no local Bitcoin
// chain, so nothing is broadcast: signatures are checked offline, which is what Bitcoin signatures allow.
let wallet: BitcoinTestWallet
let adapter: BitcoinAdapter
const [payment, ordinals] = bitcoinTestKeys(0)
const network = bitcoinTestnet

function setUpAdapter(): BitcoinAdapter {
  const created = createBitcoinAdapter()
  created.setup({ networks: [network], getRpcUrl: () => '' })
  return created
}

beforeAll(() => {
  wallet = createBitcoinTestWallet()
  registerWallet(wallet)
  adapter = setUpAdapter()
})

afterAll(() => adapter?.destroy())

/** Sends from the payment address through the adapter (the test wallet refuses sendTransfer: no chain). */
const send = (to: string) =>
  adapter.sendTransaction({
    connectorId: BITCOIN_TEST_WALLET_NAME,
    address: payment!.address,
    caipNetwork: network,
    to,
    value: 1_000n,
  })
/** Signs with the payment address through `connectorId`. */
const sign = (message: string, connectorId = BITCOIN_TEST_WALLET_NAME) =>
  adapter.signMessage({ connectorId, address: payment!.address, message })

describe('createBitcoinAdapter over wallet-standard and sats-connect', () => {
  it('lists the Bitcoin wallet as a connector named by its wallet-standard name', () => {
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: BITCOIN_TEST_WALLET_NAME, chain: 'bip122', type: 'ANNOUNCED' }),
    ])
  })

  it('E-22 connects the payment address only, as a payment account on Bitcoin testnet', async () => {
    const connection = await adapter.connect({ connectorId: BITCOIN_TEST_WALLET_NAME, caipNetwork: network })
    expect(connection.address).toBe(payment?.address)
    expect(connection.address).not.toBe(ordinals?.address)
    expect(connection.chainId).toBe('000000000933ea01ad0ee984209779ba')
    expect(connection.accounts).toEqual([
      { namespace: 'bip122', address: payment?.address, type: 'payment', publicKey: payment?.publicKey },
    ])
  })

  it('signs a BIP-322 message that bip322-js verifies', async () => {
    const address = payment!.address
    const signature = await adapter.signMessage({
      connectorId: BITCOIN_TEST_WALLET_NAME,
      address,
      message: 'Hello from Portico',
    })
    expect(Verifier.verifySignature(address, 'Hello from Portico', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Another message', signature)).toBe(false)
  })

  it('getAccountAddresses of an injected wallet lists its payment and ordinals addresses, filtered by intention', async () => {
    await expect(adapter.getAccountAddresses({ connectorId: BITCOIN_TEST_WALLET_NAME })).resolves.toEqual([
      { address: payment?.address, publicKey: payment?.publicKey, intention: 'payment' },
      { address: ordinals?.address, publicKey: ordinals?.publicKey, intention: 'ordinal' },
    ])
    await expect(
      adapter.getAccountAddresses({ connectorId: BITCOIN_TEST_WALLET_NAME, intentions: ['ordinal'] }),
    ).resolves.toEqual([{ address: ordinals?.address, publicKey: ordinals?.publicKey, intention: 'ordinal' }])
    await expect(
      adapter.getAccountAddresses({
        connectorId: BITCOIN_TEST_WALLET_NAME,
        intentions: 'payment' as unknown as string[],
      }),
    ).rejects.toThrow('Invalid intentions: expected an array of strings')
  })

  it('has the wallet sign a PSBT whose signature bitcoinjs-lib validates', async () => {
    bitcoin.initEccLib(ecc)
    const network = bitcoin.networks.testnet
    const output = bitcoin.payments.p2wpkh({ pubkey: Buffer.from(payment!.publicKey, 'hex'), network })
      .output!
    const psbt = new bitcoin.Psbt({ network })
    psbt.addInput({ hash: 'ab'.repeat(32), index: 1, witnessUtxo: { script: output, value: 100_000n } })
    psbt.addOutput({ address: payment!.address, value: 90_000n })
    const signed = await adapter.signPsbt({
      connectorId: BITCOIN_TEST_WALLET_NAME,
      psbt: psbt.toBase64(),
      signInputs: { [payment!.address]: [0] },
    })
    const result = bitcoin.Psbt.fromBase64(signed.psbt, { network })
    expect(
      result.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature)),
    ).toBe(true)
    result.finalizeAllInputs()
    expect(result.extractTransaction().ins).toHaveLength(1)
  })

  it('reconnects after a reload from the accounts the wallet still grants', async () => {
    expect((await setUpAdapter().reconnect({ connectorId: BITCOIN_TEST_WALLET_NAME }))?.address).toBe(
      payment?.address,
    )
    expect(await setUpAdapter().reconnect({ connectorId: 'No Such Wallet' })).toBeUndefined()
  })

  it('E-09 makes no balance request on bip122', async () => {
    const calls = wallet.calls.length
    await expect(adapter.getBalance({ address: payment!.address, caipNetwork: network })).rejects.toThrow(
      'E-09',
    )
    expect(wallet.calls.length).toBe(calls)
  })
})

/** An EVM address, a Solana address, a bech32 prefix alone, nothing. */
const INVALID_RECEIVERS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  'tb1',
  '',
]

describe('createBitcoinAdapter: bad input and bad wallets', () => {
  it('refuses invalid Bitcoin receivers before asking the wallet', async () => {
    const calls = wallet.calls.length
    for (const to of INVALID_RECEIVERS) {
      await expect(send(to)).rejects.toThrow('Invalid receiver: expected a Bitcoin address')
    }
    expect(wallet.calls.length).toBe(calls)
  })

  it('turns a rejection into ConnectionRejectedError and a wallet error into its message', async () => {
    wallet.rejectNext('signMessage')
    await expect(sign('no')).rejects.toBeInstanceOf(ConnectionRejectedError)
    await expect(send(ordinals!.address)).rejects.toThrow('The test wallet does not support sendTransfer')
  })

  it('ignores malformed wallets and refuses garbage answers clearly', async () => {
    registerWallet({
      name: 'No Provider',
      version: '1.0.0',
      icon: 'data:image/svg+xml,',
      chains: ['bip122:000000000933ea01ad0ee984209779ba'],
      features: {},
      accounts: [],
    } as never)
    const request = async (method: string) =>
      method === 'getAccounts'
        ? { status: 'success', result: [{ address: 'garbage', purpose: 'payment' }] }
        : 'garbage'
    registerWallet({
      name: 'Garbage Wallet',
      version: '1.0.0',
      icon: 'data:image/svg+xml,',
      chains: ['bip122:000000000933ea01ad0ee984209779ba'],
      features: { 'sats-connect:': { provider: { request } } },
      accounts: [],
    } as never)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([BITCOIN_TEST_WALLET_NAME, 'Garbage Wallet'])
    await expect(adapter.connect({ connectorId: 'Garbage Wallet' })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
    await expect(sign('x', 'Garbage Wallet')).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })
})

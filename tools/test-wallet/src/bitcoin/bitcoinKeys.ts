import * as ecc from '@bitcoinerlab/secp256k1'
import { DEV_MNEMONIC } from '@portico/core/dev'
import { mnemonicToSeedSync } from '@scure/bip39'
import { BIP32Factory } from 'bip32'
import * as bitcoin from 'bitcoinjs-lib'

/** The development mnemonic (the same as the EVM and Solana test wallets). */
export const BITCOIN_TEST_MNEMONIC = DEV_MNEMONIC

bitcoin.initEccLib(ecc)
const bip32 = BIP32Factory(ecc)

/** A Bitcoin testnet key of the test wallet. Development only: the mnemonic is public. */
export interface BitcoinTestKey {
  /** `payment` is native SegWit (P2WPKH, m/84'/1'/0'/0/n); `ordinals` is Taproot (P2TR, m/86'/1'/0'/0/n). */
  purpose: 'payment' | 'ordinals'
  address: string
  /** Compressed public key, hex (x-only for Taproot). */
  publicKey: string
  path: string
  privateKey: Uint8Array
  /** The key in WIF, for bip322-js. */
  wif: string
}

/** The payment and ordinals keys of account `index` on Bitcoin testnet. */
export function bitcoinTestKeys(index = 0, mnemonic = BITCOIN_TEST_MNEMONIC): BitcoinTestKey[] {
  const root = bip32.fromSeed(mnemonicToSeedSync(mnemonic), bitcoin.networks.testnet)
  const network = bitcoin.networks.testnet
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
  const paymentPath = `m/84'/1'/0'/0/${index}`
  const ordinalsPath = `m/86'/1'/0'/0/${index}`
  const payment = root.derivePath(paymentPath)
  const ordinals = root.derivePath(ordinalsPath)
  const xOnly = ordinals.publicKey.slice(1, 33)
  const paymentAddress = bitcoin.payments.p2wpkh({ pubkey: payment.publicKey, network }).address
  const ordinalsAddress = bitcoin.payments.p2tr({ internalPubkey: xOnly, network }).address
  if (!paymentAddress || !ordinalsAddress || !payment.privateKey || !ordinals.privateKey) {
    throw new Error(`could not derive Bitcoin account ${index}`)
  }
  return [
    {
      purpose: 'payment',
      address: paymentAddress,
      publicKey: hex(payment.publicKey),
      path: paymentPath,
      privateKey: payment.privateKey,
      wif: payment.toWIF(),
    },
    {
      purpose: 'ordinals',
      address: ordinalsAddress,
      publicKey: hex(xOnly),
      path: ordinalsPath,
      privateKey: ordinals.privateKey,
      wif: ordinals.toWIF(),
    },
  ]
}

import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Signer } from 'bip322-js'
import { type BitcoinTestKey, bitcoinTestKeys } from './bitcoinKeys.js'
import { signPsbt } from './signPsbt.js'

import {
  BITCOIN_TEST_WALLET_NAME,
  BITCOIN_TESTNET_CHAIN,
  BITCOIN_WALLET_ICON as ICON,
  SATS_CONNECT_FEATURE,
} from './walletIdentity.js'

export { BITCOIN_TEST_WALLET_NAME, BITCOIN_TESTNET_CHAIN, SATS_CONNECT_FEATURE }

/** A sats-connect answer: `{ status: 'success', result }` or `{ status: 'error', error }`. */
export type SatsConnectResponse =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } }

/** The wallet plus test controls. */
export type BitcoinTestWallet = Wallet & {
  /** The next request of `method` answers an error with code 4001 'User rejected the request.'. */
  rejectNext(method: string): void
  /** Every sats-connect method requested. */
  readonly calls: string[]
}

const failure = (code: number, message: string): SatsConnectResponse => ({
  status: 'error',
  error: { code, message },
})

/**
 * A wallet-standard Bitcoin wallet in sats-connect's shape (`request(method, params)` behind the
 * `sats-connect:` feature), with real testnet keys from the development mnemonic: `getAccounts`
 * (payment P2WPKH and ordinals P2TR), `signMessage` (BIP-322 with bip322-js), `signPsbt` (bitcoinjs-lib).
 * `sendTransfer` answers an error: there is no Bitcoin chain to take UTXOs from.
 */
export function createBitcoinTestWallet(
  options: { accountIndex?: number; connected?: boolean } = {},
): BitcoinTestWallet {
  const keys: BitcoinTestKey[] = bitcoinTestKeys(options.accountIndex ?? 0)
  let authorised = options.connected === true
  const rejections = new Set<string>()
  const calls: string[] = []
  const toAccount = (key: BitcoinTestKey): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'hex')),
      chains: [BITCOIN_TESTNET_CHAIN],
      features: [SATS_CONNECT_FEATURE],
    })
  const keyFor = (address: unknown) => keys.find((key) => key.address === address)

  async function request(method: string, params: Record<string, unknown> = {}): Promise<SatsConnectResponse> {
    calls.push(method)
    if (rejections.delete(method)) return failure(4001, 'User rejected the request.')
    try {
      if (method === 'getAccounts') {
        const purposes = Array.isArray(params.purposes) ? params.purposes : ['payment']
        authorised = true
        const result = keys
          .filter((key) => purposes.includes(key.purpose))
          .map(({ address, publicKey, purpose }) => ({
            address,
            publicKey,
            purpose,
            addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
          }))
        return { status: 'success', result }
      }
      if (!authorised) return failure(4100, 'The wallet is not connected')
      if (method === 'signMessage') {
        const key = keyFor(params.address)
        if (!key || typeof params.message !== 'string')
          return failure(-32602, "signMessage needs one of the wallet's addresses and a message")
        return {
          status: 'success',
          result: {
            address: key.address,
            signature: Signer.sign(key.wif, key.address, params.message),
            protocol: 'BIP322',
          },
        }
      }
      if (method === 'signPsbt') {
        if (
          typeof params.psbt !== 'string' ||
          typeof params.signInputs !== 'object' ||
          params.signInputs === null
        ) {
          return failure(-32602, 'signPsbt needs psbt (base64) and signInputs')
        }
        return {
          status: 'success',
          result: { psbt: signPsbt(params.psbt, params.signInputs as Record<string, number[]>, keys) },
        }
      }
      return failure(-32601, `The test wallet does not support ${method}`)
    } catch (error) {
      return failure(-32603, (error as Error).message)
    }
  }

  return {
    version: '1.0.0',
    name: BITCOIN_TEST_WALLET_NAME,
    icon: ICON,
    chains: [BITCOIN_TESTNET_CHAIN],
    features: { [SATS_CONNECT_FEATURE]: { provider: { request } } },
    get accounts() {
      return authorised ? keys.map(toAccount) : []
    },
    calls,
    rejectNext(method) {
      rejections.add(method)
    },
  }
}

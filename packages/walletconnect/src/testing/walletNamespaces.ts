import type { Eip1193Provider } from '@portico/core'
import {
  type Bip122HandlerOptions,
  type BitcoinTestKey,
  bip122WalletConnectHandler,
} from '@portico/test-wallet/bitcoin'
import { type SolanaTestKey, signWireTransaction } from '@portico/test-wallet/solana'
import { base58, base64 } from '@scure/base'
import { NAMESPACE_METHODS } from '../constants.js'
import type { WalletNamespace } from './createPorticoWallet.js'

/** A JSON-RPC error the wallet answers with (`code` goes into the answer). */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const invalidParams = (message: string) => rpcError(-32602, message)

/**
 * The eip155 side of our test wallet: `signer` (tools/test-wallet's createTestWallet, real keys on anvil)
 * answers each request on the requested chain, switching to it first.
 */
export async function evmWalletNamespace(
  signer: Eip1193Provider,
  chainIds: readonly number[],
): Promise<WalletNamespace> {
  const [address] = (await signer.request({ method: 'eth_requestAccounts' })) as string[]
  if (!address) throw new Error('The signer has no account')
  return {
    chains: chainIds.map((id) => `eip155:${id}`),
    address,
    methods: NAMESPACE_METHODS.eip155.methods,
    events: NAMESPACE_METHODS.eip155.events,
    async handle(method, params, chainId) {
      const hex = `0x${Number(chainId.split(':')[1]).toString(16)}`
      if (method !== 'wallet_switchEthereumChain')
        await signer.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] })
      return signer.request({ method, params: params as unknown[] })
    },
  }
}

/**
 * The solana side of our test wallet, with the test wallet's key (tools/test-wallet's `solanaTestKey`), in
 * the WalletConnect Solana RPC shapes: `solana_signMessage` `{ message: base58, pubkey }` → `{ signature }`,
 * `solana_signTransaction` `{ transaction: base64 wire }` → `{ signature, transaction }` (signature base58),
 * `solana_getAccounts` / `solana_requestAccounts` → `[{ pubkey }]`.
 */
export function solanaWalletNamespace(key: SolanaTestKey, chains: readonly string[]): WalletNamespace {
  return {
    chains,
    address: key.address,
    methods: NAMESPACE_METHODS.solana.methods,
    events: NAMESPACE_METHODS.solana.events,
    async handle(method, params) {
      const p = (params ?? {}) as { message?: unknown; pubkey?: unknown; transaction?: unknown }
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: key.address }]
        case 'solana_signMessage': {
          if (typeof p.message !== 'string') throw invalidParams('message must be base58')
          if (p.pubkey !== undefined && p.pubkey !== key.address) throw invalidParams('unknown pubkey')
          return { signature: base58.encode(key.sign(base58.decode(p.message))) }
        }
        case 'solana_signTransaction': {
          if (typeof p.transaction !== 'string') throw invalidParams('transaction must be base64')
          const signed = signWireTransaction(base64.decode(p.transaction), key)
          return { signature: base58.encode(signed.signature), transaction: base64.encode(signed.wire) }
        }
        default:
          throw rpcError(4200, `The test wallet does not support ${method}`)
      }
    },
  }
}

/**
 * The bip122 side of our test wallet: tools/test-wallet's Bitcoin testnet keys answering the WalletConnect
 * Bitcoin methods (`signMessage` with bip322-js or BIP-137, `sendTransfer` with bitcoinjs-lib,
 * `getAccountAddresses`, `signPsbt`); the account is the payment (P2WPKH) address.
 */
export function bitcoinWalletNamespace(
  keys: BitcoinTestKey[],
  chains: readonly string[],
  options: Bip122HandlerOptions = {},
): WalletNamespace {
  const payment = keys.find((key) => key.purpose === 'payment')
  if (!payment) throw new Error('The test wallet needs a payment key')
  const handle = bip122WalletConnectHandler(keys, options)
  return {
    chains,
    address: payment.address,
    methods: NAMESPACE_METHODS.bip122.methods,
    events: NAMESPACE_METHODS.bip122.events,
    handle: (method, params) => handle(method, params),
  }
}

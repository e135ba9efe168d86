import { type CaipNetwork, InvalidWalletResponseError } from '@portico/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { WalletFeatures } from './constants.js'
import { solanaRpc } from './rpc.js'
import type { Lifetime } from './transfers.js'
import { accountFor, feature, signatureOf, walletError } from './walletCalls.js'
import { walletChain } from './walletChain.js'

type Transfers = typeof import('./transfers.js')

/** Loads the transaction builders (and @solana/kit) on first use only. */
export const loadTransfers = (): Promise<Transfers> => import('./transfers.js')

/**
 * Has `wallet` sign and send an unsigned wire transaction built by `build`: through
 * `solana:signAndSendTransaction` when the wallet has it, else `solana:signTransaction` and the RPC's
 * `sendTransaction`. Returns the transaction signature (base58).
 */
export async function signAndSend(
  wallet: Wallet,
  from: string,
  network: CaipNetwork,
  rpcUrl: string,
  build: (transfers: Transfers, lifetime: Lifetime) => Uint8Array | Promise<Uint8Array>,
): Promise<string> {
  const account = accountFor(wallet, from)
  const chain = walletChain(network)
  const transfers = await loadTransfers()
  const { value: lifetime } = await solanaRpc<{ value: Lifetime }>(rpcUrl, 'getLatestBlockhash', [
    { commitment: 'confirmed' },
  ])
  const transaction = await build(transfers, lifetime)
  try {
    if (WalletFeatures.signAndSendTransaction in wallet.features) {
      const { signAndSendTransaction } = feature<
        SolanaSignAndSendTransactionFeature[typeof WalletFeatures.signAndSendTransaction]
      >(wallet, WalletFeatures.signAndSendTransaction, 'signAndSendTransaction')
      const [output] = await signAndSendTransaction({ account, chain, transaction })
      return transfers.base58(signatureOf(output?.signature, 'transaction signature'))
    }
    const { signTransaction } = feature<SolanaSignTransactionFeature[typeof WalletFeatures.signTransaction]>(
      wallet,
      WalletFeatures.signTransaction,
      'signTransaction',
    )
    const [output] = await signTransaction({ account, chain, transaction })
    if (!(output?.signedTransaction instanceof Uint8Array)) {
      throw new InvalidWalletResponseError('Wallet returned no signed transaction')
    }
    return await solanaRpc<string>(rpcUrl, 'sendTransaction', [
      transfers.base64(output.signedTransaction),
      { encoding: 'base64' },
    ])
  } catch (error) {
    throw walletError(error)
  }
}

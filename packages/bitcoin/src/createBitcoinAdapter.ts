import {
  BaseError,
  type CaipNetwork,
  type ChainAdapter,
  InvalidWalletResponseError,
  ValidationError,
  walletStandardBase,
} from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { paymentAccounts, toAccounts } from './accounts.js'
import { assertBitcoinAddress } from './address.js'
import { BITCOIN_NAMESPACE, PAYMENT_PURPOSE } from './constants.js'
import { bitcoinConnector, isBitcoinWallet } from './discovery.js'
import { satsRequest } from './satsConnect.js'

/** Parameters of `BitcoinAdapter.signPsbt`. */
export type SignPsbtParameters = {
  connectorId: string
  /** The PSBT, base64. */
  psbt: string
  /** Input indexes to sign, per address of the wallet. */
  signInputs: Record<string, number[]>
  /** Let the wallet broadcast the signed transaction (default false). */
  broadcast?: boolean
}

/** The Bitcoin adapter: a {@link ChainAdapter} plus `signPsbt` and `destroy()`. */
export type BitcoinAdapter = ChainAdapter & {
  /** Has the wallet sign a PSBT; resolves with the signed PSBT (base64) and the txid when broadcast. */
  signPsbt(params: SignPsbtParameters): Promise<{ psbt: string; txid?: string }>
  destroy(): void
}

const SOURCE = '@portico/bitcoin'

/**
 * Creates the `bip122` adapter over wallet-standard and sats-connect: it lists the page's Bitcoin wallets,
 * connects their payment address (E-22), signs messages (BIP-322) and PSBTs and sends transfers. It makes no
 * balance request (E-09). Safe to create during SSR.
 */
export function createBitcoinAdapter(): BitcoinAdapter {
  const base = walletStandardBase<Wallet>({
    source: SOURCE,
    registry: getWallets,
    accept: isBitcoinWallet,
    toConnector: bitcoinConnector,
  })
  const { walletOf, wallets } = base

  const connection = (
    connectorId: string,
    accounts: Parameters<typeof toAccounts>[0],
    network?: CaipNetwork,
  ) => base.connection(connectorId, toAccounts(accounts), network)

  const adapter: BitcoinAdapter = {
    namespace: BITCOIN_NAMESPACE,

    ...base.members,

    async connect({ connectorId, caipNetwork }) {
      const wallet = walletOf(connectorId)
      const result = await satsRequest(wallet, 'getAccounts', { purposes: [PAYMENT_PURPOSE] })
      return connection(connectorId, paymentAccounts(result), caipNetwork)
    },

    async reconnect({ connectorId }) {
      const wallet = wallets.get(connectorId)
      // sats-connect has no silent connect: only a wallet that still lists the accounts it granted reconnects.
      const granted = wallet?.accounts.map(({ address, publicKey }) => ({
        address,
        publicKey: Array.from(publicKey, (byte) => byte.toString(16).padStart(2, '0')).join(''),
        purpose: PAYMENT_PURPOSE,
      }))
      const payment = granted?.filter((account) => /^(bc1q|tb1q|bcrt1q|[123mn])/.test(account.address)) ?? []
      return payment.length > 0 ? connection(connectorId, payment) : undefined
    },

    async disconnect({ connectorId }) {
      const wallet = wallets.get(connectorId)
      if (!wallet) return
      try {
        await satsRequest(wallet, 'wallet_renouncePermissions', undefined)
      } catch {
        // Not every wallet supports renouncing; the app forgets the connection either way.
      }
    },

    async switchNetwork({ connectorId }) {
      walletOf(connectorId)
    },

    async getBalance() {
      throw new BaseError('Balances are not available on bip122 (E-09)', { category: 'CONFIGURATION' })
    },

    async signMessage({ connectorId, address, message }) {
      assertBitcoinAddress(address, 'address')
      if (typeof message !== 'string') throw new ValidationError('Invalid message: expected a string')
      const result = await satsRequest(walletOf(connectorId), 'signMessage', {
        address,
        message,
        protocol: 'BIP322',
      })
      const signature = (result as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || signature === '') {
        throw new InvalidWalletResponseError('Wallet returned no message signature')
      }
      return signature
    },

    async sendTransaction({ connectorId, to, value }) {
      assertBitcoinAddress(to, 'receiver')
      if (typeof value !== 'bigint' || value <= 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new ValidationError('Invalid value: expected satoshis above 0')
      }
      const result = await satsRequest(walletOf(connectorId), 'sendTransfer', {
        recipients: [{ address: to, amount: Number(value) }],
      })
      const txid = (result as { txid?: unknown } | null)?.txid
      if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/i.test(txid)) {
        throw new InvalidWalletResponseError('Wallet returned no transaction id')
      }
      return txid
    },

    async signPsbt({ connectorId, psbt, signInputs, broadcast = false }) {
      if (typeof psbt !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(psbt)) {
        throw new ValidationError('Invalid psbt: expected base64')
      }
      for (const address of Object.keys(signInputs ?? {})) assertBitcoinAddress(address, 'signInputs address')
      const result = await satsRequest(walletOf(connectorId), 'signPsbt', { psbt, signInputs, broadcast })
      const signed = result as { psbt?: unknown; txid?: unknown } | null
      if (typeof signed?.psbt !== 'string')
        throw new InvalidWalletResponseError('Wallet returned no signed PSBT')
      return { psbt: signed.psbt, ...(typeof signed.txid === 'string' ? { txid: signed.txid } : {}) }
    },

    destroy() {
      wallets.stop()
    },
  }
  return adapter
}

import {
  BaseError,
  type CaipNetwork,
  type ChainAdapter,
  ValidationError,
  WALLET_CONNECT_CONNECTOR_ID,
  walletStandardBase,
} from '@portico/core'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { assertSolanaAddress } from './address.js'
import { getSolBalance } from './balance.js'
import { waitForSignature } from './confirmation.js'
import { SOLANA_NAMESPACE, WalletFeatures } from './constants.js'
import { isSolanaWallet, walletConnector, walletProblem } from './discovery.js'
import { loadTransfers, signAndSend } from './sendTransfer.js'
import type { TokenTransfer } from './transfers.js'
import { accountFor, feature, signatureOf, solanaAccounts, toAccounts, walletError } from './walletCalls.js'
import { walletChain } from './walletChain.js'
import { walletConnectSolanaWallet } from './walletConnectWallet.js'

/** Parameters of `SolanaAdapter.sendTokenTransfer`. */
export type SendTokenTransferParameters = {
  connectorId: string
  address: string
  caipNetwork: CaipNetwork
  to: string
} & TokenTransfer

/** The Solana adapter: a {@link ChainAdapter} plus SPL transfers and `destroy()`. */
export type SolanaAdapter = ChainAdapter & {
  /** G-06: sends `amount` base units of an SPL token; resolves with the transaction signature. */
  sendTokenTransfer(params: SendTokenTransferParameters): Promise<string>
  /** Stops wallet discovery and every wallet listener. */
  destroy(): void
}

/**
 * Creates the `solana` adapter over wallet-standard: it lists the page's Solana wallets (`@wallet-standard/app`),
 * connects, reconnects silently, follows account changes, signs messages and sends SOL and SPL transfers. The
 * Solana libraries that build transactions load on the first send. Safe to create during SSR.
 *
 * @example
 * const portico = createPortico({ adapters: [createEvmAdapter(), createSolanaAdapter()], networks: [...] })
 */
const SOURCE = '@portico/solana'

export function createSolanaAdapter(): SolanaAdapter {
  const subscriptions = new Map<string, () => void>()
  const base = walletStandardBase<Wallet>({
    source: SOURCE,
    registry: getWallets,
    accept: isSolanaWallet,
    reject: walletProblem,
    toConnector: walletConnector,
    onRemove: (name: string) => unlisten(name),
  })
  const { emitter, walletOf, wallets, find } = base

  function rpcUrl(network: CaipNetwork): string {
    const context = base.context()
    if (!context) throw new BaseError('createSolanaAdapter: setup() must run first')
    walletChain(network)
    return context.getRpcUrl(network)
  }

  function unlisten(connectorId: string): void {
    subscriptions.get(connectorId)?.()
    subscriptions.delete(connectorId)
  }

  function listen(connectorId: string, wallet: Wallet): void {
    unlisten(connectorId)
    if (!(WalletFeatures.events in wallet.features)) return
    const { on } = feature<StandardEventsFeature[typeof WalletFeatures.events]>(
      wallet,
      WalletFeatures.events,
      'on',
    )
    const off = on('change', (properties) => {
      if (!properties || !('accounts' in properties)) return
      let accounts: ReturnType<typeof solanaAccounts>
      try {
        accounts = solanaAccounts(properties.accounts)
      } catch (error) {
        console.warn(`@portico/solana: ${wallet.name} sent an invalid change event`, error)
        return
      }
      const [first] = accounts
      if (!first) {
        unlisten(connectorId)
        emitter.emit('disconnect', { connectorId })
      } else
        emitter.emit('accountChanged', {
          connectorId,
          address: first.address,
          accounts: toAccounts(accounts),
        })
    })
    subscriptions.set(connectorId, typeof off === 'function' ? off : () => {})
  }

  const connection = (
    connectorId: string,
    accounts: Parameters<typeof toAccounts>[0],
    network?: CaipNetwork,
  ) => base.connection(connectorId, toAccounts(accounts), network)

  const adapter: SolanaAdapter = {
    namespace: SOLANA_NAMESPACE,

    ...base.members,

    async connect({ connectorId, caipNetwork }) {
      const wallet = walletOf(connectorId)
      if (caipNetwork) walletChain(caipNetwork)
      const { connect } = feature<StandardConnectFeature[typeof WalletFeatures.connect]>(
        wallet,
        WalletFeatures.connect,
        'connect',
      )
      let output: unknown
      try {
        output = await connect()
      } catch (error) {
        throw walletError(error)
      }
      const accounts = solanaAccounts((output as { accounts?: unknown } | undefined)?.accounts)
      const result = connection(connectorId, accounts, caipNetwork)
      listen(connectorId, wallet)
      return result
    },

    addWalletConnect(connector) {
      base.attach(WALLET_CONNECT_CONNECTOR_ID, walletConnectSolanaWallet(connector))
    },

    async reconnect({ connectorId }) {
      const wallet = find(connectorId)
      if (!wallet) return undefined
      let accounts = solanaAccounts(wallet.accounts)
      if (accounts.length === 0) {
        const { connect } = feature<StandardConnectFeature[typeof WalletFeatures.connect]>(
          wallet,
          WalletFeatures.connect,
          'connect',
        )
        try {
          accounts = solanaAccounts((await connect({ silent: true }))?.accounts)
        } catch {
          return undefined
        }
      }
      if (accounts.length === 0) return undefined
      listen(connectorId, wallet)
      return connection(connectorId, accounts)
    },

    async disconnect({ connectorId }) {
      unlisten(connectorId)
      const wallet = find(connectorId)
      if (!wallet || !(WalletFeatures.disconnect in wallet.features)) return
      try {
        const { disconnect } = feature<StandardDisconnectFeature[typeof WalletFeatures.disconnect]>(
          wallet,
          WalletFeatures.disconnect,
          'disconnect',
        )
        await disconnect()
      } catch {
        // The app forgets the connection either way.
      }
    },

    async switchNetwork({ connectorId, caipNetwork }) {
      // Solana wallets are not switched: each transaction names its chain. Only check both exist.
      walletOf(connectorId)
      walletChain(caipNetwork)
    },

    getBalance: ({ address, caipNetwork }) => getSolBalance(rpcUrl(caipNetwork), address, caipNetwork),

    async signMessage({ connectorId, address, message }) {
      if (typeof message !== 'string') throw new ValidationError('Invalid message: expected a string')
      const wallet = walletOf(connectorId)
      const account = accountFor(wallet, address)
      const { signMessage } = feature<SolanaSignMessageFeature[typeof WalletFeatures.signMessage]>(
        wallet,
        WalletFeatures.signMessage,
        'signMessage',
      )
      let output: unknown
      try {
        ;[output] = await signMessage({ account, message: new TextEncoder().encode(message) })
      } catch (error) {
        throw walletError(error)
      }
      const signature = signatureOf(
        (output as { signature?: unknown } | undefined)?.signature,
        'message signature',
      )
      return (await loadTransfers()).base58(signature)
    },

    async sendTransaction({ connectorId, address, caipNetwork, to, value }) {
      assertSolanaAddress(to, 'receiver')
      if (typeof value !== 'bigint' || value <= 0n)
        throw new ValidationError('Invalid value: expected lamports above 0')
      return signAndSend(
        walletOf(connectorId),
        address,
        caipNetwork,
        rpcUrl(caipNetwork),
        (transfers, lifetime) => transfers.solTransfer(address, to, value, lifetime),
      )
    },

    async sendTokenTransfer({ connectorId, address, caipNetwork, to, ...token }) {
      assertSolanaAddress(to, 'receiver')
      assertSolanaAddress(token.mint, 'mint')
      if (typeof token.amount !== 'bigint' || token.amount <= 0n)
        throw new ValidationError('Invalid amount: expected base units above 0')
      if (!Number.isInteger(token.decimals) || token.decimals < 0 || token.decimals > 255) {
        throw new ValidationError('Invalid decimals: expected an integer from 0 to 255')
      }
      return signAndSend(
        walletOf(connectorId),
        address,
        caipNetwork,
        rpcUrl(caipNetwork),
        (transfers, lifetime) => transfers.tokenTransfer(address, to, token, lifetime),
      )
    },

    /** G-06 through core's Send: an SPL transfer of the mint `tokenAddress` (core passes the decimals). */
    transferToken({ connectorId, address, caipNetwork, tokenAddress, to, amount, decimals }) {
      if (decimals === undefined) {
        return Promise.reject(
          new ValidationError('Invalid decimals: an SPL transfer needs the token decimals'),
        )
      }
      return adapter.sendTokenTransfer({
        connectorId,
        address,
        caipNetwork,
        to,
        mint: tokenAddress,
        amount,
        decimals,
      })
    },

    waitForTransaction: ({ caipNetwork, hash }) => waitForSignature(rpcUrl(caipNetwork), hash),

    destroy() {
      wallets.stop()
      for (const connectorId of [...subscriptions.keys()]) unlisten(connectorId)
    },
  }
  return adapter
}

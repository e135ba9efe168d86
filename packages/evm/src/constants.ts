import { ProviderErrorCodes } from '@portico/core'

/** The chain namespace this adapter serves. */
export const EVM_NAMESPACE = 'eip155'

/** The generic injected connector (`window.ethereum`); core hides it on desktop (C-10, C-11). */
export const INJECTED_CONNECTOR_ID = 'injected'
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

/** EIP-6963 event names. */
export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

/** D-23: wallet chain error codes. */
export const WalletChainErrorCodes = {
  /** The wallet does not know the chain: add it with `wallet_addEthereumChain`, then switch again. */
  UNRECOGNIZED_CHAIN: ProviderErrorCodes.UNRECOGNIZED_CHAIN,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

/**
 * EIP-1193 `disconnect` code some wallets (MetaMask) emit while they reconnect to another chain; it is not
 * a real disconnect and is ignored.
 */
export const TRANSIENT_DISCONNECT_CODE = 1013

/**
 * How often the adapter asks the chain (through the gateway's RPC proxy) for a new block while the Account
 * view watches it: one `eth_blockNumber` per interval, cheaper than any wallet subscription (most EIP-1193
 * wallets have none). viem's own default for HTTP.
 */
export const BLOCK_POLL_INTERVAL_MS = 4_000

/** How often a sent transaction's receipt is asked for until it is mined (the first ask is at once). */
export const RECEIPT_POLL_INTERVAL_MS = 1_000

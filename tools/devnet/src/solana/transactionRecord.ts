import type { Address, Signature } from '@solana/kit'
import type { UiTokenAmount } from './tokenAccounts.js'
import type { TransactionErrorJson } from './transactionError.js'

/** A token balance before or after a transaction, as Solana's transaction meta lists it. */
export interface TokenBalanceJson {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

/** What the devnet remembers of a processed transaction. */
export interface TransactionRecord {
  signature: Signature
  slot: bigint
  /** Unix time in seconds. */
  blockTime: number
  err: TransactionErrorJson | null
  /** The transaction as it was sent (wire format). */
  wire: Uint8Array
  accountKeys: Address[]
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalanceJson[]
  postTokenBalances: TokenBalanceJson[]
  logMessages: string[]
  computeUnitsConsumed: bigint
}

/** Something that happened on the devnet chain; the WebSocket subscriptions follow these. */
export type ChainEvent =
  | { type: 'transaction'; record: TransactionRecord }
  | { type: 'slot'; slot: bigint; parent: bigint }

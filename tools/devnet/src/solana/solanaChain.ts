import {
  type Address,
  type Blockhash,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { BLOCKHASH_VALIDITY_BLOCKS, LAMPORTS_PER_SIGNATURE } from './constants.js'
import { RPC_ERROR, RpcError } from './rpcError.js'
import { decodeMint, decodeTokenAccount, type UiTokenAmount, uiTokenAmount } from './tokenAccounts.js'
import { transactionErrorJson } from './transactionError.js'
import type { ChainEvent, TokenBalanceJson, TransactionRecord } from './transactionRecord.js'

/** A transaction decoded from its wire bytes, with what the chain needs of its message. */
export interface DecodedTransaction {
  transaction: Transaction
  signature: Signature
  accountKeys: Address[]
  recentBlockhash: string
  signatureCount: number
}

/** Decodes a wire transaction; malformed bytes become an `invalid params` JSON-RPC error. */
export function decodeTransaction(wire: Uint8Array, requireSignature = true): DecodedTransaction {
  try {
    const transaction = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const feePayer = message.staticAccounts[0]
    if (!feePayer) throw new Error('the message names no fee payer')
    const firstSignature = transaction.signatures[feePayer] ?? (requireSignature ? null : new Uint8Array(64))
    if (!firstSignature) throw new Error('the fee payer has no signature')
    return {
      transaction,
      signature: getBase58Decoder().decode(firstSignature) as Signature,
      accountKeys: [...message.staticAccounts],
      recentBlockhash: message.lifetimeToken,
      signatureCount: message.header.numSignerAccounts,
    }
  } catch (error) {
    throw new RpcError(
      RPC_ERROR.invalidParams,
      `Invalid params: failed to deserialize transaction: ${(error as Error).message}`,
    )
  }
}

/** The result of a simulation: Solana's `simulateTransaction` value. */
export interface SimulationResult {
  err: ReturnType<typeof transactionErrorJson> | null
  logs: string[]
  unitsConsumed: bigint
  accounts: EncodedAccount[]
}

/**
 * The devnet's Solana chain: a litesvm runtime plus what a JSON-RPC node keeps beside it (slots, a window of
 * valid blockhashes, the transaction history by signature and by address) and events for subscriptions.
 * Every processed transaction is its own block: the slot advances and a new blockhash starts.
 */
export class SolanaChain {
  readonly svm: LiteSVM
  #slot = 1n
  #blockhashes = new Map<string, bigint>()
  #records = new Map<Signature, TransactionRecord>()
  #byAddress = new Map<Address, Signature[]>()
  #listeners = new Set<(event: ChainEvent) => void>()

  constructor() {
    // The devnet checks blockhashes itself (any of the last 150 blocks, as a validator does); litesvm accepts
    // only its latest one.
    this.svm = new LiteSVM().withSigverify(true).withBlockhashCheck(false).withTransactionHistory(0n)
    this.svm.warpToSlot(this.#slot)
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot)
  }

  get slot(): bigint {
    return this.#slot
  }

  get transactionCount(): number {
    return this.#records.size
  }

  /** The latest blockhash and the last block height at which it is still accepted. */
  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return {
      blockhash,
      lastValidBlockHeight: (this.#blockhashes.get(blockhash) ?? this.#slot) + BLOCKHASH_VALIDITY_BLOCKS,
    }
  }

  isBlockhashValid(blockhash: string): boolean {
    const slot = this.#blockhashes.get(blockhash)
    return slot !== undefined && slot + BLOCKHASH_VALIDITY_BLOCKS >= this.#slot
  }

  /** Follows transactions and slots; returns the function that stops following. */
  subscribe(listener: (event: ChainEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  getAccount(address: Address): EncodedAccount | undefined {
    const account = this.svm.getAccount(address)
    return account.exists ? account : undefined
  }

  /** Decimals of `mint`, or `undefined` when it is not an SPL mint. */
  mintDecimals = (mint: Address): number | undefined => {
    const account = this.getAccount(mint)
    return account && decodeMint(account)?.decimals
  }

  /** The balance of an SPL token account, or `undefined` when `address` is not one. */
  tokenBalance(
    address: Address,
  ): (UiTokenAmount & { mint: Address; owner: Address; programId: Address }) | undefined {
    const account = this.getAccount(address)
    const token = account && decodeTokenAccount(account)
    const decimals = token && this.mintDecimals(token.mint)
    if (!account || !token || decimals === undefined) return undefined
    return {
      ...uiTokenAmount(token.amount, decimals),
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
    }
  }

  getRecord(signature: Signature): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  /** Signatures of the transactions that named `address`, newest first. */
  signaturesFor(address: Address): readonly Signature[] {
    return this.#byAddress.get(address) ?? []
  }

  /**
   * Runs `wire` without committing it. `sigVerify: false` skips the signature check (wallets simulate unsigned
   * transactions to estimate compute units); `replaceRecentBlockhash` accepts any blockhash.
   */
  simulate(
    wire: Uint8Array,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): SimulationResult {
    const decoded = decodeTransaction(wire, options.sigVerify !== false)
    if (!options.replaceRecentBlockhash && !this.isBlockhashValid(decoded.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, accounts: [] }
    }
    if (options.sigVerify === false) this.svm.withSigverify(false)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(decoded.transaction)
    } finally {
      this.svm.withSigverify(true)
    }
    const meta = result.meta()
    return {
      err: result instanceof FailedTransactionMetadata ? transactionErrorJson(result) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      accounts: result instanceof FailedTransactionMetadata ? [] : result.postAccounts(),
    }
  }

  /**
   * Processes `wire` in a new block. With `preflight`, a transaction that would fail is refused with Solana's
   * `Transaction simulation failed` error and changes nothing; without, a failed transaction is recorded with
   * its error (and its fee charged) as a validator does.
   * @throws {RpcError} for malformed bytes, an unknown blockhash, a bad signature or a failed preflight.
   */
  process(wire: Uint8Array, preflight = true): TransactionRecord {
    const decoded = decodeTransaction(wire)
    if (this.#records.has(decoded.signature)) throw preflightError('AlreadyProcessed', [])
    if (!this.isBlockhashValid(decoded.recentBlockhash)) throw preflightError('BlockhashNotFound', [])
    if (preflight) {
      const simulation = this.simulate(wire)
      if (simulation.err) throw preflightError(simulation.err, simulation.logs, simulation.unitsConsumed)
    }
    const preBalances = decoded.accountKeys.map((key) => this.svm.getBalance(key) ?? 0n)
    const preTokenBalances = this.#tokenBalances(decoded.accountKeys)
    const result = this.svm.sendTransaction(decoded.transaction)
    const failed = result instanceof FailedTransactionMetadata ? result : undefined
    const err = failed ? transactionErrorJson(failed) : null
    if (failed && !(typeof err === 'object' && err !== null && 'InstructionError' in err)) {
      // Refused before execution (signature, fee payer, …): nothing landed, as a validator would drop it.
      throw preflightError(err ?? 'SanitizeFailure', failed.meta().logs())
    }
    const meta = failed ? failed.meta() : (result as Exclude<typeof result, FailedTransactionMetadata>)
    const record: TransactionRecord = {
      signature: decoded.signature,
      slot: this.#slot,
      blockTime: Math.floor(Date.now() / 1000),
      err,
      wire,
      accountKeys: decoded.accountKeys,
      fee: LAMPORTS_PER_SIGNATURE * BigInt(decoded.signatureCount),
      preBalances,
      postBalances: decoded.accountKeys.map((key) => this.svm.getBalance(key) ?? 0n),
      preTokenBalances,
      postTokenBalances: this.#tokenBalances(decoded.accountKeys),
      logMessages: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    }
    this.#commit(record)
    return record
  }

  #commit(record: TransactionRecord): void {
    this.#records.set(record.signature, record)
    for (const key of new Set(record.accountKeys)) {
      const list = this.#byAddress.get(key) ?? []
      list.unshift(record.signature)
      this.#byAddress.set(key, list)
    }
    const parent = this.#slot
    this.#slot += 1n
    this.svm.warpToSlot(this.#slot)
    this.svm.expireBlockhash()
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot)
    for (const [hash, slot] of this.#blockhashes) {
      if (slot + BLOCKHASH_VALIDITY_BLOCKS < this.#slot) this.#blockhashes.delete(hash)
    }
    this.#emit({ type: 'transaction', record })
    this.#emit({ type: 'slot', slot: this.#slot, parent })
  }

  #emit(event: ChainEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event)
      } catch {
        // A subscriber's failure must not stop the chain or the other subscribers.
      }
    }
  }

  #tokenBalances(keys: Address[]): TokenBalanceJson[] {
    return keys.flatMap((key, accountIndex) => {
      const balance = this.tokenBalance(key)
      if (!balance) return []
      const { mint, owner, programId, ...amount } = balance
      return [{ accountIndex, mint, owner, programId, uiTokenAmount: amount }]
    })
  }
}

/** Solana's preflight failure: `-32002 Transaction simulation failed: …` with the error and logs as data. */
function preflightError(err: unknown, logs: string[], unitsConsumed = 0n): RpcError {
  const text = typeof err === 'string' ? err : JSON.stringify(err)
  return new RpcError(RPC_ERROR.sendTransactionPreflightFailure, `Transaction simulation failed: ${text}`, {
    err,
    logs,
    accounts: null,
    unitsConsumed,
    returnData: null,
  })
}

import { TRANSFER_TOPIC } from '../abi.js'
import {
  decodeTransfer,
  hash,
  obj,
  type RangeData,
  type TransferRow,
  type TxRow,
  txRow,
} from '../blockSource.js'
import { type ChainRpc, ChainRpcError, hexToNumber, type RpcCall, toHex } from '../chainRpc.js'
import { isRangeRefusal, type LogSpan } from './logSpan.js'
import { type NativeSource, nativeTransactions, RangeRefusedError } from './nativeSource.js'

/** Calls per JSON-RPC batch when reading transactions by hash (providers cap batches at 100 or more). */
export const BACKFILL_BATCH_CALLS = 100

/** An address as a log topic (32 bytes, left-padded). */
export const addressTopic = (address: string): string =>
  `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`

/** One chunk of an account's backfill: the rows of blocks `from..to` that concern it. */
export interface BackfillChunk {
  from: number
  to: number
  data: RangeData
}

/** Runs `calls` in batches of {@link BACKFILL_BATCH_CALLS}; throws when any failed. */
async function allInBatches(rpc: ChainRpc, calls: RpcCall[]): Promise<unknown[]> {
  const out: unknown[] = []
  for (let i = 0; i < calls.length; i += BACKFILL_BATCH_CALLS) {
    out.push(...(await rpc.all(calls.slice(i, i + BACKFILL_BATCH_CALLS))))
  }
  return out
}

/**
 * The ERC-20 and ERC-721 Transfer logs of blocks `from..to` where `address` is the sender or the recipient
 * (two `eth_getLogs`, the address in topic 1, then in topic 2), with the hash of each log's transaction.
 * Throws {@link RangeRefusedError} when the node refuses the range as too wide.
 */
export async function accountTransfers(
  rpc: ChainRpc,
  address: string,
  from: number,
  to: number,
): Promise<{ transfers: TransferRow[]; hashes: Map<string, string> }> {
  const topic = addressTopic(address)
  const range = { fromBlock: toHex(from), toBlock: toHex(to) }
  const answers = await rpc.batch([
    { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, topic] }] },
    { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, null, topic] }] },
  ])
  const transfers = new Map<string, TransferRow>()
  const hashes = new Map<string, string>()
  for (const a of answers) {
    if (!a.ok) {
      if (isRangeRefusal(a.error)) throw new RangeRefusedError(`eth_getLogs: ${a.error}`)
      throw new ChainRpcError(`eth_getLogs failed: ${a.error}`)
    }
    if (!Array.isArray(a.result)) throw new ChainRpcError('eth_getLogs did not answer a list')
    for (const raw of a.result) {
      const log = obj(raw, 'log')
      const row = decodeTransfer(log)
      if (!row || row.blockNumber < from || row.blockNumber > to) continue
      const key = `${row.blockNumber}|${row.logIndex}`
      transfers.set(key, row)
      hashes.set(`${row.blockNumber}|${row.txIndex}`, hash(log.transactionHash, 'log transactionHash'))
    }
  }
  return { transfers: [...transfers.values()], hashes }
}

/** Reads transactions by hash with their receipts and their blocks' timestamps. */
export async function transactionsByHash(rpc: ChainRpc, hashes: readonly string[]): Promise<TxRow[]> {
  if (hashes.length === 0) return []
  const answers = await allInBatches(
    rpc,
    hashes.flatMap((h) => [
      { method: 'eth_getTransactionByHash', params: [h] },
      { method: 'eth_getTransactionReceipt', params: [h] },
    ]),
  )
  const pairs = hashes.map((h, i) => {
    const tx = answers[2 * i]
    const receipt = answers[2 * i + 1]
    if (!tx || !receipt) throw new ChainRpcError(`transaction ${h} is not on the chain (a reorg?)`)
    return { tx: obj(tx, `transaction ${h}`), receipt: obj(receipt, `receipt of ${h}`) }
  })
  const numbers = [...new Set(pairs.map((p) => hexToNumber(p.tx.blockNumber, 'transaction blockNumber')))]
  const blocks = await allInBatches(
    rpc,
    numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [toHex(n), false] })),
  )
  const minedAt = new Map(
    numbers.map((n, i) => [n, hexToNumber(obj(blocks[i], `block ${n}`).timestamp, `block ${n} timestamp`)]),
  )
  return pairs.map(({ tx, receipt }) => {
    const number = hexToNumber(tx.blockNumber, 'transaction blockNumber')
    return txRow(tx, receipt, { number, minedAt: minedAt.get(number) ?? 0 })
  })
}

/**
 * Reads the next chunk of `address`'s backfill: the blocks from `backfillTo` down as far as `span` allows
 * (not below `floor`), narrowing the span while the node refuses it. The chunk holds the account's token
 * transfers, the transactions that carried them, and the transactions the native source finds.
 */
export async function readBackfillChunk(
  rpc: ChainRpc,
  span: LogSpan,
  native: NativeSource,
  address: string,
  floor: number,
  backfillTo: number,
): Promise<BackfillChunk> {
  for (;;) {
    const from = Math.max(floor, backfillTo - span.blocks + 1)
    try {
      const { transfers, hashes } = await accountTransfers(rpc, address, from, backfillTo)
      const found = await nativeTransactions(rpc, native, address, from, backfillTo)
      span.succeeded()
      const txs = new Map(found.txs.map((t) => [`${t.blockNumber}|${t.txIndex}`, t]))
      const missing = new Set(found.hashes)
      for (const [key, h] of hashes) if (!txs.has(key)) missing.add(h)
      for (const t of found.txs) missing.delete(t.hash)
      for (const t of await transactionsByHash(rpc, [...missing])) txs.set(`${t.blockNumber}|${t.txIndex}`, t)
      return { from, to: backfillTo, data: { blocks: [], txs: [...txs.values()], transfers } }
    } catch (error) {
      if (error instanceof RangeRefusedError && span.refused()) continue
      throw error
    }
  }
}

import { TRANSFER_TOPIC } from '../abi.js'
import { type BlockRow, decodeTransfer, hash, type Json, obj, type RangeData, txRow } from '../blockSource.js'
import { type ChainRpc, ChainRpcError, hexToNumber, type RpcCall, toHex } from '../chainRpc.js'
import { addressTopic, BACKFILL_BATCH_CALLS } from './accountBackfill.js'

/** Addresses per `eth_getLogs` topic list (nodes cap the size of a filter). */
export const TOPIC_GROUP = 500

/**
 * Reads blocks `from..to` for the tracked accounts only: every block's header (kept for the reorg check), the
 * transactions a tracked account sent or received, the Transfer logs with a tracked account as sender or
 * recipient (`eth_getLogs` with the addresses in the topics), the transactions that carried them, and the
 * receipts of those transactions alone. Stops at the first block the node does not have yet.
 */
export async function fetchTrackedRange(
  rpc: ChainRpc,
  from: number,
  to: number,
  tracked: ReadonlySet<string>,
): Promise<RangeData> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const full = tracked.size > 0
  const topics = [...tracked].map(addressTopic)
  const logCalls: RpcCall[] = []
  for (let i = 0; i < topics.length; i += TOPIC_GROUP) {
    const group = topics.slice(i, i + TOPIC_GROUP)
    const range = { fromBlock: toHex(from), toBlock: toHex(to) }
    logCalls.push(
      { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, group] }] },
      { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, null, group] }] },
    )
  }
  const results = await rpc.all([
    ...numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [toHex(n), full] })),
    ...logCalls,
  ])
  const out: RangeData = { blocks: [], txs: [], transfers: [] }
  const txsByHash = new Map<string, { tx: Json; block: BlockRow }>()
  const wanted = new Set<string>()
  for (const [i, n] of numbers.entries()) {
    const raw = results[i]
    if (!raw) break
    const b = obj(raw, `block ${n}`)
    const block: BlockRow = {
      number: n,
      hash: hash(b.hash, `block ${n} hash`),
      parentHash: hash(b.parentHash, `block ${n} parentHash`),
      minedAt: hexToNumber(b.timestamp, `block ${n} timestamp`),
    }
    out.blocks.push(block)
    if (!full || !Array.isArray(b.transactions)) continue
    for (const t of b.transactions) {
      const tx = obj(t, `transaction of block ${n}`)
      const h = hash(tx.hash, 'transaction hash')
      txsByHash.set(h, { tx, block })
      const fromAddr = String(tx.from).toLowerCase()
      const toAddr = typeof tx.to === 'string' ? tx.to.toLowerCase() : ''
      if (tracked.has(fromAddr) || tracked.has(toAddr)) wanted.add(h)
    }
  }
  const last = out.blocks.at(-1)?.number ?? from - 1
  const hashes = new Map(out.blocks.map((b) => [b.number, b.hash]))
  const seen = new Set<string>()
  for (const logs of results.slice(numbers.length)) {
    if (!Array.isArray(logs)) throw new ChainRpcError('eth_getLogs did not answer a list')
    for (const raw of logs) {
      const log = obj(raw, 'log')
      const row = decodeTransfer(log)
      if (!row || row.blockNumber > last || seen.has(`${row.blockNumber}|${row.logIndex}`)) continue
      if (String(log.blockHash).toLowerCase() !== hashes.get(row.blockNumber)) {
        throw new ChainRpcError(`block ${row.blockNumber} changed while it was read`)
      }
      seen.add(`${row.blockNumber}|${row.logIndex}`)
      out.transfers.push(row)
      wanted.add(hash(log.transactionHash, 'log transactionHash'))
    }
  }
  const list = [...wanted]
  const receipts: unknown[] = []
  for (let i = 0; i < list.length; i += BACKFILL_BATCH_CALLS) {
    const calls = list
      .slice(i, i + BACKFILL_BATCH_CALLS)
      .map((h) => ({ method: 'eth_getTransactionReceipt', params: [h] }))
    receipts.push(...(await rpc.all(calls)))
  }
  for (const [i, h] of list.entries()) {
    const found = txsByHash.get(h)
    if (!found) throw new ChainRpcError(`transaction ${h} of a log is not in its block`)
    const receipt = receipts[i]
    out.txs.push(txRow(found.tx, receipt ? obj(receipt, `receipt of ${h}`) : undefined, found.block))
  }
  return out
}

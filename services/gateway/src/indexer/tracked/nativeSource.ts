import { type Json, obj, type TxRow, txRow } from '../blockSource.js'
import { type ChainRpc, ChainRpcError, hexToNumber, toHex } from '../chainRpc.js'
import { isRangeRefusal } from './logSpan.js'

/**
 * How an account's native transfers (and the transactions it sent) are found on a chain: the Otterscan API
 * (`ots_searchTransactionsBefore`; Erigon, Reth, anvil), `trace_filter` (OpenEthereum's trace module; Erigon,
 * Reth, Nethermind), or neither: then history holds only the transactions found through token transfers, and
 * says so.
 */
export type NativeSource = 'ots' | 'trace' | 'none'

/** Transactions per `ots_searchTransactionsBefore` page (the node may return more: pages hold whole blocks). */
export const OTS_PAGE_SIZE = 100

/** A range refused by the node as too wide (the caller halves its span and asks again). */
export class RangeRefusedError extends ChainRpcError {
  constructor(message: string) {
    super(message)
    this.name = 'RangeRefusedError'
  }
}

/** Asks the node which of the Otterscan API and `trace_filter` it serves (the first that works wins). */
export async function detectNativeSource(rpc: ChainRpc): Promise<NativeSource> {
  const [ots, trace] = await rpc.batch([
    { method: 'ots_getApiLevel', params: [] },
    { method: 'trace_filter', params: [{ fromBlock: '0x0', toBlock: '0x0', count: 1 }] },
  ])
  if (ots?.ok && typeof ots.result === 'number') return 'ots'
  if (trace?.ok && Array.isArray(trace.result)) return 'trace'
  return 'none'
}

/** What {@link nativeTransactions} found: rows complete with their receipts (ots), and hashes still to read. */
export interface NativeFound {
  txs: TxRow[]
  hashes: string[]
}

/**
 * The transactions of `address` (lower-case) in blocks `from..to` that the native source finds: with `ots`,
 * every transaction it sent or received (whole rows: the API answers receipts and timestamps too); with
 * `trace`, the hashes of the transactions where it sent or received a call (top-level or internal).
 */
export async function nativeTransactions(
  rpc: ChainRpc,
  source: NativeSource,
  address: string,
  from: number,
  to: number,
): Promise<NativeFound> {
  if (source === 'ots') return { txs: await otsTransactions(rpc, address, from, to), hashes: [] }
  if (source === 'trace') return { txs: [], hashes: await tracedHashes(rpc, address, from, to) }
  return { txs: [], hashes: [] }
}

async function otsTransactions(rpc: ChainRpc, address: string, from: number, to: number): Promise<TxRow[]> {
  const rows: TxRow[] = []
  // Pages run newest first from the block before `before` and hold whole blocks, so the next page starts
  // at the oldest block of this one without skipping any of its transactions.
  let before = to + 1
  for (;;) {
    const page = obj(
      await rpc.call('ots_searchTransactionsBefore', [address, before, OTS_PAGE_SIZE]),
      'ots_searchTransactionsBefore answer',
    )
    const txs = Array.isArray(page.txs) ? page.txs : []
    const receipts = Array.isArray(page.receipts) ? page.receipts : []
    if (txs.length !== receipts.length)
      throw new ChainRpcError('ots_searchTransactionsBefore: receipts do not match')
    let oldest = before
    for (const [i, raw] of txs.entries()) {
      const tx = obj(raw, 'ots transaction')
      const receipt = obj(receipts[i], 'ots receipt')
      const number = hexToNumber(tx.blockNumber, 'ots transaction blockNumber')
      oldest = Math.min(oldest, number)
      if (number < from || number > to) continue
      const minedAt = hexToNumber(receipt.timestamp ?? tx.blockTimestamp, 'ots receipt timestamp')
      rows.push(txRow(tx, receipt, { number, minedAt }))
    }
    if (page.lastPage === true || txs.length === 0 || oldest < from || oldest >= before) return rows
    before = oldest
  }
}

async function tracedHashes(rpc: ChainRpc, address: string, from: number, to: number): Promise<string[]> {
  const range = { fromBlock: toHex(from), toBlock: toHex(to) }
  const answers = await rpc.batch([
    { method: 'trace_filter', params: [{ ...range, fromAddress: [address] }] },
    { method: 'trace_filter', params: [{ ...range, toAddress: [address] }] },
  ])
  const hashes = new Set<string>()
  for (const a of answers) {
    if (!a.ok) {
      if (isRangeRefusal(a.error)) throw new RangeRefusedError(`trace_filter: ${a.error}`)
      throw new ChainRpcError(`trace_filter failed: ${a.error}`)
    }
    if (!Array.isArray(a.result)) throw new ChainRpcError('trace_filter did not answer a list')
    for (const t of a.result as Json[]) {
      if (typeof t.transactionHash === 'string') hashes.add(t.transactionHash.toLowerCase())
    }
  }
  return [...hashes]
}

import type { Queryable } from '../db/Db.js'
import type { TransferRow, TxRow } from './blockSource.js'

/** History sort key, newest first: (mined_at, chain_id, block_number, tx_index). */
export type HistoryKey = [number, string, number, number]

/** One transaction of an account's history, with the transfers of that transaction. */
export interface HistoryTx extends TxRow {
  chainId: string
  transfers: HistoryTransfer[]
}

/** A Transfer log of a history transaction. */
export type HistoryTransfer = Omit<TransferRow, 'blockNumber' | 'txIndex'>

type TxDbRow = {
  chain_id: string
  block_number: string
  tx_index: number
  mined_at: string
  tx_hash: string
  from_addr: string
  to_addr: string | null
  value: string
  nonce: string
  success: boolean
  fee: string
  selector: string
}
type TransferDbRow = {
  chain_id: string
  block_number: string
  tx_index: number
  log_index: number
  token: string
  standard: 'erc20' | 'erc721'
  from_addr: string
  to_addr: string
  amount: string | null
  token_id: string | null
}

/**
 * A page of `address`'s transactions (lower-case), newest first, after `after` (keyset paging: rows
 * inserted meanwhile are newer, so they never shift a later page), optionally on one chain.
 */
export async function historyPage(
  db: Queryable,
  address: string,
  chainId: string | undefined,
  after: HistoryKey | undefined,
  limit: number,
): Promise<HistoryTx[]> {
  const params: unknown[] = [address]
  let where = 'a.address = $1'
  if (chainId) {
    params.push(chainId)
    where += ` AND a.chain_id = $${params.length}`
  }
  if (after) {
    params.push(...after)
    const n = params.length
    where += ` AND (a.mined_at, a.chain_id, a.block_number, a.tx_index) < ($${n - 3}, $${n - 2}, $${n - 1}, $${n})`
  }
  params.push(limit)
  // Three single-purpose queries (the page's keys, then its transactions and transfers by key) plan faster
  // than one join, and planning is most of a query's cost on PGlite.
  const keys = await db.query<{ chain_id: string; block_number: string; tx_index: number }>(
    `SELECT a.chain_id, a.block_number, a.tx_index FROM account_txs a WHERE ${where}
     ORDER BY a.mined_at DESC, a.chain_id DESC, a.block_number DESC, a.tx_index DESC LIMIT $${params.length}`,
    params,
  )
  if (keys.rows.length === 0) return []
  const byKey = [
    keys.rows.map((k) => k.chain_id),
    keys.rows.map((k) => k.block_number),
    keys.rows.map((k) => k.tx_index),
  ]
  const { rows } = await db.query<TxDbRow>(
    `SELECT t.chain_id, t.block_number, t.tx_index, t.mined_at, t.tx_hash, t.from_addr, t.to_addr, t.value, t.nonce,
       t.success, t.fee, t.selector
     FROM unnest($1::text[], $2::bigint[], $3::int[]) WITH ORDINALITY AS k(c, b, i, n)
     JOIN indexed_txs t ON t.chain_id = k.c AND t.block_number = k.b AND t.tx_index = k.i
     ORDER BY k.n`,
    byKey,
  )
  const txs: HistoryTx[] = rows.map((r) => ({
    chainId: r.chain_id,
    blockNumber: Number(r.block_number),
    txIndex: Number(r.tx_index),
    minedAt: Number(r.mined_at),
    hash: r.tx_hash,
    from: r.from_addr,
    to: r.to_addr,
    value: BigInt(r.value),
    nonce: Number(r.nonce),
    success: r.success,
    fee: BigInt(r.fee),
    selector: r.selector,
    transfers: [],
  }))
  const transfers = await db.query<TransferDbRow>(
    `SELECT t.chain_id, t.block_number, t.tx_index, t.log_index, t.token, t.standard, t.from_addr, t.to_addr,
       t.amount, t.token_id
     FROM indexed_transfers t JOIN unnest($1::text[], $2::bigint[], $3::int[]) AS k(c, b, i)
       ON t.chain_id = k.c AND t.block_number = k.b AND t.tx_index = k.i
     ORDER BY t.log_index`,
    byKey,
  )
  const byTx = new Map(txs.map((t) => [`${t.chainId}|${t.blockNumber}|${t.txIndex}`, t]))
  for (const r of transfers.rows) {
    byTx.get(`${r.chain_id}|${Number(r.block_number)}|${Number(r.tx_index)}`)?.transfers.push({
      logIndex: Number(r.log_index),
      token: r.token,
      standard: r.standard,
      from: r.from_addr,
      to: r.to_addr,
      amount: r.amount === null ? null : BigInt(r.amount),
      tokenId: r.token_id === null ? null : BigInt(r.token_id),
    })
  }
  return txs
}

/** The sort key of a history row, for the next page's cursor. */
export const historyKey = (t: HistoryTx): HistoryKey => [t.minedAt, t.chainId, t.blockNumber, t.txIndex]

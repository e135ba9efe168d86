import type { Db, Queryable } from '../db/Db.js'
import { ZERO_ADDRESS } from './abi.js'
import type { RangeData } from './blockSource.js'

/** Where a chain's indexing stands: the last indexed block. */
export interface Cursor {
  blockNumber: number
  blockHash: string
}

/** Another writer moved the cursor first (two leaders, briefly): the range is rolled back and read again. */
export class CursorMovedError extends Error {
  constructor(chainId: string) {
    super(`The indexer cursor of ${chainId} moved under this writer`)
    this.name = 'CursorMovedError'
  }
}

/** The tables holding per-block rows; a reorg deletes from each. */
const BLOCK_TABLES = ['indexed_blocks', 'indexed_txs', 'indexed_transfers', 'account_txs'] as const

/** The stored cursor of `chainId`, or undefined before the first indexed block. */
export async function readCursor(db: Queryable, chainId: string): Promise<Cursor | undefined> {
  const { rows } = await db.query<{ block_number: string; block_hash: string }>(
    'SELECT block_number, block_hash FROM indexer_cursor WHERE chain_id = $1',
    [chainId],
  )
  const row = rows[0]
  return row ? { blockNumber: Number(row.block_number), blockHash: row.block_hash } : undefined
}

/** The lowest indexed block of `chainId` (0 when none). */
export async function firstIndexedBlock(db: Queryable, chainId: string): Promise<number> {
  const { rows } = await db.query<{ first: string | number | null }>(
    'SELECT min(block_number) AS first FROM indexed_blocks WHERE chain_id = $1',
    [chainId],
  )
  return Number(rows[0]?.first ?? 0)
}

/** Stored hashes of `numbers` (absent ones are missing from the map). */
export async function storedHashes(
  db: Queryable,
  chainId: string,
  numbers: number[],
): Promise<Map<number, string>> {
  const { rows } = await db.query<{ block_number: string; block_hash: string }>(
    'SELECT block_number, block_hash FROM indexed_blocks WHERE chain_id = $1 AND block_number = ANY($2::bigint[])',
    [chainId, numbers],
  )
  return new Map(rows.map((r) => [Number(r.block_number), r.block_hash]))
}

const str = (v: bigint | null) => (v === null ? null : v.toString())

/**
 * Every account a range touches: senders, recipients and parties to transfers (not the zero address); with
 * `only`, just those accounts (tracked mode).
 */
export function accountRows(
  data: RangeData,
  only?: ReadonlySet<string>,
): Map<string, [string, number, number, number]> {
  const minedAt = new Map(data.blocks.map((b) => [b.number, b.minedAt]))
  for (const tx of data.txs) if (!minedAt.has(tx.blockNumber)) minedAt.set(tx.blockNumber, tx.minedAt)
  const rows = new Map<string, [string, number, number, number]>()
  const add = (address: string | null, block: number, txIndex: number) => {
    if (!address || address === ZERO_ADDRESS || (only && !only.has(address))) return
    rows.set(`${address}|${block}|${txIndex}`, [address, block, txIndex, minedAt.get(block) ?? 0])
  }
  for (const tx of data.txs) {
    add(tx.from, tx.blockNumber, tx.txIndex)
    add(tx.to, tx.blockNumber, tx.txIndex)
  }
  for (const t of data.transfers) {
    add(t.from, t.blockNumber, t.txIndex)
    add(t.to, t.blockNumber, t.txIndex)
  }
  return rows
}

/** Inserts a range's blocks, transactions, transfers and account rows (`only`: those accounts' rows alone). */
export async function insertRange(
  tx: Queryable,
  chainId: string,
  data: RangeData,
  only?: ReadonlySet<string>,
): Promise<void> {
  const { blocks, txs, transfers } = data
  await tx.query(
    `INSERT INTO indexed_blocks (chain_id, block_number, block_hash, mined_at)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::bigint[]) ON CONFLICT DO NOTHING`,
    [chainId, blocks.map((b) => b.number), blocks.map((b) => b.hash), blocks.map((b) => b.minedAt)],
  )
  if (txs.length > 0) {
    await tx.query(
      `INSERT INTO indexed_txs (chain_id, block_number, tx_index, tx_hash, from_addr, to_addr, value, nonce,
         success, fee, selector, mined_at)
       SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[],
         $8::bigint[], $9::boolean[], $10::numeric[], $11::text[], $12::bigint[]) ON CONFLICT DO NOTHING`,
      [
        chainId,
        txs.map((t) => t.blockNumber),
        txs.map((t) => t.txIndex),
        txs.map((t) => t.hash),
        txs.map((t) => t.from),
        txs.map((t) => t.to),
        txs.map((t) => t.value.toString()),
        txs.map((t) => t.nonce),
        txs.map((t) => t.success),
        txs.map((t) => t.fee.toString()),
        txs.map((t) => t.selector),
        txs.map((t) => t.minedAt),
      ],
    )
  }
  if (transfers.length > 0) {
    await tx.query(
      `INSERT INTO indexed_transfers (chain_id, block_number, log_index, tx_index, token, standard, from_addr,
         to_addr, amount, token_id)
       SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::numeric[], $10::numeric[]) ON CONFLICT DO NOTHING`,
      [
        chainId,
        transfers.map((t) => t.blockNumber),
        transfers.map((t) => t.logIndex),
        transfers.map((t) => t.txIndex),
        transfers.map((t) => t.token),
        transfers.map((t) => t.standard),
        transfers.map((t) => t.from),
        transfers.map((t) => t.to),
        transfers.map((t) => str(t.amount)),
        transfers.map((t) => str(t.tokenId)),
      ],
    )
  }
  const accounts = [...accountRows(data, only).values()]
  if (accounts.length > 0) {
    await tx.query(
      `INSERT INTO account_txs (address, chain_id, block_number, tx_index, mined_at)
       SELECT a, $1, b, i, m FROM unnest($2::text[], $3::bigint[], $4::int[], $5::bigint[]) AS u(a, b, i, m)
       ON CONFLICT DO NOTHING`,
      [
        chainId,
        accounts.map((a) => a[0]),
        accounts.map((a) => a[1]),
        accounts.map((a) => a[2]),
        accounts.map((a) => a[3]),
      ],
    )
  }
}

/** What a tracked-mode range write adds to {@link writeRange}. */
export interface TrackedWrite {
  /** The accounts whose rows are stored (the others' are not). */
  only: ReadonlySet<string>
  /** Runs in the write's transaction (the tracked accounts' backfill starts are fixed there). */
  also(tx: Queryable): Promise<void>
}

/**
 * Stores a range and moves the cursor to its last block, in one transaction: after a crash either all of
 * it is stored or none, so a restart resumes without a gap or a duplicate. `previous` is the cursor the
 * range continues; when the stored one differs, nothing is written ({@link CursorMovedError}).
 * @returns the accounts the range touched (lower-case), for cache invalidation.
 */
export async function writeRange(
  db: Db,
  chainId: string,
  previous: Cursor | undefined,
  data: RangeData,
  tracked?: TrackedWrite,
): Promise<Set<string>> {
  const last = data.blocks.at(-1)
  if (!last) return new Set()
  await db.transaction(async (tx) => {
    const moved = await tx.query(
      `INSERT INTO indexer_cursor (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET block_number = $2, block_hash = $3
       WHERE indexer_cursor.block_number = $4 RETURNING chain_id`,
      [chainId, last.number, last.hash, previous?.blockNumber ?? null],
    )
    if (moved.rows.length === 0) throw new CursorMovedError(chainId)
    await insertRange(tx, chainId, data, tracked?.only)
    await tracked?.also(tx)
  })
  return new Set([...accountRows(data, tracked?.only).values()].map((r) => r[0]))
}

/**
 * Undoes every block above `keep` (a reorg): their rows go and the cursor moves back to `keep` (or is
 * removed when `keep` is below the first indexed block).
 * @returns the accounts whose rows were removed.
 */
export async function rollbackAbove(db: Db, chainId: string, keep: number): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ address: string }>(
      'SELECT DISTINCT address FROM account_txs WHERE chain_id = $1 AND block_number > $2',
      [chainId, keep],
    )
    for (const table of BLOCK_TABLES) {
      await tx.query(`DELETE FROM ${table} WHERE chain_id = $1 AND block_number > $2`, [chainId, keep])
    }
    const kept = await tx.query<{ block_hash: string }>(
      'SELECT block_hash FROM indexed_blocks WHERE chain_id = $1 AND block_number = $2',
      [chainId, keep],
    )
    const hash = kept.rows[0]?.block_hash
    if (hash) {
      await tx.query('UPDATE indexer_cursor SET block_number = $2, block_hash = $3 WHERE chain_id = $1', [
        chainId,
        keep,
        hash,
      ])
    } else {
      await tx.query('DELETE FROM indexer_cursor WHERE chain_id = $1', [chainId])
    }
    return new Set(rows.map((r) => r.address))
  })
}

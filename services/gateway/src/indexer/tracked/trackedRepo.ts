import type { Queryable } from '../../db/Db.js'
import type { NativeSource } from './nativeSource.js'

/** A tracked account whose backfill is not done: rows of blocks `start..backfillTo` are still to be read. */
export interface Backfilling {
  address: string
  backfillTo: number
}

/** Starts tracking `address` (lower-case) on `chainId`; nothing when it is tracked already. */
export async function trackAccount(db: Queryable, chainId: string, address: string): Promise<void> {
  await db.query('INSERT INTO tracked_accounts (chain_id, address) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    chainId,
    address,
  ])
}

/** Every account tracked on `chainId`. */
export async function trackedAccounts(db: Queryable, chainId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ address: string }>(
    'SELECT address FROM tracked_accounts WHERE chain_id = $1',
    [chainId],
  )
  return new Set(rows.map((r) => r.address))
}

/**
 * Fixes where the backfill of accounts the follower stores for the first time starts: the block before
 * `firstFollowed`, the first block stored for them. Runs in the follower's write, so no block falls between.
 */
export async function startBackfills(
  tx: Queryable,
  chainId: string,
  accounts: ReadonlySet<string>,
  firstFollowed: number,
): Promise<void> {
  await tx.query(
    `UPDATE tracked_accounts SET backfill_to = $3
     WHERE chain_id = $1 AND address = ANY($2::text[]) AND backfill_to IS NULL`,
    [chainId, [...accounts], firstFollowed - 1],
  )
}

/** Accounts of `chainId` whose backfill is not done (down to `startBlock`), the highest first. */
export async function backfilling(
  db: Queryable,
  chainId: string,
  startBlock: number,
): Promise<Backfilling[]> {
  const { rows } = await db.query<{ address: string; backfill_to: string }>(
    `SELECT address, backfill_to FROM tracked_accounts WHERE chain_id = $1 AND backfill_to >= $2
     ORDER BY backfill_to DESC, address`,
    [chainId, startBlock],
  )
  return rows.map((r) => ({ address: r.address, backfillTo: Number(r.backfill_to) }))
}

/**
 * Records that `address`'s rows down to `from` are stored: its backfill continues below. Guarded by the
 * expected `previous` value, so a chunk written twice (two leaders, briefly) moves it once; false then.
 */
export async function advanceBackfill(
  tx: Queryable,
  chainId: string,
  address: string,
  previous: number,
  from: number,
  native: NativeSource,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE tracked_accounts SET backfill_to = $4, native_source = $5
     WHERE chain_id = $1 AND address = $2 AND backfill_to = $3 RETURNING address`,
    [chainId, address, previous, from - 1, native],
  )
  return rows.length > 0
}

/** How complete an account's stored history is on the tracked chains asked about. */
export interface Coverage {
  /** Every chain's backfill is done: no older rows will appear. */
  complete: boolean
  /** Native transfers are found on every chain (false where the node serves neither ots_* nor trace_filter). */
  nativeTransfers: boolean
}

/** The {@link Coverage} of `address` on `chains` (tracked chains, each with its start block). */
export async function coverage(
  db: Queryable,
  address: string,
  chains: ReadonlyMap<string, number>,
): Promise<Coverage> {
  const { rows } = await db.query<{
    chain_id: string
    backfill_to: string | null
    native_source: string | null
  }>(
    'SELECT chain_id, backfill_to, native_source FROM tracked_accounts WHERE address = $1 AND chain_id = ANY($2::text[])',
    [address, [...chains.keys()]],
  )
  const byChain = new Map(rows.map((r) => [r.chain_id, r]))
  let complete = true
  let nativeTransfers = true
  for (const [chainId, start] of chains) {
    const r = byChain.get(chainId)
    if (!r || r.backfill_to === null || Number(r.backfill_to) >= start) complete = false
    if (r?.native_source === 'none') nativeTransfers = false
  }
  return { complete, nativeTransfers }
}

import { readFileSync } from 'node:fs'
import type { Queryable } from '../db/Db.js'

/** A registry entry as served by `GET /getWallets` (SPEC §3 wallet list entry, plus store links). */
export interface WalletRecord {
  id: string
  name: string
  order: number | null
  chains: string[] | null
  image_id: string | null
  badge_type: string | null
  [key: string]: unknown
}

/** Provenance fields of the seed file that are kept out of the database and the API. */
const SEED_ONLY_FIELDS = ['sources', 'provenance_notes', 'chains_source', 'alt_ids', 'explorer_order_2024']

/** Reads a registry file and keeps the entries that have a string id and name. */
export function readSeedFile(file: string): WalletRecord[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!Array.isArray(raw)) throw new Error(`${file} is not a JSON array of wallets`)
  return raw
    .filter(
      (w): w is Record<string, unknown> => !!w && typeof w.id === 'string' && typeof w.name === 'string',
    )
    .map((w) => {
      const entry = { ...w }
      for (const f of SEED_ONLY_FIELDS) delete entry[f]
      return {
        ...entry,
        order: typeof w.order === 'number' ? w.order : null,
        chains: Array.isArray(w.chains) ? w.chains.filter((c) => typeof c === 'string') : null,
        image_id: typeof w.image_id === 'string' ? w.image_id : null,
        badge_type: typeof w.badge_type === 'string' ? w.badge_type : null,
      } as WalletRecord
    })
}

/** Number of wallets in the registry table. */
export async function countWallets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM wallets')
  return Number(rows[0]?.n ?? 0)
}

/** Inserts wallets, keeping existing rows with the same id (idempotent). Returns the rows added. */
export async function insertWallets(db: Queryable, wallets: readonly WalletRecord[]): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO wallets (id, name, sort_order, image_id, chains, data)
     SELECT e->>'id', e->>'name', (e->>'order')::integer, e->>'image_id', e->'chains', e
     FROM jsonb_array_elements($1::jsonb) AS e
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [JSON.stringify(wallets)],
  )
  return rows.length
}

/** Seeds the registry from `file` when the wallets table is empty. Returns the rows added. */
export async function seedWalletsIfEmpty(db: Queryable, file: string): Promise<number> {
  if ((await countWallets(db)) > 0) return 0
  return insertWallets(db, readSeedFile(file))
}

/** Every wallet in the registry (unordered; the index sorts). */
export async function listWallets(db: Queryable): Promise<WalletRecord[]> {
  const { rows } = await db.query<{ data: WalletRecord }>('SELECT data FROM wallets')
  return rows.map((r) => r.data)
}

/** The registry's change counter (migration 0002): any insert, update or delete on wallets bumps it. */
export async function registryVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: number | string }>('SELECT version FROM registry_version')
  return String(rows[0]?.version ?? '')
}

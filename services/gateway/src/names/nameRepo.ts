import type { Db, Queryable } from '../db/Db.js'

/** One registered name (U-12 record). */
export interface NameRecord {
  name: string
  zone: string
  address: string
  coinType: number
  attributes: Record<string, string>
  created: string
  updated: string
}

interface NameRow {
  name: string
  zone: string
  address: string
  coin_type: string | number
  attributes: Record<string, string> | string
  created_at: Date | string
  updated_at: Date | string
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString()
const toRecord = (r: NameRow): NameRecord => ({
  name: r.name,
  zone: r.zone,
  address: r.address,
  coinType: Number(r.coin_type),
  attributes: typeof r.attributes === 'string' ? JSON.parse(r.attributes) : r.attributes,
  created: iso(r.created_at),
  updated: iso(r.updated_at),
})
const COLUMNS = 'name, zone, address, coin_type, attributes, created_at, updated_at'

/** Why a registration was refused. */
export type RegisterOutcome =
  | { ok: true; record: NameRecord }
  | { ok: false; reason: 'name-taken' | 'address-has-name' }

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505'

/**
 * Registers `name` for `address` in one transaction: refused when the name has another owner or the address
 * already holds a name in the zone (the constraints settle a race between two requests, and the loser's
 * transaction leaves nothing behind).
 */
export async function registerName(
  db: Db,
  entry: {
    name: string
    zone: string
    address: string
    coinType: number
    attributes: Record<string, string>
  },
): Promise<RegisterOutcome> {
  const address = entry.address.toLowerCase()
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx.query<{ address: string }>('SELECT address FROM account_names WHERE name = $1', [
        entry.name,
      ])
      if (taken.rows[0]) return { ok: false, reason: 'name-taken' } as const
      const owned = await tx.query('SELECT name FROM account_names WHERE zone = $1 AND address = $2', [
        entry.zone,
        address,
      ])
      if (owned.rows[0]) return { ok: false, reason: 'address-has-name' } as const
      const { rows } = await tx.query<NameRow>(
        `INSERT INTO account_names (name, zone, address, coin_type, attributes) VALUES ($1, $2, $3, $4, $5::jsonb)
         RETURNING ${COLUMNS}`,
        [entry.name, entry.zone, address, entry.coinType, JSON.stringify(entry.attributes)],
      )
      return { ok: true, record: toRecord(rows[0] as NameRow) } as const
    })
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error
    // A concurrent registration won between our checks and the insert: say which constraint it hit.
    const again = await findName(db, entry.name)
    return { ok: false, reason: again && again.address !== address ? 'name-taken' : 'address-has-name' }
  }
}

/** The record of a full name, if registered. */
export async function findName(db: Queryable, name: string): Promise<NameRecord | undefined> {
  const { rows } = await db.query<NameRow>(`SELECT ${COLUMNS} FROM account_names WHERE name = $1`, [
    name.toLowerCase(),
  ])
  return rows[0] && toRecord(rows[0])
}

/** The names an address holds (one per zone), newest first. */
export async function namesOfAddress(db: Queryable, address: string, zone?: string): Promise<NameRecord[]> {
  const { rows } = await db.query<NameRow>(
    `SELECT ${COLUMNS} FROM account_names WHERE address = $1 AND ($2::text IS NULL OR zone = $2)
     ORDER BY created_at DESC`,
    [address.toLowerCase(), zone ?? null],
  )
  return rows.map(toRecord)
}

/** Which of `names` are registered. */
export async function registeredAmong(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM account_names WHERE name = ANY($1::text[])',
    [names],
  )
  return new Set(rows.map((r) => r.name))
}

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from './Db.js'

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations')
/** Advisory lock key that serialises migrations when several gateways start on one server. */
const MIGRATION_LOCK_KEY = 7_431_001

/** A numbered SQL migration, from `migrations/NNNN_name.sql`. */
export interface Migration {
  version: number
  name: string
  sql: string
}

/** Lists the migrations shipped with the gateway, in order. */
export function listMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 4)),
      name: f.slice(5, -4),
      sql: readFileSync(join(MIGRATIONS_DIR, f), 'utf8'),
    }))
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in one transaction under an
 * advisory lock, so concurrent starts apply each migration once. Returns the versions applied.
 */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations')
    const applied = new Set(done.rows.map((r) => Number(r.version)))
    const ran: number[] = []
    for (const m of listMigrations()) {
      if (applied.has(m.version)) continue
      await tx.exec(m.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
      ran.push(m.version)
    }
    return ran
  })
}

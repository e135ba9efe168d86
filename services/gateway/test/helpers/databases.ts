import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseConfig } from '../../src/index.js'

/** A database the suite runs against. */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, empty database. */
  create(): Promise<DatabaseConfig>
}

/** Creates a new empty database on the shared test PostgreSQL server and returns its URL. */
export async function freshPostgresDatabase(): Promise<string> {
  const admin = inject('postgresUrl')
  const name = `t_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  return admin.replace(/\/postgres$/, `/${name}`)
}

/**
 * The two databases every gateway suite runs on: embedded PGlite in memory and a real PostgreSQL server.
 * `PORTICO_TEST_DB=pglite` or `=postgres` runs only one.
 */
export const DATABASES: TestDatabase[] = (
  [
    { name: 'pglite', create: async () => ({ dataDir: 'memory://' }) },
    { name: 'postgres', create: async () => ({ databaseUrl: await freshPostgresDatabase() }) },
  ] as const
).filter((d) => !process.env.PORTICO_TEST_DB || process.env.PORTICO_TEST_DB === d.name)

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../src/db/Db.js'
import { openPostgres } from '../../src/db/postgres.js'
import { DatabaseUnavailableError } from '../../src/db/unavailable.js'
import { DATABASES, freshPostgresDatabase } from '../helpers/databases.js'

/** Ends the server process behind the connection whose backend pid is `pid`, as a restart would. */
async function terminateBackend(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
  } finally {
    await admin.end()
  }
}

describe.skipIf(!DATABASES.some((d) => d.name === 'postgres'))(
  'PostgreSQL: a connection lost inside a transaction',
  () => {
    let url: string
    let db: Db
    const unhandled: unknown[] = []
    const record = (error: unknown) => unhandled.push(error)

    beforeAll(async () => {
      url = await freshPostgresDatabase()
      db = await openPostgres(url)
      process.on('uncaughtException', record)
    })
    afterAll(async () => {
      process.off('uncaughtException', record)
      await db?.close()
    })

    it('fails the transaction with DatabaseUnavailableError, raises nothing unhandled, and the pool serves the next query', async () => {
      let pid = 0
      const outcome = db.transaction(async (tx) => {
        pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
        // The server ends this connection between two statements, while the client sits checked out and idle.
        await terminateBackend(url, pid)
        await new Promise<void>((resolve) => setImmediate(resolve))
        return tx.query('SELECT 1')
      })
      await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError)
      expect(unhandled).toEqual([])
      const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      expect(rows[0]!.pid).not.toBe(pid)
    })

    it('a connection lost just before COMMIT fails with DatabaseUnavailableError too (a 503, not a 500)', async () => {
      const outcome = db.transaction(async (tx) => {
        const { pid } = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
        await terminateBackend(url, pid)
        await new Promise<void>((resolve) => setImmediate(resolve))
      })
      await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError)
      expect(unhandled).toEqual([])
      await expect(db.query('SELECT 1 AS one')).resolves.toEqual({ rows: [{ one: 1 }] })
    })
  },
)

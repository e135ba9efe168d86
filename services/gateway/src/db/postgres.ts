import pg from 'pg'
import type { Db, DbSession, Queryable } from './Db.js'

/** Connections per gateway instance. */
const POOL_SIZE = 10

/** Opens a pool on a PostgreSQL server (`postgres://user:pass@host:port/db`). */
export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE })
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  await pool.query('SELECT 1')
  const wrap = (q: pg.Pool | pg.PoolClient | pg.Client): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const result = await q.query(sql, [...params])
      return { rows: result.rows as T[] }
    },
    exec: async (sql: string) => {
      await q.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async session(): Promise<DbSession> {
      const client = new pg.Client({ connectionString: databaseUrl })
      let lost = false
      client.on('error', () => {
        lost = true
      })
      client.on('end', () => {
        lost = true
      })
      await client.connect()
      return {
        ...wrap(client),
        get lost() {
          return lost
        },
        close: () => client.end(),
      }
    },
    close: () => pool.end(),
  }
}

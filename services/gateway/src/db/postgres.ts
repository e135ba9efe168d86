import pg from 'pg'
import type { Db, DbSession, Queryable } from './Db.js'
import { DatabaseUnavailableError, isConnectionError } from './unavailable.js'

/** Connections per gateway instance. */
const POOL_SIZE = 10
/** A new connection must be up within 1 s, else the request fails fast with 503 (the server is down). */
export const DB_CONNECT_TIMEOUT_MS = 1000
/** A query is given up after 5 s (the gateway's statements take milliseconds). */
export const DB_QUERY_TIMEOUT_MS = 5000

/** Runs `fn`, turning a lost or refused connection into a {@link DatabaseUnavailableError}. */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error
  }
}

/**
 * Opens a pool on a PostgreSQL server (`postgres://user:pass@host:port/db`). Connections and queries have
 * short timeouts, and a server that is down or restarting surfaces as {@link DatabaseUnavailableError}, so
 * requests fail fast with 503 and the pool reconnects once it is back.
 */
export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    query_timeout: DB_QUERY_TIMEOUT_MS,
  })
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  await pool.query('SELECT 1')
  const wrap = (q: pg.Pool | pg.PoolClient | pg.Client): Queryable => ({
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => ({ rows: (await q.query(sql, [...params])).rows as T[] })),
    exec: (sql: string) =>
      guarded(async () => {
        await q.query(sql)
      }),
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await guarded(() => pool.connect())
      // pg-pool listens for errors only on idle clients: while this one is checked out, a server restart
      // between two statements would emit an 'error' nobody handles and crash the process. Note it instead,
      // and destroy the client on release rather than return a dead connection to the pool.
      let lostWith: Error | undefined
      const onError = (error: Error) => {
        lostWith = error
      }
      client.on('error', onError)
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        if (error instanceof DatabaseUnavailableError) lostWith ??= error
        else if (isConnectionError(error)) {
          // BEGIN or COMMIT met the outage (the statements in between are guarded by wrap).
          lostWith ??= error as Error
          throw new DatabaseUnavailableError(error)
        }
        throw error
      } finally {
        client.off('error', onError)
        client.release(lostWith ?? false)
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

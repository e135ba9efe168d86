import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable } from './Db.js'

/**
 * Opens embedded PostgreSQL (PGlite) in `dataDir` (a directory, created if missing, or `memory://`); with
 * `loadDataDir`, an in-memory database starting from that dump (see memoryTemplate.ts).
 * PGlite is one connection; it queues queries itself, so concurrent calls are safe.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pg = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : await PGlite.create(dataDir)
  return wrapPglite(pg)
}

/** The gateway's {@link Db} over an open PGlite instance (closing it closes the instance). */
export function wrapPglite(pg: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const result = await q.query<T>(sql, [...params])
      return { rows: result.rows }
    },
    exec: async (sql: string) => {
      await q.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}

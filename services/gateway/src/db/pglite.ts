import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable } from './Db.js'
import { memoryTemplate } from './pgliteTemplate.js'

/**
 * Opens embedded PostgreSQL (PGlite) in `dataDir` (a directory, created if missing, or `memory://`).
 * PGlite is one connection; it queues queries itself, so concurrent calls are safe.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  // A new in-memory database loads the template's dump instead of running initdb (seconds) again.
  const pg = dataDir.startsWith('memory://')
    ? await PGlite.create({ loadDataDir: await memoryTemplate() })
    : await PGlite.create(dataDir)
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

import { mkdirSync } from 'node:fs'
import { type DatabaseConfig, DEFAULT_DATA_DIR } from '../config.js'
import type { Db } from './Db.js'
import { lockDataDir } from './dataDirLock.js'
import { memoryTemplate } from './memoryTemplate.js'
import { migrate } from './migrate.js'
import { openPglite } from './pglite.js'
import { initialiseFromTemplate } from './pgliteTemplate.js'
import { openPostgres } from './postgres.js'

/**
 * Opens the gateway database and brings its schema up to date: PostgreSQL when `databaseUrl` is set,
 * else PGlite in `dataDir` (default `<repo>/.data/pglite`, locked to this process while open).
 * `holder` names the process in the lock file (`gateway`, `portico-admin`).
 */
export async function openDb(config: DatabaseConfig = {}, holder = 'gateway'): Promise<Db> {
  let db: Db
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl)
  } else {
    const dataDir = config.dataDir ?? DEFAULT_DATA_DIR
    const memory = dataDir.startsWith('memory://')
    if (!memory) mkdirSync(dataDir, { recursive: true })
    const unlock = lockDataDir(dataDir, holder)
    try {
      // Both kinds start from a template instead of an initdb of their own (pgliteTemplate.ts, memoryTemplate.ts).
      if (!memory) await initialiseFromTemplate(dataDir)
      const pglite = await openPglite(dataDir, memory ? { loadDataDir: await memoryTemplate() } : {})
      db = { ...pglite, close: () => pglite.close().finally(unlock) }
    } catch (error) {
      unlock()
      throw error
    }
  }
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}

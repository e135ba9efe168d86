import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { listMigrations, migrate } from './migrate.js'
import { wrapPglite } from './pglite.js'
import { CACHE_DIR, pgliteVersion } from './pgliteTemplate.js'

/**
 * The in-memory databases' template (`memory://`, what most tests open): a new cluster costs seconds of
 * `initdb` and the migrations seconds more, so both run once and the result is dumped (tar, uncompressed: it
 * loads several times faster than gzip) beside the data-directory template. Every in-memory database loads that
 * dump with PGlite's `loadDataDir`; `openDb` still runs the migrations on it, which finds nothing to do. The
 * name carries the PGlite version and a hash of the migrations, so a new migration makes a new dump.
 */
function dumpPath(): string {
  const hash = createHash('sha256')
  for (const m of listMigrations()) hash.update(`${m.version}\0${m.name}\0${m.sql}\0`)
  return join(CACHE_DIR, `pglite-${pgliteVersion()}-schema-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** Makes the dump when missing; resolves its path. */
export async function ensureMemoryTemplate(): Promise<string> {
  const path = dumpPath()
  if (existsSync(path)) return path
  mkdirSync(CACHE_DIR, { recursive: true })
  const pg = await PGlite.create('memory://')
  let blob: Blob
  try {
    await migrate(wrapPglite(pg))
    blob = (await pg.dumpDataDir('none')) as Blob
  } finally {
    await pg.close()
  }
  // Written beside its final name and renamed, so a concurrent builder or a crash never leaves half a dump.
  const building = `${path}.${process.pid}.building`
  writeFileSync(building, Buffer.from(await blob.arrayBuffer()))
  renameSync(building, path)
  return path
}

let dump: Promise<Blob> | undefined

/** The dump's bytes, read once per process (each `loadDataDir` copies them into its own database). */
export function memoryTemplate(): Promise<Blob> {
  dump ??= ensureMemoryTemplate().then((path) => new Blob([readFileSync(path)]))
  dump.catch(() => {
    dump = undefined
  })
  return dump
}

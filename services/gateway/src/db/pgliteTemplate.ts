import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { REPO_ROOT } from '../config.js'

/**
 * A fresh PGlite data directory costs about 6 s of `initdb` on this class of machine; opening an
 * existing one about 0.4 s. So `initdb` runs once per PGlite version into a template under
 * `node_modules/.cache` (at `npm install`, see scripts/postinstall.mjs, or on first use), and every new
 * data directory starts as a copy of it. The template holds no schema and no data: migrations and the
 * seed run on the copy as on any database. In-memory databases have their own template (memoryTemplate.ts).
 */
export const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'portico')

export function pgliteVersion(): string {
  const manifest = join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** True when `dir` already holds a PostgreSQL cluster. */
export function isInitialisedDataDir(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'))
}

/** The template directory for the installed PGlite, created (about 6 s) when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = join(CACHE_DIR, `pglite-${pgliteVersion()}`)
  if (isInitialisedDataDir(template)) return template
  // Built beside its final place and renamed into it, so a concurrent builder or a crash never leaves
  // a half-made template behind.
  mkdirSync(CACHE_DIR, { recursive: true })
  const building = mkdtempSync(join(CACHE_DIR, 'building-'))
  try {
    const pg = await PGlite.create(join(building, 'data'))
    await pg.close()
    try {
      renameSync(join(building, 'data'), template)
    } catch (error) {
      if (!isInitialisedDataDir(template)) throw error // else another process won the race
    }
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
  return template
}

/** Makes `dataDir` (existing, perhaps holding only a lock file) an initialised cluster by copying the template. */
export async function initialiseFromTemplate(dataDir: string): Promise<void> {
  if (isInitialisedDataDir(dataDir)) return
  const template = await ensurePgliteTemplate()
  cpSync(template, dataDir, { recursive: true })
}

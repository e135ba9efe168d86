import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureMemoryTemplate } from '../src/db/memoryTemplate.js'
import { openDb } from '../src/db/openDb.js'
import {
  ensurePgliteTemplate,
  initialiseFromTemplate,
  isInitialisedDataDir,
} from '../src/db/pgliteTemplate.js'

/** The cluster's system identifier: the first 8 bytes of `global/pg_control`, drawn at random by initdb. */
const systemIdentifier = (dataDir: string) =>
  readFileSync(join(dataDir, 'global', 'pg_control')).subarray(0, 8)

const dir = mkdtempSync(join(tmpdir(), 'portico-template-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('PGlite template (startup budget: a fresh data directory skips initdb)', () => {
  it('the template is an initialised cluster, made once', async () => {
    const template = await ensurePgliteTemplate()
    expect(isInitialisedDataDir(template)).toBe(true)
    expect(await ensurePgliteTemplate()).toBe(template)
  })

  it('a new data directory (holding only a lock file) becomes a working database without an initdb of its own', async () => {
    const template = await ensurePgliteTemplate()
    const dataDir = join(dir, 'fresh')
    const db = await openDb({ dataDir })
    try {
      expect(isInitialisedDataDir(dataDir)).toBe(true)
      const { rows } = await db.query<{ n: number }>('select 1 + 1 as n')
      expect(rows[0]?.n).toBe(2)
      // A copy, not an initdb of its own (about 6 s here): an initdb would draw a new system identifier.
      expect(systemIdentifier(dataDir)).toEqual(systemIdentifier(template))
    } finally {
      await db.close()
    }
  })

  it('leaves an existing cluster untouched', async () => {
    const dataDir = join(dir, 'existing')
    const db = await openDb({ dataDir })
    await db.exec('create table kept (x int); insert into kept values (42)')
    await db.close()
    writeFileSync(join(dataDir, 'marker'), 'x')
    await initialiseFromTemplate(dataDir)
    expect(existsSync(join(dataDir, 'marker'))).toBe(true)
    const again = await openDb({ dataDir })
    try {
      expect((await again.query<{ x: number }>('select x from kept')).rows).toEqual([{ x: 42 }])
    } finally {
      await again.close()
    }
  })

  it('an in-memory database loads the dump of a fresh, migrated cluster instead of its own initdb; each is its own database', async () => {
    expect(existsSync(await ensureMemoryTemplate())).toBe(true)
    const identifier = 'select system_identifier::text as id from pg_control_system()'
    const a = await openDb({ dataDir: 'memory://' })
    const b = await openDb({ dataDir: 'memory://' })
    try {
      // The same cluster identity (initdb draws a random one), so both were loaded from the dump.
      const [idA, idB] = await Promise.all([
        a.query<{ id: string }>(identifier),
        b.query<{ id: string }>(identifier),
      ])
      expect(idA.rows[0]?.id).toBe(idB.rows[0]?.id)
      // Migrated (openDb) and independent: what one writes the other never sees.
      await a.exec('create table only_in_a (x int)')
      const seen = await b.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'only_in_a'",
      )
      expect(seen.rows[0]?.n).toBe(0)
      const migrated = await b.query<{ n: number }>('select count(*)::int as n from schema_migrations')
      expect(migrated.rows[0]?.n).toBeGreaterThan(0)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../src/db/openDb.js'
import {
  ensurePgliteTemplate,
  initialiseFromTemplate,
  isInitialisedDataDir,
} from '../src/db/pgliteTemplate.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-template-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('PGlite template (startup budget: a fresh data directory skips initdb)', () => {
  it('the template is an initialised cluster, made once', async () => {
    const template = await ensurePgliteTemplate()
    expect(isInitialisedDataDir(template)).toBe(true)
    expect(await ensurePgliteTemplate()).toBe(template)
  })

  it('a new data directory (holding only a lock file) becomes a working database without an initdb of its own', async () => {
    await ensurePgliteTemplate()
    const dataDir = join(dir, 'fresh')
    const startedAt = performance.now()
    const db = await openDb({ dataDir })
    const openedIn = performance.now() - startedAt
    try {
      expect(isInitialisedDataDir(dataDir)).toBe(true)
      const { rows } = await db.query<{ n: number }>('select 1 + 1 as n')
      expect(rows[0]?.n).toBe(2)
      // initdb alone takes about 6 s here; a copy of the template plus migrations far less.
      expect(openedIn).toBeLessThan(4_000)
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
})

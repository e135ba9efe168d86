import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import * as core from './index.js'

// Core is `sideEffects: false` and loads several controllers with import(). esbuild (IIFE, no code splitting, as
// the test wallet's browser script is built) then wraps the modules those controllers share with the index in
// lazy initialisers, and an `export *` barrel on the way skipped their init: NameTags, ETH_COIN_TYPE and five
// more read undefined, as ProviderErrorCodes once did. This bundles an entry that imports every export of core by
// name, as an app does, runs it, and checks that none is undefined.
const dir = mkdtempSync(join(tmpdir(), 'portico-core-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('core bundled by esbuild as an IIFE', () => {
  it('every named export has its value when the bundle runs', async () => {
    const names = Object.keys(core).filter((name) => (core as Record<string, unknown>)[name] !== undefined)
    const entry = join(dir, 'entry.ts')
    writeFileSync(
      entry,
      `import { ${names.join(', ')} } from ${JSON.stringify(join(import.meta.dirname, 'index.ts'))}\n` +
        `globalThis.missing = Object.entries({ ${names.join(', ')} })` +
        '.filter(([, v]) => v === undefined).map(([k]) => k)\n',
    )
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    const sandbox: { missing?: string[] } = {}
    runInNewContext(result.outputFiles[0]?.text ?? '', sandbox)
    expect(names.length).toBeGreaterThan(100)
    expect(sandbox.missing).toEqual([])
  })
})

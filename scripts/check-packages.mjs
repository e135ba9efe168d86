#!/usr/bin/env node
// The published packages, as npm would publish them: builds and packs every packages/* package (scripts/lib/
// publishPackages.mjs), then lints each with publint (strict) and checks its types with @arethetypeswrong/cli
// (ESM-only profile: Node 16+ from ESM and bundlers). Part of `npm test`; fails on any problem.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from './lib/ensure.mjs'
import { packPackages } from './lib/publishPackages.mjs'

const ROOT = join(import.meta.dirname, '..')
const bin = (name) => join(ROOT, 'node_modules', '.bin', name)
const outDir = mkdtempSync(join(tmpdir(), 'portico-packages-'))
try {
  for (const { name, staged, tarball } of packPackages(outDir)) {
    console.log(`[check-packages] ${name}`)
    run(bin('publint'), [staged, '--strict'])
    run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped'])
  }
  console.log('[check-packages] every package builds, lints and resolves its types')
} finally {
  rmSync(outDir, { recursive: true, force: true })
}

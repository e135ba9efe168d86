#!/usr/bin/env node
// Lists the test files that put a stand-in where a real part would run: a mocked module, a stubbed global, or
// hand-written HTTP answers (a `fetch` that builds its own `Response`). Each such file should say why in a
// comment `// Stand-in: <reason>` (the real part cannot run here); the list shows the reason or its absence.
//   node scripts/list-stand-ins.mjs            the list
//   node scripts/list-stand-ins.mjs --strict   the list; exit 1 when a file gives no reason
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const SEARCHED = ['packages', 'services', 'tools', 'apps', 'e2e']
const TEST_FILE = /\.(test|e2e)\.tsx?$/
/** What marks a stand-in, each with the words the list uses for it. */
const MARKS = [
  [/\bvi\.mock\(/, 'mocked module'],
  [/\bvi\.stubGlobal\(/, 'stubbed global'],
  [/\b(globalThis|window)\.fetch\s*=/, 'replaced fetch'],
  [/new Response\(/, 'hand-written HTTP answers'],
]
const REASON = /\/\/\s*Stand-in:\s*(.+)$/im

function* testFiles(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(path)
    else if (TEST_FILE.test(entry.name)) yield path
  }
}

const found = []
for (const top of SEARCHED) {
  for (const path of testFiles(join(ROOT, top))) {
    const text = readFileSync(path, 'utf8')
    const kinds = MARKS.filter(([pattern]) => pattern.test(text)).map(([, words]) => words)
    if (kinds.length === 0) continue
    found.push({ file: relative(ROOT, path), kinds, reason: REASON.exec(text)?.[1]?.trim() })
  }
}

const missing = found.filter((entry) => !entry.reason)
console.log(`[stand-ins] ${found.length} test files use a stand-in; ${missing.length} give no reason`)
for (const { file, kinds, reason } of found)
  console.log(`  ${file}\n    ${kinds.join(', ')}: ${reason ?? 'NO REASON GIVEN'}`)
if (process.argv.includes('--strict') && missing.length > 0) process.exit(1)

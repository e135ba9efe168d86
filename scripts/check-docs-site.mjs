#!/usr/bin/env node
// Run by `npm run docs` after the build: fails when a page of the built documentation site would load anything
// from another host (a script, a style sheet, a font, an image, a frame). Links a reader may follow are fine.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const DIST = join(import.meta.dirname, '..', 'docs', '.vitepress', 'dist')
const LOADS = [
  /<(?:script|img|iframe|source|video|audio|embed)\b[^>]*\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
  /<link\b[^>]*\bhref\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
  /url\(\s*["']?((?:https?:)?\/\/[^"')]+)/gi,
  /@import\s+["']((?:https?:)?\/\/[^"']+)/gi,
]

const files = []
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (/\.(html|css)$/.test(entry.name)) files.push(path)
  }
}
walk(DIST)

const problems = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8')
  return LOADS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => `${relative(DIST, file)}: loads ${m[1]}`),
  )
})
if (problems.length > 0) {
  for (const problem of problems) console.error(`[check-docs-site] ${problem}`)
  process.exit(1)
}
console.log(`[check-docs-site] ${files.length} pages and style sheets load nothing from another host`)

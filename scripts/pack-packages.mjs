#!/usr/bin/env node
// `node scripts/pack-packages.mjs <dir>`: builds every @portico/* browser package (ESM and .d.ts) and writes the
// tarballs npm would publish to <dir>, ready for `npm install <dir>/portico-react-0.1.0.tgz …`.
import { resolve } from 'node:path'
import { packPackages } from './lib/publishPackages.mjs'

const [dir] = process.argv.slice(2)
if (!dir) {
  console.error('usage: node scripts/pack-packages.mjs <output directory>')
  process.exit(2)
}
for (const { name, tarball } of packPackages(resolve(dir))) console.log(`${name}\t${tarball}`)

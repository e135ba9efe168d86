#!/usr/bin/env node
// The licence guard (part of `npm test`): reads package-lock.json and fails when a package whose licence
// is not permissive (scripts/lib/licences.mjs: MIT, ISC, BSD, Apache-2.0, 0BSD, CC0, MIT-0, BlueOak,
// Unlicense) is reachable from a published package's production dependencies (the packages
// scripts/check-packages.mjs packs), naming the package and the path to it. Development tooling may also
// be MPL-2.0; any other tool licence must be listed in scripts/licence-allowlist.json with the reason
// (separate programs such as the devnet's bundler, contract artifacts deployed on the devnet).
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { checkLicences } from './lib/licences.mjs'
import { listPackages } from './lib/publishPackages.mjs'

const ROOT = join(import.meta.dirname, '..')
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'))
const allowlist = JSON.parse(
  readFileSync(join(import.meta.dirname, 'licence-allowlist.json'), 'utf8'),
).packages
const published = listPackages().map((pkg) => relative(ROOT, pkg.dir).split('\\').join('/'))

const problems = checkLicences(lock, published, allowlist)
if (problems.length > 0) {
  for (const problem of problems) console.error(`[check-licences] ${problem}`)
  process.exit(1)
}
console.log(`[check-licences] ${published.length} published packages: every reachable licence is permissive`)

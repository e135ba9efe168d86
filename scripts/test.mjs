#!/usr/bin/env node
// `npm test`: installs what is missing, then lint, typecheck, unit and integration tests, browser tests.
// Fails on the first failing step.
import { ensureDebianPackages, ensureNpmDependencies, run } from './lib/ensure.mjs'

ensureNpmDependencies()
ensureDebianPackages()

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['published packages (build, publint, attw)', 'node', ['scripts/check-packages.mjs']],
  ['licences (published packages reach only permissive licences)', 'node', ['scripts/check-licences.mjs']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']],
]

for (const [name, cmd, args] of steps) {
  console.log(`\n[portico] ${name}`)
  try {
    run(cmd, args)
  } catch (error) {
    console.error(`[portico] ${name} failed: ${error.message}`)
    process.exit(1)
  }
}
console.log('\n[portico] all checks passed')

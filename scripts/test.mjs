#!/usr/bin/env node
// `npm test`: installs what is missing, then lint, typecheck and the published-package checks side by side,
// then unit and integration tests, then browser tests. Stops at the first failing stage; prints each step's
// duration and the total at the end.
import { ensureDebianPackages, ensureNpmDependencies } from './lib/ensure.mjs'
import { formatDurations, runStage } from './lib/testSteps.mjs'

const startedAt = performance.now()
const durations = []
const timed = (name, fn) => {
  const at = performance.now()
  fn()
  durations.push({ name, ms: performance.now() - at })
}

timed('install (npm, Debian packages)', () => {
  ensureNpmDependencies()
  ensureDebianPackages()
})

/** Stages run in order; the steps of one stage run at the same time (the static checks use both cores). */
const stages = [
  [
    { name: 'lint', cmd: 'npx', args: ['biome', 'check', '.'] },
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
    { name: 'published packages (build, publint, attw)', cmd: 'node', args: ['scripts/check-packages.mjs'] },
  ],
  [{ name: 'unit and integration tests', cmd: 'npx', args: ['vitest', 'run'] }],
  [{ name: 'browser tests', cmd: 'npx', args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'] }],
]

for (const stage of stages) {
  const results = await runStage(stage)
  durations.push(...results)
  const failed = results.filter((result) => !result.ok)
  if (failed.length > 0) {
    for (const result of failed) console.error(`[portico] ${result.name} failed: ${result.error}`)
    console.log(formatDurations(durations, performance.now() - startedAt))
    process.exit(1)
  }
}
console.log(formatDurations(durations, performance.now() - startedAt))
console.log('\n[portico] all checks passed')

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
    {
      name: 'licences (published packages reach only permissive licences)',
      cmd: 'node',
      args: ['scripts/check-licences.mjs'],
    },
  ],
  [{ name: 'unit and integration tests', cmd: 'npx', args: ['vitest', 'run'] }],
  browserShards(),
]

/**
 * The browser tests in two halves side by side, each against its own stack on its own ports (offsets 10000 and
 * 13000), so one half's accounts, nonces and database never meet the other's. Most of a browser test's time is
 * spent waiting (blocks, timers, the other process), so two halves use the two cores better than one.
 * `PORTICO_E2E_SHARDS=1` runs them as one.
 */
function browserShards() {
  const count = Number(process.env.PORTICO_E2E_SHARDS ?? '2')
  if (!Number.isInteger(count) || count < 1 || count > 4) {
    throw new Error(`PORTICO_E2E_SHARDS must be 1 to 4, got "${process.env.PORTICO_E2E_SHARDS}"`)
  }
  const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts']
  if (count === 1) return [{ name: 'browser tests', cmd: 'npx', args }]
  return Array.from({ length: count }, (_, i) => ({
    name: `browser tests (${i + 1}/${count})`,
    cmd: 'npx',
    args: [...args, `--shard=${i + 1}/${count}`],
    env: { PORTICO_E2E_PORT_OFFSET: String(10_000 + 3_000 * i) },
  }))
}

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

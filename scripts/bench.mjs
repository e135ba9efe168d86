#!/usr/bin/env node
// `npm run bench`: runs each benchmark script that exists, in order, takes the JSON object each prints on its
// last stdout line, merges them into bench/results.json and prints a table. A missing script is skipped with a
// note; a failing one is reported, the others still run, and the exit code is 1.
import { join } from 'node:path'
import { runBenches } from './lib/bench-runner.mjs'

const ROOT = join(import.meta.dirname, '..')

/** The benchmark scripts, in the order they run: path from the repository root and the node arguments. */
const BENCHES = [
  { path: 'scripts/bench-bundle.mjs', args: [] },
  { path: 'scripts/bench-startup.mjs', args: [] },
  { path: 'scripts/bench-embedded.mjs', args: [] },
  { path: 'services/gateway/bench/getWallets.ts', args: ['--import', 'tsx'] },
  { path: 'services/gateway/bench/pgRestart.ts', args: ['--import', 'tsx'] },
  { path: 'services/gateway/bench/indexer.ts', args: ['--import', 'tsx'] },
  { path: 'services/gateway/bench/trackedBackfill.ts', args: ['--import', 'tsx'] },
  { path: 'services/gateway/bench/convertQuotes.ts', args: ['--import', 'tsx'] },
  { path: 'services/gateway/bench/simulate.ts', args: ['--import', 'tsx'] },
  { path: 'services/relay/bench/relay.ts', args: ['--import', 'tsx'] },
  { path: 'services/relay/bench/relayRestart.ts', args: ['--import', 'tsx'] },
]

const { failed } = await runBenches(BENCHES, { root: ROOT, resultsPath: join(ROOT, 'bench', 'results.json') })
if (failed) process.exit(1)

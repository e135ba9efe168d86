#!/usr/bin/env node
// Startup benchmark: time from startStack() (what `npm start` runs) to every service answering, median of
// RUNS runs on free ports (so a running `npm start` does not interfere). Prints progress, then one JSON object
// on its last stdout line: { stackStartupMs, devnetStartupMs, stackStopMs }.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from './lib/ports.mjs'
import { SERVICES } from './lib/services.mjs'
import { startStack } from './stack.mjs'

const RUNS = 3
const DEVNET_READY = /^\[devnet *\] ready in /

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)])
}

async function measureOnce(dir, run) {
  const env = { PORTICO_DEVNET_MANIFEST: join(dir, `manifest-${run}.json`) }
  // The OS may hand the same free port out twice in a row (each probe closes its socket), and the devnet Solana
  // also takes its port + 1: draw until every port and its neighbour are distinct.
  const taken = new Set()
  for (const spec of SERVICES) {
    for (const variable of Object.keys(spec.ports)) {
      let port = await findFreePort()
      while (taken.has(port) || taken.has(port + 1) || taken.has(port - 1)) port = await findFreePort()
      taken.add(port)
      env[variable] = String(port)
    }
  }
  const startedAt = performance.now()
  let devnetMs = Number.NaN
  const log = (line) => {
    if (Number.isNaN(devnetMs) && DEVNET_READY.test(line)) devnetMs = performance.now() - startedAt
  }
  const stack = await startStack({ env, log })
  const stackMs = performance.now() - startedAt
  const stoppingAt = performance.now()
  await stack.stop()
  return { stackMs, devnetMs, stopMs: performance.now() - stoppingAt }
}

const dir = mkdtempSync(join(tmpdir(), 'portico-bench-startup-'))
try {
  const runs = []
  for (let run = 1; run <= RUNS; run++) {
    const result = await measureOnce(dir, run)
    runs.push(result)
    const fields = Object.entries(result).map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
    console.log(`startup run ${run}/${RUNS}: ${fields.join(', ')}`)
  }
  const summary = {
    stackStartupMs: median(runs.map((run) => run.stackMs)),
    devnetStartupMs: median(runs.map((run) => run.devnetMs)),
    stackStopMs: median(runs.map((run) => run.stopMs)),
  }
  console.log(JSON.stringify(summary))
} finally {
  rmSync(dir, { recursive: true, force: true })
}

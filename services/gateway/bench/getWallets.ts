/**
 * Gateway bench: `GET /getWallets` at a fixed 500 requests/s.
 * Starts `src/main.ts` as its own process on a free port with a fresh PGlite data directory (the full
 * 707-wallet registry), warms up, then drives it with autocannon at `overallRate` 500 for
 * GATEWAY_BENCH_SECONDS (default 20) on a mix of queries: first page, page 3, search 'met', chains filter.
 * p99 is computed from every response's own latency (autocannon's histogram rounds to whole ms). Note that
 * autocannon meets `overallRate` per second: each connection sends back to back until it has made its
 * share for that second, so the measured latency is that of a burst of CONNECTIONS requests in flight, not
 * of evenly spaced ones. The default of 4 connections is what one browser tab uses against one origin at
 * most in practice (6 is the cap); with 10 the figure is mostly the queue the burst itself makes on this
 * 2-core machine, where autocannon shares the CPU with the gateway. The gateway's own p99 (from its JSON
 * access log, `responseTimeMs`) is reported beside it.
 * Run: node --import tsx services/gateway/bench/getWallets.ts
 * Env: GATEWAY_BENCH_SECONDS (default 20), GATEWAY_BENCH_RATE (default 500), GATEWAY_BENCH_CONNECTIONS
 *      (default 4).
 * The last stdout line is one JSON object:
 * {"getWalletsP99Ms","getWalletsRps","getWalletsErrors","getWalletsServerP99Ms"}.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@portico/test-servers'
import { drive, percentile, round2, sleep, startGatewayProcess, stopGatewayProcess } from './benchGateway.js'

const env = process.env
const SECONDS = Number(env.GATEWAY_BENCH_SECONDS ?? 20)
const RATE = Number(env.GATEWAY_BENCH_RATE ?? 500)
const CONNECTIONS = Number(env.GATEWAY_BENCH_CONNECTIONS ?? 4)
/** Ask for compressed answers as browsers do, unless GATEWAY_BENCH_GZIP=0. */
const GZIP = env.GATEWAY_BENCH_GZIP !== '0'
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const WARMUP_SECONDS = 3
/** The query mix, as the modal sends it (projectId, st, sv on every call). */
const CLIENT = 'projectId=portico-dev&st=appkit&sv=react-0.1.0'
const QUERIES = [
  `/getWallets?${CLIENT}&page=1&entries=40`,
  `/getWallets?${CLIENT}&page=3&entries=40`,
  `/getWallets?${CLIENT}&page=1&entries=40&search=met`,
  `/getWallets?${CLIENT}&page=1&entries=40&chains=eip155:1,eip155:137`,
]

/** The gateway's access-log lines for `/getWallets`, parsed after the run (not while it drives load). */
const logLines: string[] = []

/** Server-side times of the `/getWallets` requests logged since `since`, sorted. */
function serverTimesSince(since: number): number[] {
  const times: number[] = []
  for (const line of logLines) {
    const entry = JSON.parse(line) as { time: number; responseTimeMs?: number }
    if (entry.time >= since && typeof entry.responseTimeMs === 'number') times.push(entry.responseTimeMs)
  }
  return times.sort((a, b) => a - b)
}

const driveWallets = (url: string, seconds: number) =>
  drive({
    url,
    paths: QUERIES,
    seconds,
    rate: RATE,
    connections: CONNECTIONS,
    headers: GZIP ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {},
  })

const dir = mkdtempSync(join(tmpdir(), 'portico-gateway-bench-'))
const port = await freePort()
const gateway = await startGatewayProcess(
  port,
  { PORTICO_DATA_DIR: join(dir, 'pglite'), PORTICO_INDEXER: 'off' },
  (line) => {
    if (line.includes('"/getWallets')) logLines.push(line)
  },
)
try {
  const base = `http://127.0.0.1:${port}`
  for (const q of QUERIES) {
    const res = await fetch(base + q)
    const body = (await res.json()) as { data: unknown[]; count: number }
    console.log(`${q} → ${res.status}, ${body.data.length} of ${body.count}`)
  }
  await driveWallets(base, WARMUP_SECONDS)
  const started = Date.now()
  const { result, latencies, errors } = await driveWallets(base, SECONDS)
  await sleep(200)
  const server = serverTimesSince(started)
  const p99 = percentile(latencies, 99)
  const serverP99 = percentile(server, 99)
  console.log(
    `${result.requests.total} requests in ${result.duration} s at ${RATE}/s: p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p99 ${p99.toFixed(2)} ms, max ${(latencies.at(-1) ?? 0).toFixed(2)} ms, errors ${errors}; ` +
      `in the gateway: p50 ${percentile(server, 50).toFixed(2)} ms, p99 ${serverP99.toFixed(2)} ms, ` +
      `max ${(server.at(-1) ?? 0).toFixed(2)} ms`,
  )
  console.log(
    JSON.stringify({
      getWalletsP99Ms: round2(p99),
      getWalletsRps: Math.round(result.requests.total / result.duration),
      getWalletsErrors: errors,
      getWalletsServerP99Ms: round2(serverP99),
    }),
  )
} finally {
  await stopGatewayProcess(gateway)
  rmSync(dir, { recursive: true, force: true })
}

/**
 * Helpers shared by the gateway benches: start `src/main.ts` as its own process, drive it with autocannon
 * at a fixed rate and read percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import autocannon from 'autocannon'

const START_TIMEOUT_MS = 60_000

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Starts the gateway (`src/main.ts`) on `port` with `env` added, waits for `/health`, and hands each stdout
 * line (JSON access log) to `onLine`.
 */
export async function startGatewayProcess(
  port: number,
  env: Record<string, string>,
  onLine: (line: string) => void = () => undefined,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, ...env, PORTICO_GATEWAY_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  createInterface({ input: child.stdout as Readable }).on('line', onLine)
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return child
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('gateway did not answer /health')
}

/** Stops a gateway started by {@link startGatewayProcess}. */
export async function stopGatewayProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

/** The `p`th percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** What one autocannon run gives: its result and every 200 answer's latency, sorted. */
export interface DriveOptions {
  url: string
  paths: string[]
  seconds: number
  rate: number
  connections: number
  headers?: Record<string, string>
}

/** Drives `paths` at `rate` requests/s (autocannon `overallRate`); latencies from each response. */
export async function drive(o: DriveOptions) {
  const latencies: number[] = []
  const instance = autocannon({
    url: o.url,
    connections: o.connections,
    overallRate: o.rate,
    duration: o.seconds,
    headers: o.headers ?? {},
    requests: o.paths.map((path) => ({ method: 'GET', path })),
  })
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status === 200) latencies.push(ms)
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  return { result, latencies, errors: result.errors + result.timeouts + result.non2xx }
}

/** Rounds to 2 decimals for the results file. */
export const round2 = (n: number) => Math.round(n * 100) / 100

import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/test-servers'

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../src/main.ts')

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A relay child process of a bench. */
export interface RelayChild {
  url: string
  port: number
  child: ChildProcess
  /** SIGTERM (graceful: sockets get 1001), resolves once the process exited. */
  stop(): Promise<void>
}

/**
 * Starts `src/main.ts` in a child process on `port` (a free one by default), on `redisUrl` when given, with
 * the per-IP socket cap off (every bench client comes from 127.0.0.1); resolves once /health answers.
 */
export async function startRelayChild(redisUrl: string, port?: number): Promise<RelayChild> {
  const p = port ?? (await freePort())
  const flags = process.env.RELAY_BENCH_RELAY_FLAGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORTICO_RELAY_PORT: String(p),
      PORTICO_RELAY_LOG_LEVEL: 'warn',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '0',
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/health`)).ok) {
        return { url: `ws://127.0.0.1:${p}`, port: p, child, stop }
      }
    } catch {}
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error('relay did not answer /health')
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/test-servers'

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/main.ts')

/** The relay's main.ts running in its own process, as `npm start` runs it. */
export interface RelayProcess {
  child: ChildProcess
  port: number
  /** ws://127.0.0.1:<port> */
  url: string
  /** Resolves with the exit code. */
  exited: Promise<number | null>
  /** Resident set size of the process now, in bytes (Linux /proc). */
  rss(): number
  /** GET /health as JSON. */
  health(): Promise<{ status: string; connections: number; store: { bytes: number; messages: number } }>
  /** SIGKILL if still running. */
  kill(): void
}

/** Starts `node --import tsx src/main.ts` on a free port with `env` on top, and waits for /health. */
export async function startRelayProcess(env: Record<string, string> = {}): Promise<RelayProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORTICO_RELAY_PORT: String(port), PORTICO_RELAY_LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  const base = `http://127.0.0.1:${port}`
  const health = async () => (await fetch(`${base}/health`)).json()
  let healthy = false
  for (let i = 0; i < 150 && !healthy && child.exitCode === null; i++) {
    healthy = await fetch(`${base}/health`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (!healthy) await new Promise((r) => setTimeout(r, 100))
  }
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  if (!healthy) {
    kill()
    throw new Error('the relay process did not answer GET /health')
  }
  const rss = () => {
    const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
    return Number(line?.[1] ?? 0) * 1024
  }
  return { child, port, url: `ws://127.0.0.1:${port}`, exited, rss, health, kill }
}

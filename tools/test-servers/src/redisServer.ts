import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from './freePort.js'

/** Path of Debian's redis-server (installed by `npm test` via ensureDebianPackages). */
export const REDIS_SERVER_BIN = '/usr/bin/redis-server'
/** How long redis-server may take to accept connections. */
const START_TIMEOUT_MS = 10_000

/** A throwaway redis-server child process. */
export interface RedisServer {
  url: string
  port: number
  /** Freezes the server (SIGSTOP): connections stay open but nothing is answered. */
  pause(): void
  /** Thaws a paused server (SIGCONT). */
  resume(): void
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>
}

/** Starts redis-server without persistence on `port` (default: a free one) and waits until it is ready. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const listenPort = port ?? (await freePort())
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(listenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('redis-server did not start')), START_TIMEOUT_MS)
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
    })
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url: `redis://127.0.0.1:${listenPort}`,
    port: listenPort,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGCONT')
        child.kill('SIGTERM')
      }),
  }
}

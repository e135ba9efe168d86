import { type ChildProcess, spawn } from 'node:child_process'
import { STOP_GRACE_MS } from './constants.js'

/** Lines of a process's output kept for error messages. */
const OUTPUT_LINES_KEPT = 40

/** A spawned process of the devnet (a chain, a bundler), killed with this process at the latest. */
export interface ManagedChild {
  child: ChildProcess
  /** The last lines it printed (stdout and stderr). */
  output(): string[]
  /** True once it has exited. */
  hasExited(): boolean
  /** SIGTERM, then SIGKILL after {@link STOP_GRACE_MS}; resolves once the process has exited. */
  stop(): Promise<void>
}

/** Spawns `command` with piped output, keeps its last lines and passes each to `onLine`. */
export function spawnManaged(command: string, args: string[], onLine?: (line: string) => void): ManagedChild {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue
      lines.push(line)
      if (lines.length > OUTPUT_LINES_KEPT) lines.shift()
      onLine?.(line)
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const hasExited = () => child.exitCode !== null || child.signalCode !== null
  return {
    child,
    output: () => [...lines],
    hasExited,
    stop: async () => {
      process.off('exit', killOnExit)
      if (hasExited()) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    },
  }
}

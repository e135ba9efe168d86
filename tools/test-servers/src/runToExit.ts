import { spawn } from 'node:child_process'

/** What a finished command printed and how it exited. */
export interface CommandResult {
  code: number | null
  stdout: string
  stderr: string
}

/** How {@link runToExit} runs a command. */
export interface RunToExitOptions {
  /** Working directory (default: this process's). */
  cwd?: string
  /** Variables added to the environment. */
  env?: Record<string, string | undefined>
  /**
   * Start from this process's environment (default) or from `PATH` alone, so none of the test runner's own
   * `PORTICO_*` settings leak into the command.
   */
  inheritEnv?: boolean
  /** Killed after this long (default 60 s). */
  timeoutMs?: number
}

/**
 * Runs `command args` and resolves with its exit code and output once it exits: for tests of a service's start
 * command that must stop on its own (a refusal, a bad setting) and of CLIs.
 */
export function runToExit(
  command: string,
  args: string[],
  options: RunToExitOptions = {},
): Promise<CommandResult> {
  const base = options.inheritEnv === false ? { PATH: process.env.PATH ?? '' } : process.env
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...base, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 60_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString()
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Runs a TypeScript entry point (`node --import tsx <script>`) to its exit; see {@link runToExit}. */
export const runTsToExit = (script: string, options: RunToExitOptions = {}): Promise<CommandResult> =>
  runToExit(process.execPath, ['--import', 'tsx', script], options)

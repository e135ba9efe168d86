import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { type CommandResult, runToExit } from '@portico/test-servers'

export type { CommandResult }

/** The gateway workspace, where `node --import tsx src/…` runs. */
export const GATEWAY_DIR = resolve(import.meta.dirname, '../..')
/** Longest a CLI command may take (PGlite opens and migrates a data directory each time). */
const CLI_TIMEOUT_MS = 60_000

/** Runs `command args` in `cwd` (default: the gateway workspace) with `env` added; resolves when it exits. */
export const runCommand = (
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CommandResult> =>
  runToExit(command, args, { cwd: options.cwd ?? GATEWAY_DIR, env: options.env, timeoutMs: CLI_TIMEOUT_MS })

/** Runs the admin CLI (`src/cli/admin.ts`) directly with node and tsx. */
export const runAdminCli = (args: string[], env: Record<string, string>) =>
  runCommand(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], { env })

/** A gateway started as its own process from `src/main.ts`. */
export interface GatewayProcess {
  base: string
  /** Everything it wrote to stdout so far (JSON log lines). */
  output(): string
  /** Sends SIGTERM and resolves the exit code. */
  stop(): Promise<number | null>
}

/** Starts `src/main.ts` on `port` with `env` and waits until `/health` answers. */
export async function startGatewayProcess(
  port: number,
  env: Record<string, string>,
): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, ...env, PORTICO_GATEWAY_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString()
  })
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString()
  })
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + CLI_TIMEOUT_MS
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { base, output: () => out, stop }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`gateway process did not answer on ${base}:\n${out}`)
}

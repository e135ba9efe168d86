import { spawn } from 'node:child_process'

/** A package's documented start command (`npm start`), running as its own process group. */
export interface PackageCommand {
  /** Everything it printed so far (stdout and stderr). */
  output(): string
  /** Sends SIGTERM to the whole group (npm and the server it started); resolves with npm's exit code. */
  stop(): Promise<number | null>
}

/**
 * Runs `command args` in `cwd` (a package directory) with `env` added, and waits until `healthUrl` answers
 * 200 (polled, up to `timeoutMs`). Throws with the command's output when it exits or never answers. For the
 * tests proving that a service starts with the command its README documents.
 */
export async function startPackageCommand(options: {
  command: string
  args: string[]
  cwd: string
  env: Record<string, string>
  healthUrl: string
  timeoutMs?: number
}): Promise<PackageCommand> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stop() reaches the server npm started, not only npm.
    detached: true,
  })
  let out = ''
  const collect = (chunk: Buffer) => {
    out += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {
      // Already gone.
    }
  }
  const stop = async () => {
    signal('SIGTERM')
    const timer = setTimeout(() => signal('SIGKILL'), 8_000)
    const code = await exited
    clearTimeout(timer)
    return code
  }
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(options.healthUrl).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return { output: () => out, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`${options.command} ${options.args.join(' ')} did not answer ${options.healthUrl}:\n${out}`)
}

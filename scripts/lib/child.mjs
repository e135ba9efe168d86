// One child process of the stack: its own process group (so grandchildren such as anvil stop with it),
// output prefixed with its name, the last lines kept for error messages.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** Lines of output kept per child for error messages. */
const KEPT_LINES = 30
/** How long a child gets after SIGTERM before its whole process group gets SIGKILL. */
export const STOP_GRACE_MS = 3_000
const GONE_POLL_MS = 50
/** How long to wait for the group to vanish after SIGKILL. */
const KILL_WAIT_MS = 1_000

/**
 * Spawns `node <args>` in a new process group.
 * @param {{ name: string; args: string[]; cwd: string; env: Record<string, string | undefined>; log: (line: string) => void; prefix: string }} options
 */
export function spawnChild({ name, args, cwd, env, log, prefix }) {
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines = []
  const listeners = new Set()
  let pending = ''
  const onData = (chunk) => {
    const parts = (pending + chunk.toString('utf8')).split('\n')
    pending = parts.pop() ?? ''
    for (const line of parts) {
      if (line.trim() === '') continue
      lines.push(line)
      if (lines.length > KEPT_LINES) lines.shift()
      log(`${prefix}${line}`)
      for (const listener of listeners) listener(line)
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  /** @type {Promise<{ code: number | null; signal: string | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  let hasExited = false
  exited.then(() => {
    hasExited = true
  })
  const killOnExit = () => signalGroup(child.pid, 'SIGKILL')
  process.on('exit', killOnExit)
  let stopping
  return {
    name,
    pid: child.pid,
    exited,
    hasExited: () => hasExited,
    output: () => [...lines, ...(pending ? [pending] : [])],
    /** Calls `listener` with every later output line; returns a function that removes it. */
    onLine(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** SIGTERM to the process group, SIGKILL after the grace period; resolves when the group is gone. */
    stop() {
      stopping ??= stopGroup(child.pid, exited).finally(() => process.off('exit', killOnExit))
      return stopping
    },
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
    return true
  } catch {
    return false
  }
}

async function stopGroup(pid, exited) {
  if (pid === undefined) return
  signalGroup(pid, 'SIGTERM')
  let leaderGone = false
  exited.then(() => {
    leaderGone = true
  })
  const deadline = Date.now() + STOP_GRACE_MS
  while (Date.now() < deadline) {
    if (leaderGone && !groupAlive(pid)) return
    await new Promise((resolve) => setTimeout(resolve, GONE_POLL_MS))
  }
  signalGroup(pid, 'SIGKILL')
  await exited
  // Orphaned members are reaped by init; wait briefly so callers see the group gone.
  const killDeadline = Date.now() + KILL_WAIT_MS
  while (groupAlive(pid) && Date.now() < killDeadline) {
    await new Promise((resolve) => setTimeout(resolve, GONE_POLL_MS))
  }
}

/**
 * Whether any live (non-zombie) process is in process group `pgid`. Zombies are skipped: orphans are reaped
 * by init, which may be slow (it is in some containers), and a zombie holds no port.
 */
export function groupAlive(pgid) {
  if (!existsSync('/proc/self/stat')) return signalGroup(pgid, 0)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue
    }
    // Fields after the command name: state, ppid, pgrp, ...
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(pgrp) === pgid && state !== 'Z') return true
  }
  return false
}

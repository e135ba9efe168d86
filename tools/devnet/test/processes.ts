import { readdirSync, readFileSync } from 'node:fs'

/** Pids of running processes whose command line contains every one of `parts` as separate arguments. */
export function findProcesses(...parts: string[]): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const zombie = stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
      if (!zombie && parts.every((part) => args.includes(part))) pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}

/** Resolves once `check` returns true, or rejects after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

/** Pids of live processes whose environment holds `NAME=value` (children inherit it, so it marks a tree). */
export function findProcessesWithEnv(name: string, value: string): number[] {
  const wanted = `${name}=${value}`
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(wanted))
        pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}

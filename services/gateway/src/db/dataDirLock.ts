import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Lock file name inside a PGlite data directory. */
export const LOCK_FILE = 'portico.pid'

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite keeps one process per data directory: two processes writing it corrupt it. This takes a pid lock
 * on `dataDir` (no-op for `memory://`) and throws a clear message when another live process holds it.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  if (dataDir.startsWith('memory://')) return () => undefined
  const file = join(dataDir, LOCK_FILE)
  if (existsSync(file)) {
    const [pidText, other = 'another process'] = readFileSync(file, 'utf8').split('\n')
    const pid = Number(pidText)
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
      throw new Error(
        `${other} (pid ${pid}) is using the PGlite data directory ${dataDir}. PGlite allows one process ` +
          'per directory: stop it first, or run both on PostgreSQL (DATABASE_URL).',
      )
    }
  }
  writeFileSync(file, `${process.pid}\n${holder}\n`)
  return () => {
    try {
      if (readFileSync(file, 'utf8').split('\n')[0] === String(process.pid)) rmSync(file)
    } catch {
      // already gone
    }
  }
}

import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './freePort.js'

const execFileAsync = promisify(execFile)

/** Where Debian installs each PostgreSQL major version: `<root>/<major>/bin`. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql'

/**
 * The binaries of the newest PostgreSQL installed under Debian's layout (whichever major version the
 * `postgresql` package brought: 15 on bookworm, 17 on trixie), or undefined when none is.
 */
export function findPostgresBin(root = DEBIAN_PG_ROOT): string | undefined {
  let majors: number[]
  try {
    majors = readdirSync(root)
      .map(Number)
      .filter((major) => Number.isInteger(major) && existsSync(join(root, String(major), 'bin', 'postgres')))
  } catch {
    return undefined
  }
  const newest = Math.max(...majors)
  return Number.isFinite(newest) ? join(root, String(newest), 'bin') : undefined
}

/**
 * PostgreSQL's binaries: `PORTICO_PG_BIN`, else the newest Debian install (installed by `npm test` through
 * scripts/lib/ensure.mjs). Empty when PostgreSQL is missing; {@link startPostgres} then says how to install it.
 */
export const PG_BIN = process.env.PORTICO_PG_BIN ?? findPostgresBin() ?? ''

/** A throwaway PostgreSQL cluster. */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string
  /** Stops the server for good and deletes its data. */
  stop(): void
  /** Stops the server (fast shutdown, as a restart does) and keeps its data, for outage tests. */
  stopServer(): Promise<void>
  /** Starts the stopped server again on the same port and data; resolves when it accepts connections. */
  startServer(): Promise<void>
}

/**
 * Starts a PostgreSQL server from Debian's binaries in a temp dir on a free port. PostgreSQL refuses to run
 * as root, so as root it runs as the `postgres` user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  if (!PG_BIN || !existsSync(join(PG_BIN, 'postgres')))
    throw new Error(
      `PostgreSQL's binaries were not found (${PG_BIN || `nothing under ${DEBIAN_PG_ROOT}/<version>/bin`}): ` +
        'install them with `apt-get install postgresql` (npm test does this as root) or set PORTICO_PG_BIN',
    )
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'))
  const run = (bin: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : join(PG_BIN, bin)
    const full = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, bin), ...args] : args
    return execFileSync(cmd, full, { stdio: 'pipe', timeout: 60_000 })
  }
  if (asRoot) {
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const postgresGid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, postgresUid, postgresGid)
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start'])
  const pgCtl = (args: string[]) => {
    const cmd = asRoot ? 'runuser' : join(PG_BIN, 'pg_ctl')
    spawnSync(cmd, asRoot ? ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), ...args] : args, {
      stdio: 'ignore',
      timeout: 60_000,
    })
  }
  const pgCtlAsync = async (args: string[]) => {
    const cmd = asRoot ? 'runuser' : join(PG_BIN, 'pg_ctl')
    await execFileAsync(cmd, asRoot ? ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), ...args] : args, {
      timeout: 60_000,
    })
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      pgCtl(['-D', data, '-m', 'immediate', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
    // Asynchronous, so servers and load in the same process keep running while PostgreSQL stops and starts.
    stopServer: () => pgCtlAsync(['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer: () =>
      pgCtlAsync(['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']),
  }
}

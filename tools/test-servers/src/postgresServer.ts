import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './freePort.js'

const execFileAsync = promisify(execFile)

/** Debian's PostgreSQL 15 binaries (installed by `npm test` through scripts/lib/ensure.mjs). */
export const PG_BIN = process.env.PORTICO_PG_BIN ?? '/usr/lib/postgresql/15/bin'

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

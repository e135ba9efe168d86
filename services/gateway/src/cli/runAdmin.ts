import { isAbsolute, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { configFromEnv } from '../config.js'
import { openDb } from '../db/openDb.js'
import { seedDatabase } from '../db/seed.js'
import { runEventCommand } from './eventCommands.js'
import { runImageCommand } from './imageCommands.js'
import { runProjectCommand } from './projectCommands.js'
import { USAGE, UsageError } from './usage.js'

/** `npm run` changes into the workspace; paths the operator typed are relative to where they typed them. */
const callerDir = process.env.INIT_CWD ?? process.cwd()
const fromCaller = (p: string) => (isAbsolute(p) || p.startsWith('memory://') ? p : resolve(callerDir, p))

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`)
    return 2
  }
  const [group, action, ...rest] = parsed.positionals
  if (group === 'help' || parsed.values.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  if (!group) {
    process.stderr.write(`Give a command.\n\n${USAGE}\n`)
    return 2
  }
  if (!['project', 'images', 'events'].includes(group)) {
    process.stderr.write(`Unknown command "${group}"\n\n${USAGE}\n`)
    return 2
  }
  const config = configFromEnv()
  if (config.dataDir) config.dataDir = fromCaller(config.dataDir)
  let db: Awaited<ReturnType<typeof openDb>> | undefined
  try {
    db = await openDb(config, 'portico-admin')
    await seedDatabase(db, { walletsFile: config.walletsFile, devProjectId: config.devProjectId })
    const o = parsed.values
    const out =
      group === 'project'
        ? await runProjectCommand(db, action, rest, o)
        : group === 'images'
          ? await runImageCommand(
              db,
              action,
              rest.map((a, i) => (i === 1 ? fromCaller(a) : a)),
              o,
            )
          : await runEventCommand(db, action, o, config.eventRetentionDays)
    process.stdout.write(`${out}\n`)
    return 0
  } catch (error) {
    const usage = error instanceof UsageError
    process.stderr.write(
      `${(error as Error).message}${usage ? '\n\nSee: npm run portico-admin -- help' : ''}\n`,
    )
    return usage ? 2 : 1
  } finally {
    await db?.close().catch(() => undefined)
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'add-origin': { type: 'string', multiple: true },
      'remove-origin': { type: 'string', multiple: true },
      features: { type: 'string' },
      analytics: { type: 'string' },
      custody: { type: 'string' },
      type: { type: 'string' },
      project: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      limit: { type: 'string' },
      'older-than-days': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

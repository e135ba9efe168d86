#!/usr/bin/env node
// Runs after `npm install`: prepares the PGlite templates (one `initdb`, about 6 s, and a migrated dump for
// in-memory databases: services/gateway/src/db/memoryTemplate.ts), so that
// `npm start` and the tests start the gateway on a fresh data directory in well under a second of database
// setup (services/gateway/src/db/pgliteTemplate.ts). A failure here is not fatal: the gateway builds the
// template on first use instead.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const script = join(ROOT, 'services', 'gateway', 'src', 'db', 'preparePgliteTemplate.ts')
if (existsSync(join(ROOT, 'node_modules', 'tsx')) && existsSync(script)) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0)
    console.warn('[postinstall] PGlite template not prepared; the gateway will make it')
}

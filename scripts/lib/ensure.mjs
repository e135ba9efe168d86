// Installs what the project needs on a fresh Debian machine with only Node and npm:
// npm dependencies, and Debian packages (Chromium, PostgreSQL, Redis) for the tests that use them.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

/** Runs a command with inherited output; throws with the command line when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`)
  }
}

/** Installs npm dependencies when node_modules is missing or older than package-lock.json. */
export function ensureNpmDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('[portico] installing npm dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

/** True when some installed PostgreSQL major version (Debian's `/usr/lib/postgresql/<major>`) has its server. */
function hasPostgresServer(root = '/usr/lib/postgresql') {
  try {
    return readdirSync(root).some((major) => existsSync(join(root, major, 'bin', 'postgres')))
  } catch {
    return false
  }
}

/** The Debian packages the tests need, each with the check that its binary is installed. */
export const DEBIAN_PACKAGES = {
  chromium: () => existsSync('/usr/bin/chromium'),
  postgresql: hasPostgresServer,
  'redis-server': () => existsSync('/usr/bin/redis-server'),
}

/** Installs the named Debian packages that are missing (needs root, as on CI). */
export function ensureDebianPackages(names = Object.keys(DEBIAN_PACKAGES)) {
  const missing = names.filter((name) => !DEBIAN_PACKAGES[name]())
  if (missing.length === 0) return
  console.log(`[portico] installing Debian packages: ${missing.join(', ')}…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env })
  if (install().status === 0) return
  run('apt-get', ['update'], { env })
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env })
}

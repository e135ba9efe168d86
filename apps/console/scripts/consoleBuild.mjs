// The console's production build, made once per source state into `apps/console/dist/<source hash>/`, so `npm
// start` and the browser tests reuse it while no source changed, and a running gateway never serves a half-written
// build. Plain JavaScript: `npm start` (Node without a TypeScript loader) calls it.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
/** apps/console */
export const CONSOLE_DIR = join(import.meta.dirname, '..')
const ROOT = join(CONSOLE_DIR, '..', '..')
/** Where the builds live, one folder per source hash. */
export const BUILDS_DIR = join(CONSOLE_DIR, 'dist')
/** Builds kept besides the newest. */
const KEEP_BUILDS = 2
const IGNORED = /(^|\/)(node_modules|dist|\.[^/]*)(\/|$)|\.test\.tsx?$/

/** Every file under `dir` (relative paths, sorted), tests and dotfiles left out. */
function filesUnder(dir, base = dir) {
  if (!existsSync(dir)) return []
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (IGNORED.test(relative(base, path))) continue
    if (entry.isDirectory()) out.push(...filesUnder(path, base))
    else if (entry.isFile()) out.push(relative(base, path))
  }
  return out.sort()
}

/** The hash of what the build reads: the console's page, config and sources, core's sources, the lock file. */
export function consoleSourceHash() {
  const hash = createHash('sha256')
  const add = (path) => hash.update(relative(ROOT, path)).update('\0').update(readFileSync(path)).update('\0')
  for (const file of ['index.html', 'vite.config.ts', 'package.json']) add(join(CONSOLE_DIR, file))
  for (const file of filesUnder(join(CONSOLE_DIR, 'src'))) add(join(CONSOLE_DIR, 'src', file))
  const core = join(ROOT, 'packages', 'core')
  for (const file of filesUnder(join(core, 'src'))) add(join(core, 'src', file))
  add(join(ROOT, 'package-lock.json'))
  return hash.digest('hex').slice(0, 16)
}

/** Removes all but the newest builds, never `keep`. */
function pruneBuilds(keep) {
  const builds = readdirSync(BUILDS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[0-9a-f]{16}$/.test(e.name) && e.name !== keep)
    .map((e) => ({ path: join(BUILDS_DIR, e.name), at: statSync(join(BUILDS_DIR, e.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const old of builds.slice(KEEP_BUILDS)) rmSync(old.path, { recursive: true, force: true })
}

/**
 * The folder of the production build of the current sources, building it first when there is none (`vite build`
 * in a child process, into a temporary folder renamed into place).
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ dir: string; built: boolean }>}
 */
export async function ensureConsoleBuild(options = {}) {
  const log = options.log ?? (() => undefined)
  const hash = consoleSourceHash()
  const dir = join(BUILDS_DIR, hash)
  if (existsSync(join(dir, 'index.html'))) return { dir, built: false }
  const tmp = join(BUILDS_DIR, `.tmp-${hash}-${process.pid}-${Date.now()}`)
  log(`building the operator console (${hash})…`)
  try {
    await run(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        join(CONSOLE_DIR, 'vite.config.ts'),
        '--outDir',
        tmp,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: CONSOLE_DIR, maxBuffer: 16 * 1024 * 1024 },
    )
    if (!existsSync(join(dir, 'index.html'))) {
      rmSync(dir, { recursive: true, force: true })
      renameSync(tmp, dir)
    }
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim()
    throw new Error(`the operator console's build failed${output ? `:\n${output}` : `: ${error.message}`}`)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  pruneBuilds(hash)
  log(`built the operator console into ${relative(ROOT, dir)}`)
  return { dir, built: true }
}

// `npm run build -w @portico/console`: build when needed and print the folder.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(import.meta.filename)) {
  const { dir, built } = await ensureConsoleBuild({ log: (line) => console.log(line) })
  console.log(built ? dir : `up to date: ${dir}`)
}

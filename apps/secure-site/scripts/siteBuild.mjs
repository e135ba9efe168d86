// The secure site's production build, made once per source state: the output lands in
// `apps/secure-site/dist/<source hash>/`, so `npm start` and a test run reuse it while no source changed and
// parallel stacks never overwrite a build another server is serving. Plain JavaScript: `npm start` (Node without
// a TypeScript loader) and the site's own server both call it.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { buildRecoveryPage, RECOVERY_PAGE_FILE } from '../recovery/build.mjs'

const run = promisify(execFile)
/** apps/secure-site */
export const SITE_DIR = join(import.meta.dirname, '..')
const ROOT = join(SITE_DIR, '..', '..')
/** Where the builds live, one folder per source hash. */
export const BUILDS_DIR = join(SITE_DIR, 'dist')
/** Builds kept besides the newest (an older checkout's server may still serve one). */
const KEEP_BUILDS = 3
/** Files of a package that never reach the bundle. */
const IGNORED = /(^|\/)(node_modules|dist|test|\.[^/]*)(\/|$)|\.test\.tsx?$/

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

/** The workspace packages the site bundles: its `@portico/*` dependencies, and theirs, as folders. */
function workspacePackages() {
  const seen = new Map()
  const visit = (dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      if (!name.startsWith('@portico/') || seen.has(name)) continue
      const linked = join(ROOT, 'node_modules', name)
      if (!existsSync(linked)) continue
      const real = realpathSync(linked)
      // A workspace package links to its folder in the repository; a published one lives in node_modules.
      if (real.split(/[\\/]/).includes('node_modules')) continue
      seen.set(name, real)
      visit(real)
    }
  }
  visit(SITE_DIR)
  return [...seen.values()].sort()
}

/**
 * The hash of everything the build reads: the site's page, config and sources, the sources of the workspace
 * packages it bundles, and the lock file (the versions of everything else).
 */
export function siteSourceHash() {
  const hash = createHash('sha256')
  const add = (path) => {
    hash.update(relative(ROOT, path)).update('\0').update(readFileSync(path)).update('\0')
  }
  for (const file of ['index.html', 'vite.config.ts', 'package.json']) add(join(SITE_DIR, file))
  for (const folder of ['src', 'recovery']) {
    for (const file of filesUnder(join(SITE_DIR, folder))) add(join(SITE_DIR, folder, file))
  }
  for (const dir of workspacePackages()) {
    add(join(dir, 'package.json'))
    for (const file of filesUnder(join(dir, 'src'))) add(join(dir, 'src', file))
  }
  add(join(ROOT, 'package-lock.json'))
  return hash.digest('hex').slice(0, 16)
}

/** Removes all but the newest builds (by modification time), never `keep`. */
function pruneBuilds(keep) {
  const builds = readdirSync(BUILDS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[0-9a-f]{16}$/.test(e.name) && e.name !== keep)
    .map((e) => ({ path: join(BUILDS_DIR, e.name), at: statSync(join(BUILDS_DIR, e.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const old of builds.slice(KEEP_BUILDS)) rmSync(old.path, { recursive: true, force: true })
}

/**
 * The folder of the production build of the current sources, building it first when there is none (`vite
 * build` in a child process, into a temporary folder renamed into place, so a half-written build is never
 * served and two stacks building at once both end with a whole one).
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ dir: string; built: boolean }>}
 */
export async function ensureSiteBuild(options = {}) {
  const log = options.log ?? (() => undefined)
  const hash = siteSourceHash()
  const dir = join(BUILDS_DIR, hash)
  if (existsSync(join(dir, 'index.html'))) return { dir, built: false }
  const tmp = join(BUILDS_DIR, `.tmp-${hash}-${process.pid}-${Date.now()}`)
  log(`building the secure site (${hash})…`)
  try {
    await run(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        join(SITE_DIR, 'vite.config.ts'),
        '--outDir',
        tmp,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: SITE_DIR, maxBuffer: 16 * 1024 * 1024 },
    )
    // The standalone recovery page, served beside the site for the user to save (it works from file://).
    writeFileSync(join(tmp, RECOVERY_PAGE_FILE), await buildRecoveryPage())
    if (!existsSync(join(dir, 'index.html'))) {
      rmSync(dir, { recursive: true, force: true })
      renameSync(tmp, dir)
    }
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim()
    throw new Error(`the secure site's build failed${output ? `:\n${output}` : `: ${error.message}`}`)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  pruneBuilds(hash)
  log(`built the secure site into ${relative(ROOT, dir)}`)
  return { dir, built: true }
}

// `node scripts/siteBuild.mjs`: build when needed and print the folder.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(import.meta.filename)) {
  const { dir, built } = await ensureSiteBuild({ log: (line) => console.log(line) })
  console.log(built ? dir : `up to date: ${dir}`)
}

// Builds the browser packages (packages/*) into what npm publishes: ESM and .d.ts compiled by tsc into each
// package's dist/, and a staged copy whose package.json points at dist/ instead of src/.
//
// Inside the workspace every package exports its TypeScript source (Vite, Vitest and tsx read it directly, so
// nothing has to be built before a test or `npm start`). The published manifest is derived from the source one
// by `publishManifest` below: each `./src/<name>.ts` export becomes `{ types: ./dist/<name>.d.ts, default:
// ./dist/<name>.js }`, workspace versions become exact ones, and `private`, `scripts` and `devDependencies` go.
// See docs/decisions.md ("Packages publish from a staged manifest").
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')
const PACKAGES_DIR = join(ROOT, 'packages')
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
const SOURCE_EXPORT = /^\.\/src\/(.+)\.tsx?$/

/** Reads a JSON file. */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))

/** Runs a command; throws with its output when it fails. */
function exec(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', cwd: ROOT, ...options })
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    )
  }
  return result.stdout
}

/**
 * The publishable packages in build order (a package after the `@portico/*` packages it depends on): every
 * directory under packages/ with a src/index.ts. Each entry: `{ dir, manifest }`.
 */
export function listPackages() {
  const all = readdirSync(PACKAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(PACKAGES_DIR, entry.name, 'src', 'index.ts')))
    .map((entry) => ({
      dir: join(PACKAGES_DIR, entry.name),
      manifest: readJson(join(PACKAGES_DIR, entry.name, 'package.json')),
    }))
  const byName = new Map(all.map((pkg) => [pkg.manifest.name, pkg]))
  const ordered = []
  const visit = (pkg, path = []) => {
    if (ordered.includes(pkg)) return
    if (path.includes(pkg))
      throw new Error(`Dependency cycle: ${[...path, pkg].map((p) => p.manifest.name).join(' → ')}`)
    for (const dep of Object.keys(pkg.manifest.dependencies ?? {})) {
      const inner = byName.get(dep)
      if (inner) visit(inner, [...path, pkg])
    }
    ordered.push(pkg)
  }
  for (const pkg of all) visit(pkg)
  return ordered
}

/** `names` and the `@portico` packages they depend on, in build order. */
function withDependencies(ordered, names) {
  const wanted = new Set(names)
  for (const pkg of [...ordered].reverse()) {
    if (!wanted.has(pkg.manifest.name)) continue
    for (const dep of Object.keys(pkg.manifest.dependencies ?? {})) wanted.add(dep)
  }
  const unknown = names.filter((name) => !ordered.some((pkg) => pkg.manifest.name === name))
  if (unknown.length > 0) throw new Error(`Unknown packages: ${unknown.join(', ')}`)
  return ordered.filter((pkg) => wanted.has(pkg.manifest.name))
}

/** Maps a source export target (`./src/x.ts`) to its published conditions. */
function publishedTarget(target, name) {
  const match = typeof target === 'string' ? SOURCE_EXPORT.exec(target) : null
  if (!match) throw new Error(`${name}: export target ${JSON.stringify(target)} is not ./src/<file>.ts`)
  return { types: `./dist/${match[1]}.d.ts`, default: `./dist/${match[1]}.js` }
}

/** The package.json that npm publishes, derived from the workspace one (see the file's header). */
export function publishManifest(manifest, versions) {
  const {
    private: _private,
    scripts: _scripts,
    devDependencies: _dev,
    exports,
    dependencies,
    ...rest
  } = manifest
  const published = Object.fromEntries(
    Object.entries(exports).map(([subpath, target]) => [subpath, publishedTarget(target, manifest.name)]),
  )
  const pinned = Object.fromEntries(
    Object.entries(dependencies ?? {}).map(([dep, range]) => [dep, versions.get(dep) ?? range]),
  )
  return {
    ...rest,
    exports: published,
    // For resolvers that predate `exports` (TypeScript's node10 resolution, old bundlers).
    main: published['.'].default,
    types: published['.'].types,
    ...(Object.keys(pinned).length > 0 ? { dependencies: pinned } : {}),
  }
}

/** Compiles one package's src/ (tests and test helpers excluded) to ESM and .d.ts in `outDir`. */
export function buildPackage(pkg, outDir, builtTypes) {
  rmSync(outDir, { recursive: true, force: true })
  // Other @portico packages resolve to their built .d.ts, so tsc never pulls their sources into this build.
  const paths = Object.fromEntries([...builtTypes].map(([name, types]) => [name, [types]]))
  const config = {
    extends: join(ROOT, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      rootDir: join(pkg.dir, 'src'),
      outDir,
      types: [],
      paths,
    },
    include: [join(pkg.dir, 'src')],
    exclude: [
      join(pkg.dir, 'src/**/*.test.ts'),
      join(pkg.dir, 'src/**/*.test.tsx'),
      join(pkg.dir, 'src/**/*.test-d.ts'),
      join(pkg.dir, 'src/**/testing/**'),
    ],
  }
  const configPath = join(
    tmpdir(),
    `portico-build-${pkg.manifest.name.replace(/\W/g, '_')}-${process.pid}.json`,
  )
  writeFileSync(configPath, JSON.stringify(config))
  try {
    exec(process.execPath, [TSC, '-p', configPath])
  } finally {
    rmSync(configPath, { force: true })
  }
  builtTypes.set(pkg.manifest.name, join(outDir, 'index.d.ts'))
}

/**
 * Builds every package (or only those named in `only`, with the `@portico` packages they depend on), stages
 * each with its published manifest, README and the licence under `outDir`, and packs it there. Returns
 * `{ name, staged, tarball }` per package, in build order.
 */
export function packPackages(outDir, only) {
  mkdirSync(outDir, { recursive: true })
  const all = listPackages()
  const versions = new Map(all.map((pkg) => [pkg.manifest.name, pkg.manifest.version]))
  const packages = only ? withDependencies(all, only) : all
  const builtTypes = new Map()
  const keys = new Map()
  return packages.map((pkg) => {
    const key = buildKey(pkg, keys)
    keys.set(pkg.manifest.name, key)
    const built = cachedBuild(pkg, key, builtTypes)
    return stagePackage(pkg, built, outDir, versions)
  })
}

/**
 * Builds are kept by the hash of what they read, so the package checks, the quick-start tests and a second run
 * of either reuse one build instead of running tsc again. Built inside the repository (so the .d.ts files find
 * the dependencies' types in its node_modules).
 */
const BUILD_CACHE = join(ROOT, 'node_modules', '.cache', 'portico-built')
/** Builds kept per package besides the ones in use (older source states). */
const KEEP_BUILDS = 3

/** Every file under `dir`, sorted, as paths relative to it. */
function filesUnder(dir, base = dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(path, base))
    else if (entry.isFile()) out.push(path.slice(base.length + 1))
  }
  return out.sort()
}

/** The hash of what a package's build reads: its sources and manifest, its dependencies' builds, the toolchain. */
function buildKey(pkg, keys) {
  const hash = createHash('sha256')
  for (const path of [
    import.meta.filename,
    join(ROOT, 'tsconfig.base.json'),
    join(ROOT, 'package-lock.json'),
  ])
    hash.update(readFileSync(path))
  hash.update(readFileSync(join(pkg.dir, 'package.json')))
  for (const file of filesUnder(join(pkg.dir, 'src'))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(pkg.dir, 'src', file)))
  }
  for (const dep of Object.keys(pkg.manifest.dependencies ?? {}).sort()) hash.update(keys.get(dep) ?? dep)
  return hash.digest('hex').slice(0, 16)
}

/** The package's build for `key`: the cached one, or a new one made in a folder of its own and moved in whole. */
function cachedBuild(pkg, key, builtTypes) {
  const name = pkg.manifest.name.replace('@portico/', '')
  const dir = join(BUILD_CACHE, `${name}-${key}`)
  if (!existsSync(join(dir, 'index.d.ts'))) {
    mkdirSync(BUILD_CACHE, { recursive: true })
    const tmp = mkdtempSync(join(BUILD_CACHE, `.tmp-${name}-`))
    try {
      buildPackage(pkg, join(tmp, 'out'), builtTypes)
      // Another run may have finished the same build meanwhile: either copy is whole.
      if (!existsSync(join(dir, 'index.d.ts'))) renameSync(join(tmp, 'out'), dir)
    } finally {
      rmSync(tmp, { recursive: true, force: true })
    }
    pruneBuilds(name, dir)
  }
  builtTypes.set(pkg.manifest.name, join(dir, 'index.d.ts'))
  return dir
}

/** Removes all but the newest builds of a package, never `keep`. */
function pruneBuilds(name, keep) {
  const builds = readdirSync(BUILD_CACHE)
    .filter((entry) => entry.startsWith(`${name}-`) && /-[0-9a-f]{16}$/.test(entry))
    .map((entry) => join(BUILD_CACHE, entry))
    .filter((path) => path !== keep)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  for (const old of builds.slice(KEEP_BUILDS)) rmSync(old, { recursive: true, force: true })
}

/** Stages a built package with its published manifest, README and the licence, and packs it into `outDir`. */
function stagePackage(pkg, built, outDir, versions) {
  const staged = join(outDir, pkg.manifest.name.replace('@portico/', ''))
  rmSync(staged, { recursive: true, force: true })
  mkdirSync(staged, { recursive: true })
  cpSync(built, join(staged, 'dist'), { recursive: true })
  for (const file of ['README.md'])
    if (existsSync(join(pkg.dir, file))) copyFileSync(join(pkg.dir, file), join(staged, file))
  copyFileSync(join(ROOT, 'LICENSE'), join(staged, 'LICENSE'))
  writeFileSync(
    join(staged, 'package.json'),
    `${JSON.stringify(publishManifest(pkg.manifest, versions), null, 2)}\n`,
  )
  const [packed] = JSON.parse(exec('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: staged }))
  return { name: pkg.manifest.name, staged, tarball: join(outDir, packed.filename) }
}

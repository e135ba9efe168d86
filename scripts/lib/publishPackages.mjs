// Builds the browser packages (packages/*) into what npm publishes: ESM and .d.ts compiled by tsc into each
// package's dist/, and a staged copy whose package.json points at dist/ instead of src/.
//
// Inside the workspace every package exports its TypeScript source (Vite, Vitest and tsx read it directly, so
// nothing has to be built before a test or `npm start`). The published manifest is derived from the source one
// by `publishManifest` below: each `./src/<name>.ts` export becomes `{ types: ./dist/<name>.d.ts, default:
// ./dist/<name>.js }`, workspace versions become exact ones, and `private`, `scripts` and `devDependencies` go.
// See docs/decisions.md ("Packages publish from a staged manifest").
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
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
  // Built inside the repository (so the .d.ts files find the dependencies' types in its node_modules), in a
  // directory of this run's own, so two runs at once never meet.
  const cacheDir = join(ROOT, 'node_modules', '.cache')
  mkdirSync(cacheDir, { recursive: true })
  const buildRoot = mkdtempSync(join(cacheDir, 'portico-packages-'))
  try {
    return packages.map((pkg) => {
      const built = join(buildRoot, pkg.manifest.name.replace('@portico/', ''))
      buildPackage(pkg, built, builtTypes)
      return stagePackage(pkg, built, outDir, versions)
    })
  } finally {
    rmSync(buildRoot, { recursive: true, force: true })
  }
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

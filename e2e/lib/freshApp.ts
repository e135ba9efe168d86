import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PackedPackage } from '../../scripts/lib/publishPackages.mjs'

/** What the fresh app installs besides the Portico tarballs: the README's quick start needs nothing else. */
const TOOLING = { vite: '^8.0.0', '@vitejs/plugin-react': '^6.0.0' }
const REACT = { 18: '^18.3.1', 19: '^19.2.0' } as const

/** Runs a command in `cwd`; throws with its output when it fails. */
function exec(cmd: string, args: string[], cwd: string): void {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
  }
}

/**
 * A Vite + React app outside the workspace in `dir`: `main` as src/main.tsx, the Portico packages from their
 * tarballs (as an app gets them from npm) plus `dependencies` from the registry. Installs and builds it;
 * returns the directory of the built app (`dist/`).
 */
export function buildViteReactApp(parameters: {
  dir: string
  name: string
  packages: PackedPackage[]
  dependencies: Record<string, string>
  main: string
}): string {
  const { dir, packages } = parameters
  mkdirSync(join(dir, 'src'), { recursive: true })
  const tarballs = Object.fromEntries(packages.map((p) => [p.name, `file:${p.tarball}`]))
  const manifest = {
    name: parameters.name,
    private: true,
    type: 'module',
    dependencies: { ...tarballs, ...parameters.dependencies },
    devDependencies: TOOLING,
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  writeFileSync(
    join(dir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\nexport default defineConfig({ plugins: [react()] })\n",
  )
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  )
  writeFileSync(join(dir, 'src', 'main.tsx'), parameters.main)
  exec('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir)
  exec(
    process.execPath,
    [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
    dir,
  )
  return join(dir, 'dist')
}

/**
 * The README's quick start as an app outside the workspace: Vite + React `react`, the Portico packages from
 * their tarballs, configured for the given gateway. Installs and builds it; resolves the directory of the built
 * app (`dist/`).
 */
export function buildFreshApp(parameters: {
  dir: string
  react: keyof typeof REACT
  packages: PackedPackage[]
  services: { gateway: string; relay: string }
}): string {
  const { dir, react, packages, services } = parameters
  return buildViteReactApp({
    dir,
    name: `portico-fresh-app-react-${react}`,
    packages,
    dependencies: { react: REACT[react], 'react-dom': REACT[react] },
    main: readmeQuickStart(services),
  })
}

const README = join(import.meta.dirname, '..', '..', 'README.md')
const DEFAULT_GATEWAY = "'http://127.0.0.1:8787'"
const DEFAULT_RELAY = "'ws://127.0.0.1:8788'"

/**
 * The app of the root README's "Use it in an app" section, as written, with the default gateway and relay
 * URLs replaced by this stack's.
 */
function readmeQuickStart(services: { gateway: string; relay: string }): string {
  const readme = readFileSync(README, 'utf8')
  const section = readme.slice(readme.indexOf('## Use it in an app'))
  const code = /```tsx\n([\s\S]*?)```/.exec(section)?.[1]
  if (!code?.includes(DEFAULT_GATEWAY) || !code.includes(DEFAULT_RELAY)) {
    throw new Error(
      'README.md: the quick start (first tsx block under "Use it in an app") names no default gateway/relay',
    )
  }
  return code
    .replace(DEFAULT_GATEWAY, JSON.stringify(services.gateway))
    .replace(DEFAULT_RELAY, JSON.stringify(services.relay))
}

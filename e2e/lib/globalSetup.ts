import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { offsetPorts, startStack } from '../../scripts/stack.mjs'

/**
 * The default ports of TEST-CONTRACT.md plus an offset, so that `npm start` is left alone: 10000 unless
 * `PORTICO_E2E_PORT_OFFSET` names another (two checkouts on one machine can then run their browser tests side by
 * side); a port named in the environment wins over both.
 */
function testPorts(): Record<string, string> {
  const raw = process.env.PORTICO_E2E_PORT_OFFSET ?? '10000'
  const offset = Number(raw)
  if (!/^\d+$/.test(raw) || offset > 55_000) {
    throw new Error(`PORTICO_E2E_PORT_OFFSET must be an integer from 0 to 55000, got "${raw}"`)
  }
  return offsetPorts(offset, process.env)
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      demo: string
      gateway: string
      relay: string
      evmA: string
      evmB: string
      /** The devnet Solana's JSON-RPC (`solana:portico-local`). */
      solana: string
      /** The devnet manifest this stack's devnet wrote (contract addresses by chain). */
      manifest: string
      mail: string
      secure: string
      /** The gateway's PGlite data directory (issue 22: the operator-attack tests read or copy it, as a thief would). */
      gatewayDataDir: string
      /** A project in managed custody (issue 22 item 4), the demo's origins allowed: {@link MANAGED_PROJECT_ID}. */
      managedProjectId: string
    }
  }
}

/** The managed-custody project the stack's database holds from the start (the operator's CLI made it). */
export const MANAGED_PROJECT_ID = 'e2e-managed'

/**
 * Issue 22 item 4: creates the managed-custody project with `portico-admin`, as an operator does, before the
 * gateway opens the data directory (PGlite allows one process per directory, and the gateway has no admin route).
 */
function createManagedProject(env: Record<string, string>): void {
  const root = join(import.meta.dirname, '../..')
  const args = [
    'project',
    'create',
    MANAGED_PROJECT_ID,
    '--name',
    'E2E managed custody',
    '--custody',
    'managed',
  ]
  const origins = ['--origin', 'http://127.0.0.1:*', '--origin', 'http://localhost:*']
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'services/gateway/src/cli/admin.ts', ...args, ...origins],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (result.status !== 0) {
    throw new Error(`portico-admin project create failed:\n${result.stdout}\n${result.stderr}`)
  }
}

export default async function setup(project: TestProject) {
  const env = testPorts()
  // A fresh gateway database per run: PGlite allows one process per data directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  env.PORTICO_DATA_DIR = join(dataDir, 'pglite')
  // The devnet writes its manifest here (scripts/lib/services.mjs), so tests read this stack's contracts.
  env.PORTICO_DEVNET_MANIFEST = join(dataDir, 'devnet-manifest.json')
  createManagedProject(env)
  // Managed custody's key service runs (its own secret, a fresh one per run), so the deployment serves both modes:
  // projects in passkey mode (the development project) and the managed project made above.
  env.PORTICO_KEY_SERVICE_SECRET =
    process.env.PORTICO_KEY_SERVICE_SECRET ?? randomBytes(32).toString('base64url')
  const lines: string[] = []
  const stack = await startStack({ env, log: (line) => lines.push(line) })
  project.provide('stack', {
    demo: stack.urls.demo ?? '',
    gateway: stack.urls.gateway,
    relay: stack.urls.relay ?? '',
    evmA: stack.urls.evmA,
    evmB: stack.urls.evmB,
    solana: stack.urls.solana,
    manifest: env.PORTICO_DEVNET_MANIFEST,
    mail: (stack.urls.mail ?? '').replace(/\/email$/, ''),
    secure: stack.urls.secure ?? '',
    gatewayDataDir: env.PORTICO_DATA_DIR,
    managedProjectId: MANAGED_PROJECT_ID,
  })
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
    if (process.env.PORTICO_E2E_LOGS) console.log(lines.join('\n'))
  }
}

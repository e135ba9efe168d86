import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStack } from '../../scripts/stack.mjs'

/** Test ports: the defaults plus 10000, unless the environment names others. */
const TEST_PORTS = {
  PORTICO_DEMO_PORT: '15173',
  PORTICO_GATEWAY_PORT: '18787',
  PORTICO_RELAY_PORT: '18788',
  PORTICO_EVM_A_PORT: '18545',
  PORTICO_EVM_B_PORT: '18546',
  PORTICO_SOLANA_PORT: '18899',
  PORTICO_SMTP_PORT: '11025',
  PORTICO_MAIL_PORT: '11080',
  PORTICO_SECURE_PORT: '15174',
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      demo: string
      gateway: string
      relay: string
      evmA: string
      evmB: string
      /** The devnet manifest this stack's devnet wrote (contract addresses by chain). */
      manifest: string
      mail: string
      secure: string
    }
  }
}

export default async function setup(project: TestProject) {
  const env = Object.fromEntries(
    Object.entries(TEST_PORTS).map(([variable, port]) => [variable, process.env[variable] ?? port]),
  )
  // A fresh gateway database per run: PGlite allows one process per data directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  env.PORTICO_DATA_DIR = join(dataDir, 'pglite')
  // The devnet writes its manifest here (scripts/lib/services.mjs), so tests read this stack's contracts.
  env.PORTICO_DEVNET_MANIFEST = join(dataDir, 'devnet-manifest.json')
  const lines: string[] = []
  const stack = await startStack({ env, log: (line) => lines.push(line) })
  project.provide('stack', {
    demo: stack.urls.demo ?? '',
    gateway: stack.urls.gateway,
    relay: stack.urls.relay ?? '',
    evmA: stack.urls.evmA,
    evmB: stack.urls.evmB,
    manifest: env.PORTICO_DEVNET_MANIFEST,
    mail: (stack.urls.mail ?? '').replace(/\/email$/, ''),
    secure: stack.urls.secure ?? '',
  })
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
    if (process.env.PORTICO_E2E_LOGS) console.log(lines.join('\n'))
  }
}

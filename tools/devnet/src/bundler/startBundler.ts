import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ENTRY_POINT_ADDRESS } from '../accountAbstraction/aaConstants.js'
import { spawnManaged } from '../childProcess.js'
import { DEVNET_HOST } from '../constants.js'
import { rpc } from '../rpc.js'
import {
  BUNDLER_BLOCK_TIME_MS,
  BUNDLER_EXECUTOR_KEY,
  BUNDLER_READY_TIMEOUT_MS,
  BUNDLER_UTILITY_KEY,
} from './bundlerConstants.js'

const require = createRequire(import.meta.url)
const LOOPBACK_PRELOAD = fileURLToPath(new URL('./loopbackOnly.mjs', import.meta.url))
const READY_POLL_MS = 100

/** A running bundler. */
export interface Bundler {
  /** Its JSON-RPC URL. */
  url: string
  /** The chain it bundles for. */
  rpcUrl: string
  /** The last lines it printed. */
  output(): string[]
  /** SIGTERM, then SIGKILL; resolves once the process has exited. */
  stop(): Promise<void>
}

/** The path of alto's command-line entry point inside the `@pimlico/alto` package. */
export function altoCliPath(): string {
  // The package exports only `esm/index.js`; the CLI sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/**
 * Starts the ERC-4337 bundler alto (`@pimlico/alto`, a real bundler) for one devnet chain on 127.0.0.1:`port`,
 * serving EntryPoint v0.8, and resolves once it answers `eth_supportedEntryPoints`. Its executor and utility
 * accounts get ether from anvil first; it deploys its own simulation contracts through the deterministic
 * deployment proxy. Everything stays on this machine.
 * @example
 * const bundler = await startBundler({ rpcUrl: devnet.chains[0].rpcUrl, port: 8791 })
 */
export async function startBundler(options: {
  rpcUrl: string
  port: number
  onLine?: (line: string) => void
}): Promise<Bundler> {
  const { rpcUrl, port } = options
  const fund = `0x${parseEther('1000').toString(16)}`
  for (const key of [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY]) {
    await rpc(rpcUrl, 'anvil_setBalance', [privateKeyToAccount(key).address, fund])
  }
  const args = [
    '--import',
    LOOPBACK_PRELOAD,
    altoCliPath(),
    ...['--entrypoints', ENTRY_POINT_ADDRESS],
    ...['--executor-private-keys', BUNDLER_EXECUTOR_KEY],
    ...['--utility-private-key', BUNDLER_UTILITY_KEY],
    ...['--rpc-url', rpcUrl, '--port', String(port)],
    // anvil has no JavaScript tracer, which the ERC-7562 opcode and storage rules need (docs/decisions.md).
    ...['--safe-mode', 'false'],
    ...['--block-time', String(BUNDLER_BLOCK_TIME_MS)],
    ...['--utility-wallet-monitor', 'false', '--refilling-wallets', 'false'],
    ...['--log-level', 'warn'],
  ]
  const managed = spawnManaged(process.execPath, args, options.onLine)
  const bundler: Bundler = {
    url: `http://${DEVNET_HOST}:${port}`,
    rpcUrl,
    output: managed.output,
    stop: managed.stop,
  }
  const deadline = Date.now() + BUNDLER_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (managed.hasExited()) {
      throw new Error(`the bundler for ${rpcUrl} exited during start:\n${managed.output().join('\n')}`)
    }
    const entryPoints = await rpc<string[]>(bundler.url, 'eth_supportedEntryPoints').catch(() => undefined)
    if (entryPoints) return bundler
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  }
  await bundler.stop()
  throw new Error(
    `the bundler for ${rpcUrl} did not answer on ${bundler.url} within ${BUNDLER_READY_TIMEOUT_MS} ms`,
  )
}

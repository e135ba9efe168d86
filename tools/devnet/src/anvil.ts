import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { spawnManaged } from './childProcess.js'
import {
  ANVIL_READY_TIMEOUT_MS,
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_HOST,
  DEVNET_MNEMONIC,
} from './constants.js'
import { rpc } from './rpc.js'

/** Pause between readiness probes. */
const READY_POLL_MS = 20

const require = createRequire(import.meta.url)

/**
 * Finds the anvil binary that `@foundry-rs/anvil` installed for this platform, so it is spawned directly
 * (the package's `bin.mjs` wrapper adds a Node process per chain).
 */
export function anvilBinaryPath(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const name = `@foundry-rs/anvil-${process.platform}-${arch}`
  const root = dirname(require.resolve(`${name}/package.json`))
  const binary = join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`anvil binary not found at ${binary} (reinstall ${name})`)
  return binary
}

/** A running anvil chain. */
export interface AnvilChain {
  chainId: number
  rpcUrl: string
  /** The last lines the chain printed. */
  output(): string[]
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process has exited. */
  stop(): Promise<void>
}

/** Starts one anvil chain and resolves once it answers `eth_chainId` with the expected id. */
export async function startAnvil(options: {
  chainId: number
  port: number
  onLine?: (line: string) => void
}): Promise<AnvilChain> {
  const { chainId, port } = options
  const rpcUrl = `http://${DEVNET_HOST}:${port}`
  const args = ['--host', DEVNET_HOST, '--port', String(port), '--chain-id', String(chainId)]
  args.push(
    '--mnemonic',
    DEVNET_MNEMONIC,
    '--accounts',
    '10',
    '--balance',
    String(DEVNET_ACCOUNT_BALANCE_ETH),
  )
  const managed = spawnManaged(anvilBinaryPath(), args, options.onLine)
  const chain: AnvilChain = { chainId, rpcUrl, output: managed.output, stop: managed.stop }
  try {
    await waitForChain(chain, managed.hasExited)
  } catch (error) {
    await chain.stop()
    throw error
  }
  return chain
}

async function waitForChain(chain: AnvilChain, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + ANVIL_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (hasExited()) {
      throw new Error(`anvil (chain ${chain.chainId}) exited during start:\n${chain.output().join('\n')}`)
    }
    const answer = await rpc<string>(chain.rpcUrl, 'eth_chainId').catch(() => undefined)
    if (answer !== undefined) {
      if (Number(answer) !== chain.chainId) {
        throw new Error(`${chain.rpcUrl} answered chain id ${Number(answer)}, expected ${chain.chainId}`)
      }
      return
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  }
  throw new Error(
    `anvil (chain ${chain.chainId}) did not answer on ${chain.rpcUrl} within ${ANVIL_READY_TIMEOUT_MS} ms`,
  )
}

import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from '@portico/test-servers'
import { TEST_WALLET_MNEMONIC } from '../constants.js'

const require = createRequire(import.meta.url)
/** How long a test chain may take to answer its first request. */
const ANVIL_READY_TIMEOUT_MS = 15_000
/** Grace period between SIGTERM and SIGKILL when stopping. */
const ANVIL_STOP_GRACE_MS = 2_000
const READY_POLL_MS = 25

/** A throwaway anvil chain for tests. */
export type TestChain = { chainId: number; rpcUrl: string; stop(): Promise<void> }

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

/**
 * Starts anvil on a free port with the development mnemonic's funded accounts; resolves once it answers.
 * Always `stop()` it (tests: in `afterAll`).
 */
export async function startTestChain(chainId: number): Promise<TestChain> {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  const child = spawn(anvilBinary(), [...args, '--mnemonic', TEST_WALLET_MNEMONIC, '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), ANVIL_STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + ANVIL_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited during start: ${stderr}`)
    const ok = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { chainId, rpcUrl, stop }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  }
  await stop()
  throw new Error(`anvil (chain ${chainId}) did not answer on ${rpcUrl} within ${ANVIL_READY_TIMEOUT_MS} ms`)
}

import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer, type Server, type Socket } from 'node:net'
import { dirname, join } from 'node:path'
import { freePort } from '@portico/test-servers'

/** Time allowed for anvil to answer after spawning. */
const ANVIL_READY_MS = 30_000

/** A real anvil chain for the RPC proxy tests. */
export interface TestChain {
  rpcUrl: string
  stop(): Promise<void>
}

/** Spawns the anvil binary from `@foundry-rs/anvil-<platform>` on a free port and waits until it answers. */
export async function startAnvil(chainId: number): Promise<TestChain> {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  const port = await freePort()
  const child: ChildProcess = spawn(
    join(dirname(pkg), 'bin', 'anvil'),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  const deadline = Date.now() + ANVIL_READY_MS
  while (Date.now() < deadline) {
    const ok = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { rpcUrl, stop }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error(`anvil did not answer on ${rpcUrl}`)
}

/** A TCP server that accepts connections and never answers (for upstream timeouts). */
export async function startSilentServer(): Promise<{
  url: string
  /** How many connections it has accepted so far. */
  connections(): number
  stop(): Promise<void>
}> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server: Server = createServer((s) => {
    accepted++
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

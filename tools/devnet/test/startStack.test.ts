import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startStack } from '../../../scripts/stack.mjs'
import { ENTRY_POINT_ADDRESS, findFreePort, findFreePortPair } from '../src/index.js'
import { findProcessesWithEnv, waitFor } from './processes.js'

// startStack() in-process, as the browser tests' global setup uses it, on ephemeral ports.
const MARKER = 'PORTICO_STACK_TEST_MARKER'
const dir = mkdtempSync(join(tmpdir(), 'portico-startstack-'))
const markers: string[] = []
afterAll(() => {
  // A test that failed midway leaves nothing running for the next one (or the next file).
  for (const marker of markers)
    for (const pid of findProcessesWithEnv(MARKER, marker)) process.kill(pid, 'SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** Free ports for every service, the marker, and a data directory of the run's own (not the repo's `.data`). */
async function freePorts(marker: string) {
  markers.push(marker)
  // Each port free and distinct: the OS may hand out a port again once the probe closed it, and Solana's pair
  // takes the next port too.
  const taken = new Set<number>()
  const port = async (pair = false): Promise<string> => {
    for (;;) {
      const p = pair ? await findFreePortPair() : await findFreePort()
      if (taken.has(p) || (pair && taken.has(p + 1))) continue
      taken.add(p)
      if (pair) taken.add(p + 1)
      return String(p)
    }
  }
  return {
    [MARKER]: marker,
    PORTICO_DATA_DIR: join(dir, marker, 'pglite'),
    PORTICO_GATEWAY_PORT: await port(),
    PORTICO_RELAY_PORT: await port(),
    PORTICO_EVM_A_PORT: await port(),
    PORTICO_EVM_B_PORT: await port(),
    PORTICO_SOLANA_PORT: await port(true),
    PORTICO_SMTP_PORT: await port(),
    PORTICO_MAIL_PORT: await port(),
    PORTICO_SECURE_PORT: await port(),
    PORTICO_IDP_PORT: await port(),
    PORTICO_BUNDLER_PORT: await port(),
    PORTICO_BUNDLER_B_PORT: await port(),
  }
}

describe('startStack', () => {
  it('starts without the demo, returns the URLs and ports, and stop() ends every process', async () => {
    const marker = `ok-${Date.now()}`
    const env = { ...(await freePorts(marker)), PORTICO_DEVNET_MANIFEST: join(dir, 'manifest.json') }
    const lines: string[] = []
    const stack = await startStack({ demo: false, env, log: (line) => lines.push(line) })
    try {
      expect(stack.urls.demo).toBeUndefined()
      expect(stack.urls.gateway).toBe(`http://127.0.0.1:${env.PORTICO_GATEWAY_PORT}`)
      expect(stack.urls.evmB).toBe(`http://127.0.0.1:${env.PORTICO_EVM_B_PORT}`)
      expect(stack.ports.PORTICO_EVM_A_PORT).toBe(Number(env.PORTICO_EVM_A_PORT))
      expect((await fetch(`${stack.urls.gateway}/health`)).status).toBe(200)
      // The bundlers run, and the gateway forwards user-operation methods to chain A's.
      expect(stack.urls.bundlerA).toBe(`http://127.0.0.1:${env.PORTICO_BUNDLER_PORT}`)
      const entryPoints = await fetch(
        `${stack.urls.gateway}/v1/?chainId=eip155:31337&projectId=portico-dev`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
        },
      )
      expect(await entryPoints.json()).toEqual({ jsonrpc: '2.0', id: 1, result: [ENTRY_POINT_ADDRESS] })
      // The development mail catcher runs with the stack, on its own port (MailDev REST format).
      expect(await (await fetch(`${stack.urls.mail}`)).json()).toEqual([])
      // The secure site answers on its own origin, and nobody may frame it without a project.
      const secure = await fetch(`${stack.urls.secure}sdk`)
      expect(secure.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(lines.some((line) => /^\[devnet *\] ready in /.test(line))).toBe(true)
    } finally {
      await stack.stop()
    }
    expect(findProcessesWithEnv(MARKER, marker)).toEqual([])
  })

  it('fails with the name and last output of a service that dies during startup, and stops the others', async () => {
    const marker = `fail-${Date.now()}`
    // A manifest path under a regular file cannot be written, so the devnet exits during startup.
    const notAFolder = join(dir, 'not-a-folder')
    writeFileSync(notAFolder, '')
    const env = { ...(await freePorts(marker)), PORTICO_DEVNET_MANIFEST: join(notAFolder, 'manifest.json') }
    const failure = startStack({ demo: false, env, log: () => {} })
    await expect(failure).rejects.toThrow(/^devnet exited \(1\) during startup\. Last output:\n.*EEXIST/s)
    await waitFor(() => findProcessesWithEnv(MARKER, marker).length === 0, 1_000, 'all processes gone')
  })

  it('rejects a busy port before starting anything', async () => {
    const marker = `busy-${Date.now()}`
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen({ port: 0, host: '127.0.0.1' }, resolve))
    const port = String((busy.address() as { port: number }).port)
    try {
      const env = { ...(await freePorts(marker)), PORTICO_EVM_B_PORT: port }
      await expect(startStack({ demo: false, env })).rejects.toThrow(
        `Port ${port} is in use (PORTICO_EVM_B_PORT)`,
      )
      expect(findProcessesWithEnv(MARKER, marker)).toEqual([])
    } finally {
      busy.close()
    }
  })
})

import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findFreePort, findFreePortPair, isPortFree } from '../src/index.js'
import { findProcessesWithEnv, waitFor } from './processes.js'

// `npm start` (scripts/start.mjs) as a child process, on ephemeral ports, with a marker variable in its
// environment: every process of the stack inherits it, so the test can tell that all of them are gone.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
// TEST-CONTRACT.md's figures (the stack answers within 10 s, a signal stops it within 5 s) are measured by
// `npm run bench` (scripts/bench-startup.mjs); here the ceilings only bound how long a broken run waits.
const READY_CEILING_MS = 120_000
const STOP_CEILING_MS = 30_000
const MARKER = 'PORTICO_STACK_TEST_MARKER'
const PORT_VARIABLES = [
  'PORTICO_DEMO_PORT',
  'PORTICO_GATEWAY_PORT',
  'PORTICO_RELAY_PORT',
  'PORTICO_EVM_A_PORT',
  'PORTICO_EVM_B_PORT',
  'PORTICO_SMTP_PORT',
  'PORTICO_MAIL_PORT',
  'PORTICO_SECURE_PORT',
  'PORTICO_IDP_PORT',
  'PORTICO_BUNDLER_PORT',
  'PORTICO_BUNDLER_B_PORT',
] as const

const dir = mkdtempSync(join(tmpdir(), 'portico-stack-'))
const markers: string[] = []

afterAll(() => {
  // Every process of every run (a test that failed midway leaves nothing running for the next one).
  for (const marker of markers)
    for (const pid of findProcessesWithEnv(MARKER, marker)) process.kill(pid, 'SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

async function runStart(overrides: Record<string, string> = {}, viaNpm = false) {
  const marker = randomUUID()
  markers.push(marker)
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORTICO_DEVNET_MANIFEST: join(dir, `${marker}.json`),
    // The run's own database, so a stack left by another test never holds it.
    PORTICO_DATA_DIR: join(dir, marker, 'pglite'),
    [MARKER]: marker,
  }
  for (const variable of PORT_VARIABLES) env[variable] = String(await findFreePort())
  // The devnet Solana takes its port and the next one (its WebSocket).
  env.PORTICO_SOLANA_PORT = String(await findFreePortPair())
  Object.assign(env, overrides)
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']]
  const child = spawn(command, args as string[], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, env, marker, exited, output: () => output }
}

async function answers(name: string, url: string): Promise<boolean> {
  if (name === 'evmA' || name === 'evmB') {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const { result } = (await response.json()) as { result: string }
    return Number(result) === (name === 'evmA' ? 31337 : 31338)
  }
  const httpUrl = url.replace(/^ws:/, 'http:')
  const response = await fetch(name === 'demo' ? httpUrl : new URL('/health', httpUrl))
  return response.status === 200
}

describe('npm start (scripts/start.mjs)', () => {
  it(
    'starts every service, prints their URLs, and SIGINT stops every process and frees every port',
    async () => {
      const run = await runStart()
      await waitFor(
        () => /Ctrl-C stops everything/.test(run.output()) || run.child.exitCode !== null,
        READY_CEILING_MS,
        'ready',
      )
      expect(run.child.exitCode, run.output()).toBeNull()

      const urls = Object.fromEntries(
        [...run.output().matchAll(/^ {2}(demo|gateway|relay|evmA|evmB|solana) +(\S+)$/gm)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      )
      expect(Object.keys(urls)).toEqual(expect.arrayContaining(['demo', 'gateway', 'evmA', 'evmB', 'solana']))
      expect(urls.demo).toBe(`http://127.0.0.1:${run.env.PORTICO_DEMO_PORT}/`)
      expect(urls.gateway).toBe(`http://127.0.0.1:${run.env.PORTICO_GATEWAY_PORT}`)
      expect(urls.evmA).toBe(`http://127.0.0.1:${run.env.PORTICO_EVM_A_PORT}`)
      expect(urls.solana).toBe(`http://127.0.0.1:${run.env.PORTICO_SOLANA_PORT}`)
      for (const [name, url] of Object.entries(urls)) expect(await answers(name, url), name).toBe(true)
      expect(findProcessesWithEnv(MARKER, run.marker).length).toBeGreaterThan(3)

      run.child.kill('SIGINT')
      expect(await run.exited).toBe(0)
      await waitFor(
        () => findProcessesWithEnv(MARKER, run.marker).length === 0,
        STOP_CEILING_MS,
        'all processes gone',
      )
      for (const variable of PORT_VARIABLES)
        expect(await isPortFree(Number(run.env[variable])), variable).toBe(true)
    },
    READY_CEILING_MS + STOP_CEILING_MS,
  )

  it(
    'SIGTERM to `npm start` itself stops every process (npm does not pass the signal on)',
    async () => {
      const run = await runStart({}, true)
      await waitFor(
        () => /Ctrl-C stops everything/.test(run.output()) || run.child.exitCode !== null,
        READY_CEILING_MS,
        'ready',
      )
      expect(run.child.exitCode, run.output()).toBeNull()
      run.child.kill('SIGTERM')
      await run.exited
      await waitFor(
        () => findProcessesWithEnv(MARKER, run.marker).length === 0,
        STOP_CEILING_MS,
        'all processes gone',
      )
      for (const variable of PORT_VARIABLES)
        expect(await isPortFree(Number(run.env[variable])), variable).toBe(true)
    },
    READY_CEILING_MS + STOP_CEILING_MS,
  )

  it('fails at once when a port is busy, naming the port and its variable, and starts nothing', async () => {
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen({ port: 0, host: '127.0.0.1' }, resolve))
    const port = (busy.address() as { port: number }).port
    try {
      const run = await runStart({ PORTICO_GATEWAY_PORT: String(port) })
      expect(await run.exited).toBe(1)
      expect(run.output()).toContain(`Port ${port} is in use (PORTICO_GATEWAY_PORT)`)
      expect(findProcessesWithEnv(MARKER, run.marker)).toEqual([])
    } finally {
      busy.close()
    }
  })

  it('rejects a port variable that is not a port number', async () => {
    const run = await runStart({ PORTICO_EVM_B_PORT: 'eighty' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('PORTICO_EVM_B_PORT must be a port number from 1 to 65535, got "eighty"')
  })
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GATEWAY_DIR,
  type GatewayProcess,
  runAdminCli,
  runCommand,
  startGatewayProcess,
} from './helpers/childProcess.js'

/** Exit code of a command-line mistake (UsageError). */
const USAGE_EXIT = 2
/** Each CLI run opens PGlite on disk (about a second, far more on a loaded machine); the bad-input test runs fourteen. A ceiling, not a figure. */
const CLI_SUITE_TIMEOUT_MS = 300_000
const ACME_FEATURES = [{ id: 'swap', isEnabled: false, config: null }]

describe('admin CLI on a PGlite data directory, then a gateway on the same directory', () => {
  let dir: string
  let env: Record<string, string>
  let gateway: GatewayProcess | undefined
  const admin = (...args: string[]) => runAdminCli(args, env)

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-admin-'))
    env = { PORTICO_DATA_DIR: join(dir, 'pglite') }
  })
  afterAll(async () => {
    await gateway?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('prints the usage for help (exit 0) and through the root npm script', async () => {
    const help = await admin('help')
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run portico-admin -- <command> [options]')
    const viaNpm = await runCommand('npm', ['run', '--silent', 'portico-admin', '--', '--help'], {
      cwd: join(GATEWAY_DIR, '../..'),
      env,
    })
    expect(viaNpm.code).toBe(0)
    expect(viaNpm.stdout).toContain('portico-admin: manage the Portico gateway')
  })

  it(
    'refuses bad input with exit code 2 and a clear message',
    async () => {
      const cases: [string[], string][] = [
        [[], 'Give a command.'],
        [['frobnicate'], 'Unknown command "frobnicate"'],
        [['project', '--bogus'], "Unknown option '--bogus'"],
        [['project'], 'Give a project command: list, show, create, update, delete'],
        [['project', 'rename', 'x'], 'Unknown project command "rename"'],
        [['project', 'create'], 'Give the project id'],
        [['project', 'create', 'bad id!'], '"bad id!" is not a project id'],
        [['project', 'create', 'x', '--origin', 'not an origin'], '"not an origin" is not an origin pattern'],
        [['project', 'create', 'x', '--features', '{oops'], '--features must be JSON'],
        [['project', 'create', 'x', '--analytics', 'maybe'], '--analytics takes on or off'],
        [['events'], 'Give an events command: list'],
        [['events', 'list', '--since', 'yesterday'], '--since must be an ISO time'],
        [['events', 'list', '--limit', '0'], '--limit must be 1 to'],
        [['images', 'add', 'x'], 'images add <id> <file>'],
      ]
      for (const [args, message] of cases) {
        const res = await admin(...args)
        expect({ args, code: res.code }).toEqual({ args, code: USAGE_EXIT })
        expect(res.stderr).toContain(message)
        expect(res.stdout).toBe('')
      }
    },
    CLI_SUITE_TIMEOUT_MS,
  )

  it(
    'creates a project, edits its origins, features and analytics, and lists it',
    async () => {
      const created = await admin(
        'project',
        'create',
        'acme',
        '--name',
        'Acme',
        '--origin',
        'https://acme.test',
        '--origin',
        'https://*.acme.test',
      )
      expect(created.code).toBe(0)
      expect(created.stdout).toContain('allowed origins: https://acme.test, https://*.acme.test')
      const again = await admin('project', 'create', 'acme')
      expect(again.code).toBe(1)
      expect(again.stderr).toContain('Project acme exists; use project update')
      const updated = await admin(
        'project',
        'update',
        'acme',
        '--add-origin',
        'https://new.acme.test',
        '--remove-origin',
        'https://acme.test',
        '--features',
        JSON.stringify(ACME_FEATURES),
        '--analytics',
        'off',
      )
      expect(updated.code).toBe(0)
      const listed = await admin('project', 'list', '--json')
      expect(listed.code).toBe(0)
      const projects = JSON.parse(listed.stdout) as { id: string }[]
      expect(projects.map((p) => p.id).sort()).toEqual(['acme', 'portico-dev'])
      expect(projects.find((p) => p.id === 'acme')).toMatchObject({
        name: 'Acme',
        allowedOrigins: ['https://*.acme.test', 'https://new.acme.test'],
        features: ACME_FEATURES,
        analyticsEnabled: false,
      })
      const svg = join(dir, 'acme.svg')
      writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>')
      expect((await admin('images', 'add', 'acme-logo', svg)).code).toBe(0)
      expect((await admin('images', 'list')).stdout).toContain('acme-logo  image/svg+xml')
    },
    CLI_SUITE_TIMEOUT_MS,
  )

  it('a gateway started on the same data directory serves the new project; the CLI refuses while it runs', async () => {
    gateway = await startGatewayProcess(await freePort(), env)
    const q = 'projectId=acme'
    const origins = await fetch(`${gateway.base}/projects/v1/origins?${q}`)
    expect(await origins.json()).toEqual({ allowedOrigins: ['https://*.acme.test', 'https://new.acme.test'] })
    expect(await (await fetch(`${gateway.base}/appkit/v1/config?${q}`)).json()).toEqual({
      features: ACME_FEATURES,
    })
    expect(await (await fetch(`${gateway.base}/getAnalyticsConfig?${q}`)).json()).toEqual({
      isAnalyticsEnabled: false,
    })
    const image = await fetch(`${gateway.base}/getWalletImage/acme-logo`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    const event = await fetch(`${gateway.base}/e?projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ eventId: 'cli-1', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } }),
    })
    expect(event.status).toBe(204)
    const locked = await admin('project', 'list')
    expect(locked.code).toBe(1)
    expect(locked.stderr).toContain('is using the PGlite data directory')
    const logLine = gateway
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.url === `/projects/v1/origins?${q}`)
    expect(logLine).toMatchObject({ method: 'GET', statusCode: 200, msg: 'request' })
    expect(await gateway.stop()).toBe(0)
    gateway = undefined
  })

  it('lists the events the gateway stored', async () => {
    const res = await admin('events', 'list', '--project', 'portico-dev', '--type', 'track', '--json')
    expect(res.code).toBe(0)
    const events = JSON.parse(res.stdout) as Record<string, unknown>[]
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      eventId: 'cli-1',
      event: 'MODAL_OPEN',
      origin: 'http://localhost:5173',
    })
    const text = await admin('events', 'list', '--project', 'acme')
    expect(text.stdout.trim()).toBe('(no events)')
  })
})

import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, parseTrustProxy } from '../src/config.js'
import { porticoEnvFromEnv, productionRefusals } from '../src/productionMode.js'
import { listProjects } from '../src/projects/projectRepo.js'
import { runCommand } from './helpers/childProcess.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** A production environment with every setting given: nothing refused. */
const PRODUCTION: NodeJS.ProcessEnv = {
  PORTICO_ENV: 'production',
  PORTICO_AUTH_SECRET: 'a'.repeat(48),
  DATABASE_URL: 'postgres://portico@db.internal:5432/portico',
  PORTICO_SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
  PORTICO_RPC_URLS: '{"eip155:8453":"https://base.example.com"}',
  PORTICO_GATEWAY_PUBLIC_URL: 'https://gateway.example.com',
  PORTICO_ONRAMP_SANDBOX: 'off',
  PORTICO_ENS_SIGNER_KEY: `0x${'11'.repeat(32)}`,
  PORTICO_FARCASTER_RPC_URL: 'https://optimism.example.com',
  PORTICO_METRICS_TOKEN: 'metrics-token-of-the-scraper',
}
const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!

describe('production mode (PORTICO_ENV=production)', () => {
  it('development is the default; another value is refused by name', () => {
    expect(porticoEnvFromEnv({})).toBe('development')
    expect(() => porticoEnvFromEnv({ PORTICO_ENV: 'prod' })).toThrow(
      'PORTICO_ENV must be development or production, got "prod"',
    )
    expect(productionRefusals({})).toEqual([])
  })

  it('a fully configured production environment is refused nothing', () => {
    expect(productionRefusals(PRODUCTION)).toEqual([])
  })

  it.each([
    ['PORTICO_AUTH_SECRET', { PORTICO_AUTH_SECRET: undefined }],
    ['DATABASE_URL', { DATABASE_URL: undefined }],
    ['DATABASE_URL', { DATABASE_URL: undefined, PORTICO_DATA_DIR: join(process.cwd(), '.data', 'pglite') }],
    ['PORTICO_SMTP_URL', { PORTICO_SMTP_URL: undefined }],
    ['PORTICO_RPC_URLS', { PORTICO_RPC_URLS: undefined }],
    ['PORTICO_GATEWAY_PUBLIC_URL', { PORTICO_GATEWAY_PUBLIC_URL: 'http://gateway.example.com' }],
    ['PORTICO_ONRAMP_SANDBOX', { PORTICO_ONRAMP_SANDBOX: undefined }],
    ['PORTICO_ENS_SIGNER_KEY', { PORTICO_ENS_SIGNER_KEY: undefined }],
    ['PORTICO_FARCASTER_RPC_URL', { PORTICO_FARCASTER_RPC_URL: undefined }],
    ['PORTICO_PROJECT_ID', { PORTICO_PROJECT_ID: 'portico-dev' }],
    ['PORTICO_METRICS_TOKEN', { PORTICO_METRICS_TOKEN: undefined }],
    ['PORTICO_CONSOLE_ISSUER', { PORTICO_CONSOLE_ISSUER: 'http://127.0.0.1:8790' }],
  ])('refuses a development default, naming %s', (setting, change) => {
    const refusals = productionRefusals({ ...PRODUCTION, ...change })
    expect(refusals).toHaveLength(1)
    expect(refusals[0]?.startsWith(`${setting} `)).toBe(true)
  })

  it('PGlite outside the checkout is accepted in place of DATABASE_URL', () => {
    const env = { ...PRODUCTION, DATABASE_URL: undefined, PORTICO_DATA_DIR: join(tmpdir(), 'portico-prod') }
    expect(productionRefusals(env)).toEqual([])
  })

  it('the configuration has no devnet defaults: only the named chains, no bundlers, no manifest', () => {
    const config = configFromEnv(PRODUCTION)
    expect(config.rpcUrls).toEqual({ 'eip155:8453': 'https://base.example.com' })
    expect(config.bundlerUrls).toEqual({})
    expect(config.devnetManifest).toBeUndefined()
    expect(config.seedDevProject).toBe(false)
    expect(configFromEnv({}).seedDevProject).toBe(true)
  })

  it('the gateway process refuses to start, naming every development default it found', async () => {
    const { code, stderr } = await runCommand(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { PORTICO_ENV: 'production', PORTICO_GATEWAY_PORT: '1' },
    })
    const output = stderr
    expect(code).toBe(1)
    expect(output).toContain('gateway did not start: production mode (PORTICO_ENV=production) refuses:')
    for (const setting of [
      'PORTICO_AUTH_SECRET',
      'PORTICO_SMTP_URL',
      'PORTICO_RPC_URLS',
      'PORTICO_ONRAMP_SANDBOX',
    ])
      expect(output).toContain(`  ${setting} `)
  })

  it('production creates no development project', async () => {
    const gw = await startGateway(pglite, { seedDevProject: false })
    try {
      expect((await listProjects(gw.gateway.db)).map((p) => p.id)).not.toContain('portico-dev')
    } finally {
      await gw.close()
    }
  })
})

describe('PORTICO_TRUST_PROXY: per-IP limits see the clients behind the load balancer', () => {
  let trusting: RunningGateway
  let plain: RunningGateway
  beforeAll(async () => {
    ;[trusting, plain] = await Promise.all([
      startGateway(pglite, { rateLimitPerIp: 2, trustProxy: ['127.0.0.1'] }),
      startGateway(pglite, { rateLimitPerIp: 2 }),
    ])
  })
  afterAll(async () => {
    await Promise.all([trusting?.close(), plain?.close()])
  })
  const health = (gw: RunningGateway, client: string) =>
    fetch(`${gw.base}/health`, { headers: { 'x-forwarded-for': client } }).then((res) => res.status)

  it('from a trusted proxy, each forwarded client has its own limit', async () => {
    expect([await health(trusting, '203.0.113.1'), await health(trusting, '203.0.113.1')]).toEqual([200, 200])
    expect(await health(trusting, '203.0.113.1')).toBe(429)
    expect(await health(trusting, '203.0.113.2')).toBe(200)
  })

  it('without a trusted proxy the header is ignored: a client cannot mint addresses to dodge its limit', async () => {
    expect([await health(plain, '203.0.113.1'), await health(plain, '203.0.113.2')]).toEqual([200, 200])
    expect(await health(plain, '203.0.113.3')).toBe(429)
  })

  it('PORTICO_TRUST_PROXY takes addresses and CIDR ranges, and names a bad entry', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.2,::1')).toEqual(['10.0.0.0/8', '192.168.1.2', '::1'])
    expect(() => parseTrustProxy('10.0.0.0/8,lb.internal')).toThrow('"lb.internal" is not one')
    expect(configFromEnv({ PORTICO_TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1'])
  })
})

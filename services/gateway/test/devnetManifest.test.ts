import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@portico/test-servers'
import { afterAll, describe, expect, it } from 'vitest'
import {
  configFromEnv,
  DEFAULT_DEVNET_MANIFEST_PATH,
  parseDevnetManifest,
  readDevnetManifest,
} from '../src/index.js'
import { loadTokens } from '../src/tokens/loadTokens.js'
import { runCommand } from './helpers/childProcess.js'

const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const manifest = (rpcUrl = 'http://127.0.0.1:8545') => ({
  chains: [
    {
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      rpcUrl,
      contracts: [
        { kind: 'erc20', name: 'Portico USD', symbol: 'pUSD', decimals: 6, address: PUSD },
        { kind: 'erc721', name: 'Portico Punks', symbol: 'PPUNK', address: PUSD, tokens: [] },
      ],
    },
  ],
})

describe('devnet manifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-manifest-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps the ERC-20s per CAIP-2 chain and skips other contracts', () => {
    expect(parseDevnetManifest(manifest(), 'm.json')).toEqual({
      tokens: { 'eip155:31337': [{ address: PUSD, symbol: 'pUSD', name: 'Portico USD', decimals: 6 }] },
      rpcUrls: { 'eip155:31337': 'http://127.0.0.1:8545' },
      amms: {},
    })
  })

  it("reads the chain's Uniswap V2 (router, factory, WETH) when the manifest has one", () => {
    const m: any = manifest()
    const WETH = '0x0000000000000000000000000000000000000aaa'
    const ROUTER = '0x0000000000000000000000000000000000000bbb'
    const FACTORY = '0x0000000000000000000000000000000000000ccc'
    m.chains[0].contracts.push(
      { kind: 'weth', name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, address: WETH },
      {
        kind: 'uniswap-v2-router',
        name: 'Uniswap V2 Router02',
        address: ROUTER,
        factory: FACTORY,
        weth: WETH,
      },
    )
    expect(parseDevnetManifest(m, 'm.json').amms).toEqual({
      'eip155:31337': {
        router: ROUTER,
        factory: FACTORY,
        weth: { address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
      },
    })
    m.chains[0].contracts.at(-1).factory = 'nope'
    expect(() => parseDevnetManifest(m, 'm.json')).toThrow(/contracts\[\d\]\.factory/)
  })

  it('names the file and the first bad field', () => {
    const bad = (mutate: (m: any) => void) => {
      const m: any = manifest()
      mutate(m)
      return () => parseDevnetManifest(m, '/x/m.json')
    }
    expect(() => parseDevnetManifest([], '/x/m.json')).toThrow('Invalid devnet manifest /x/m.json: (root)')
    expect(bad((m) => delete m.chains)).toThrow('/x/m.json: chains must be an array')
    expect(bad((m) => (m.chains[0].chainId = '31337'))).toThrow(
      'chains[0].chainId must be a positive integer',
    )
    expect(bad((m) => (m.chains[0].rpcUrl = 'ws://x'))).toThrow('chains[0].rpcUrl must be an http(s) URL')
    expect(bad((m) => (m.chains[0].contracts[0].decimals = 1.5))).toThrow('chains[0].contracts[0].decimals')
    expect(bad((m) => (m.chains[0].contracts[0].symbol = ''))).toThrow('chains[0].contracts[0].symbol')
    expect(bad((m) => delete m.chains[0].contracts[1].kind)).toThrow('chains[0].contracts[1].kind')
  })

  it('the solana field: SPL mints under its CAIP-2 id, and bad mints or decimals named', () => {
    const mint = 'pUSDmint1111111111111111111111111111111111'
    const solana = {
      caipNetworkId: 'solana:portico-local',
      rpcUrl: 'http://127.0.0.1:8899',
      tokens: [] as any[],
    }
    solana.tokens.push({ kind: 'spl', mint, symbol: 'pUSD', name: 'Portico USD', decimals: 6 })
    const parsed = parseDevnetManifest({ chains: [], solana }, '/x/m.json')
    expect(parsed.tokens['solana:portico-local']).toEqual([
      { address: mint, symbol: 'pUSD', name: 'Portico USD', decimals: 6 },
    ])
    const bad = (patch: (s: any) => void) => {
      const copy = structuredClone(solana)
      patch(copy)
      return () => parseDevnetManifest({ chains: [], solana: copy }, '/x/m.json')
    }
    expect(bad((s) => (s.tokens[0].mint = '0xnot'))).toThrow(
      'solana.tokens[0].mint must be a base58 public key',
    )
    expect(bad((s) => (s.tokens[0].decimals = 256))).toThrow('solana.tokens[0].decimals')
    expect(bad((s) => (s.caipNetworkId = 'eip155:1'))).toThrow('solana.caipNetworkId')
    expect(bad((s) => (s.tokens = 'x'))).toThrow('solana.tokens must be an array')
  })

  it('a missing file is no manifest; a file that is not JSON is an error naming it', () => {
    expect(readDevnetManifest(join(dir, 'none.json'))).toBeUndefined()
    const notJson = join(dir, 'not.json')
    writeFileSync(notJson, '{"chains":')
    expect(() => readDevnetManifest(notJson)).toThrow(
      `Invalid devnet manifest ${notJson}: (file) is not valid JSON`,
    )
  })

  it('logs one info line when missing, and warns when its rpcUrl is not the configured upstream', () => {
    const missing = loadTokens({ manifestPath: join(dir, 'none.json'), rpcUrls: {} })
    expect(missing.tokens).toEqual({})
    expect(missing.notes).toEqual([
      { level: 'info', message: expect.stringContaining('No devnet manifest at') },
    ])
    const path = join(dir, 'other-run.json')
    writeFileSync(path, JSON.stringify(manifest('http://127.0.0.1:9999')))
    const loaded = loadTokens({ manifestPath: path, rpcUrls: { 'eip155:31337': 'http://127.0.0.1:18545/' } })
    expect(loaded.tokens['eip155:31337']).toHaveLength(1)
    expect(loaded.notes.filter((n) => n.level === 'warn')).toEqual([
      {
        level: 'warn',
        message: expect.stringContaining(
          'names http://127.0.0.1:9999 for eip155:31337, but the gateway uses',
        ),
      },
    ])
    const same = loadTokens({ manifestPath: path, rpcUrls: { 'eip155:31337': 'http://127.0.0.1:9999/' } })
    expect(same.notes.filter((n) => n.level === 'warn')).toEqual([])
  })

  it('PORTICO_DEVNET_MANIFEST names the file, else the devnet default path', () => {
    expect(configFromEnv({}).devnetManifest).toBe(DEFAULT_DEVNET_MANIFEST_PATH)
    expect(DEFAULT_DEVNET_MANIFEST_PATH).toMatch(/\/\.data\/devnet-manifest\.json$/)
    expect(configFromEnv({ PORTICO_DEVNET_MANIFEST: '/tmp/m.json' }).devnetManifest).toBe('/tmp/m.json')
  })

  it('the gateway process refuses to start on an invalid manifest, naming the file', async () => {
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ chains: [{ chainId: 31337 }] }))
    const result = await runCommand(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        PORTICO_DEVNET_MANIFEST: bad,
        PORTICO_DATA_DIR: 'memory://',
        PORTICO_GATEWAY_PORT: String(await freePort()),
      },
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      `gateway did not start: Invalid devnet manifest ${bad}: chains[0].rpcUrl must be an http(s) URL`,
    )
  })
})

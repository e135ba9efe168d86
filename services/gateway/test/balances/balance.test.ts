import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEVNET_ACCOUNTS,
  DEVNET_MNEMONIC,
  type Devnet,
  type DevnetErc20,
  findFreePort,
  PorticoToken,
  startDevnet,
} from '@portico/devnet'
import { freePort } from '@portico/test-servers'
import { createWalletClient, http, parseUnits, publicActions } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway, NO_PRICES, type TokenBalance } from '../../src/index.js'
import { startSilentServer } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { send } from '../helpers/rawHttp.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const ACCOUNT_0 = DEVNET_ACCOUNTS[0]
/** Shorter than the production 10 s, so the timeout case is quick. */
const TEST_RPC_TIMEOUT_MS = 400

describe.each(DATABASES)('U-11 GET /v1/account/{address}/balance on $name', (database) => {
  let dir: string
  let devnet: Devnet
  let silent: Awaited<ReturnType<typeof startSilentServer>>
  let gw: RunningGateway
  let bare: RunningGateway
  let manifestPath: string
  const erc20 = (symbol: string) =>
    devnet.manifest.chains[0]?.contracts.find(
      (c): c is DevnetErc20 => c.kind === 'erc20' && c.symbol === symbol,
    )
  const get = async (path: string, base = gw.base, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers })
    return { status: res.status, headers: res.headers, body: (await res.json()) as any }
  }
  const balances = async (address: string, query = '', base = gw.base): Promise<TokenBalance[]> => {
    const res = await get(
      `/v1/account/${address}/balance?projectId=portico-dev&chainId=eip155:31337${query}`,
      base,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.balances
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-balance-'))
    manifestPath = join(dir, 'devnet-manifest.json')
    ;[devnet, silent] = await Promise.all([
      (async () => startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath }))(),
      startSilentServer(),
    ])
    const [a, b] = devnet.chains
    const rpcUrls = {
      'eip155:31337': a?.rpcUrl ?? '',
      'eip155:31338': b?.rpcUrl ?? '',
      // Nothing listens there: the upstream is down.
      'eip155:5': `http://127.0.0.1:${await freePort()}`,
      'eip155:6': silent.url,
    }
    gw = await startGateway(database, {
      rpcUrls,
      // Long enough that the cache-hit check below never races the expiry on a slow machine.
      balanceCacheTtlMs: 60_000,
      rpcTimeoutMs: TEST_RPC_TIMEOUT_MS,
      devnetManifest: manifestPath,
      // The cache checks below need a cache nothing else drops; indexer.test.ts covers the indexed tokens.
      indexer: false,
      // No price source: the devnet's pools would price ETH, pUSD and PRT (convert.test.ts checks those).
      prices: NO_PRICES,
    })
    bare = await startGateway(database, {
      rpcUrls,
      devnetManifest: join(dir, 'missing.json'),
      indexer: false,
    })
  })
  afterAll(async () => {
    await gw?.close()
    await bare?.close()
    await devnet?.stop()
    await silent?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('E-12 account 0 has the minted pUSD and PRT and its native ETH, with decimals and quantities', async () => {
    const list = await balances(ACCOUNT_0, '&currency=usd')
    const pusd = erc20('pUSD')
    const prt = erc20('PRT')
    expect(list).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: `${gw.base}/public/getTokenImage/ETH`,
      },
      {
        name: 'Portico USD',
        symbol: 'pUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${pusd?.address}`,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: `${gw.base}/public/getTokenImage/pUSD`,
      },
      {
        name: 'Portico Token',
        symbol: 'PRT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${prt?.address}`,
        quantity: { decimals: '18', numeric: '1000' },
        iconUrl: `${gw.base}/public/getTokenImage/PRT`,
      },
    ])
    const icon = await fetch(list[1]?.iconUrl ?? '')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('U-11 reads chain B too, with a bare chain number; an address without tokens gets native only', async () => {
    const res = await get(`/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev&chainId=31338`)
    expect(res.status).toBe(200)
    expect(res.body.balances.map((b: TokenBalance) => [b.chainId, b.symbol])).toEqual([
      ['eip155:31338', 'ETH'],
      ['eip155:31338', 'pUSD'],
      ['eip155:31338', 'PRT'],
    ])
    const empty = await balances(privateKeyToAddress(generatePrivateKey()))
    expect(empty).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '0' } }),
    ])
  })

  it('I-13 after an ERC-20 transfer, forceUpdate naming the address shows the new balance; the cache holds otherwise', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey())
    expect(await balances(recipient)).toHaveLength(1)
    const wallet = createWalletClient({
      account: mnemonicToAccount(DEVNET_MNEMONIC),
      chain: foundry,
      transport: http(devnet.chains[0]?.rpcUrl),
    }).extend(publicActions)
    const pusd = erc20('pUSD')
    if (!pusd) throw new Error('pUSD missing from the manifest')
    const hash = await wallet.writeContract({
      address: pusd.address,
      abi: PorticoToken.abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1.5', 6)],
    })
    // anvil answers eth_sendRawTransaction before its automine has run on a busy machine: wait for the block.
    await wallet.waitForTransactionReceipt({ hash })
    // Within the cache time, the cached answer (native only) is still served.
    expect(await balances(recipient)).toHaveLength(1)
    const fresh = await balances(recipient, `&forceUpdate=${ACCOUNT_0},${recipient.toLowerCase()}`)
    expect(fresh.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', '0'],
      ['pUSD', '1.5'],
    ])
    const sender = await balances(ACCOUNT_0, `&forceUpdate=${ACCOUNT_0}`)
    expect(sender.find((b) => b.symbol === 'pUSD')?.quantity.numeric).toBe('999998.5')
  })

  it('U-11 icon URLs come from the configured public URL, never from the Host header', async () => {
    const path = `/v1/account/${DEVNET_ACCOUNTS[1]}/balance?projectId=portico-dev&chainId=eip155:31337`
    const spoofed = await send(gw.base, { method: 'GET', path, headers: { host: 'evil.example' } })
    expect(spoofed.status).toBe(200)
    expect(spoofed.text).not.toContain('evil.example')
    expect(spoofed.text).toContain(`${gw.base}/public/getTokenImage/ETH`)
    const res = await get(path)
    expect(res.body.balances.map((b: TokenBalance) => b.iconUrl)).toEqual([
      `${gw.base}/public/getTokenImage/ETH`,
      `${gw.base}/public/getTokenImage/pUSD`,
      `${gw.base}/public/getTokenImage/PRT`,
    ])
  })

  it('R-01 a bad address, chainId or currency gets 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`/v1/account/0x1234/balance?projectId=portico-dev&chainId=eip155:31337`, 'address'],
      [`/v1/account/${ACCOUNT_0}zz/balance?projectId=portico-dev&chainId=eip155:31337`, 'address'],
      [`/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev&chainId=not%20a%20chain`, 'chainId'],
      [`/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev`, 'chainId'],
      [
        `/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev&chainId=eip155:31337&currency=eur`,
        'currency',
      ],
    ]
    for (const [path, field] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toMatchObject({ code: 'INVALID_PARAM', field })
    }
  })

  it('U-11 price and value are omitted when no price is known (never a made-up 0); an unknown chain holds nothing', async () => {
    const list = await balances(ACCOUNT_0)
    for (const b of list) {
      expect(b).not.toHaveProperty('price')
      expect(b).not.toHaveProperty('value')
    }
    const unknown = await get(`/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev&chainId=eip155:999`)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ balances: [] })
  })

  it('needs a known project (401 without, 403 unknown) and sends CORS for an allowed origin', async () => {
    const path = `/v1/account/${ACCOUNT_0}/balance?chainId=eip155:31337`
    expect((await get(path)).status).toBe(401)
    expect((await get(`${path}&projectId=nope`)).status).toBe(403)
    const origin = 'http://127.0.0.1:5173'
    const res = await get(`${path}&projectId=portico-dev`, gw.base, { origin })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('an upstream that is down or silent gets 502 JSON with a clear message', async () => {
    const down = await get(`/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev&chainId=eip155:5`)
    expect(down.status).toBe(502)
    expect(down.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect(down.body.message).toBe('Balances of eip155:5 are unavailable: Upstream RPC is unavailable')
    const silentRes = await get(`/v1/account/${ACCOUNT_0}/balance?projectId=portico-dev&chainId=eip155:6`)
    expect(silentRes.status).toBe(502)
    expect(silentRes.body.message).toContain(`${TEST_RPC_TIMEOUT_MS} ms`)
  })

  it('without a manifest, only the native balance is listed', async () => {
    const list = await balances(ACCOUNT_0, '', bare.base)
    expect(list.map((b) => b.symbol)).toEqual(['ETH'])
  })

  it('an invalid manifest stops the start with a message naming the file and the field', async () => {
    const bad = join(dir, 'bad-manifest.json')
    const manifest = structuredClone(devnet.manifest) as unknown as { chains: { contracts: object[] }[] }
    manifest.chains[0]?.contracts.splice(0, 1, { kind: 'erc20', name: 'X', symbol: 'X', address: '0x12' })
    writeFileSync(bad, JSON.stringify(manifest))
    await expect(createGateway({ ...(await database.create()), devnetManifest: bad })).rejects.toThrow(
      `Invalid devnet manifest ${bad}: chains[0].contracts[0].address must be 0x followed by 40 hex digits`,
    )
  })
})

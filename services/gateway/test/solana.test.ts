import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEVNET_ACCOUNTS,
  findFreePortPair,
  SOLANA_DEVNET_ACCOUNT_PUSD,
  SOLANA_PUSD,
  type SolanaDevnet,
  solanaDevnetAddresses,
  startSolanaDevnet,
} from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../src/index.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

const CHAIN = 'solana:portico-local'

// The real devnet Solana (litesvm) behind a real gateway: the RPC proxy's solana allow-list and the balance
// endpoint's SOL and SPL reads.
describe('the gateway on the devnet Solana', () => {
  let dir: string
  let solana: SolanaDevnet
  let gateway: RunningGateway
  let owner: string

  const rpc = async (body: unknown) => {
    const res = await fetch(`${gateway.base}/v1/?projectId=portico-dev&chainId=${CHAIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as any
  }
  const direct = async (method: string, params: unknown[]) => {
    const res = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await res.json()) as any).result
  }
  const balances = async (address: string, chainId = CHAIN) => {
    const res = await fetch(
      `${gateway.base}/v1/account/${address}/balance?projectId=portico-dev&chainId=${chainId}`,
    )
    return { status: res.status, body: (await res.json()) as any }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-gateway-solana-'))
    solana = await startSolanaDevnet({ port: await findFreePortPair() })
    owner = solanaDevnetAddresses()[0] as string
    const manifestPath = join(dir, 'devnet-manifest.json')
    const splToken = { kind: 'spl', ...SOLANA_PUSD, mint: solana.seed.pusdMint, tokenProgram: 'x' }
    const solanaPart = { caipNetworkId: CHAIN, rpcUrl: solana.rpcUrl, tokens: [splToken] }
    writeFileSync(manifestPath, JSON.stringify({ chains: [], solana: solanaPart }))
    gateway = await startGateway(DATABASES[0]!, {
      rpcUrls: { [CHAIN]: solana.rpcUrl },
      devnetManifest: manifestPath,
    })
  })

  afterAll(async () => {
    await gateway?.close()
    await solana?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('O-15 forwards the Solana reads (getBalance, getLatestBlockhash, a batch) to the devnet Solana', async () => {
    const answer = await rpc({ jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [owner] })
    expect(answer.id).toBe('a')
    expect(answer.result.value).toBe(await direct('getBalance', [owner]).then((r) => r.value))
    const batch = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'getGenesisHash', params: [] },
    ])
    expect(batch[0].result.value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(batch[1].result).toBe(solana.genesisHash)
  })

  it('O-01 refuses Solana methods outside the allow-list (requestAirdrop, EVM methods) with -32601', async () => {
    const before = (await direct('getBalance', [owner])).value
    for (const method of ['requestAirdrop', 'eth_getBalance', 'solana_signMessage', 'getProgramAccounts']) {
      const answer = await rpc({ jsonrpc: '2.0', id: 7, method, params: [owner, 1_000_000_000] })
      expect(answer.error).toEqual({
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method },
      })
    }
    // Refused before the node: the airdrop did not happen.
    expect((await direct('getBalance', [owner])).value).toBe(before)
  })

  it('forwards sendTransaction, and a malformed transaction is a JSON-RPC error, not a crash', async () => {
    const answer = await rpc({ jsonrpc: '2.0', id: 3, method: 'sendTransaction', params: ['not-base58!'] })
    expect(answer.id).toBe(3)
    expect(answer.error.code).toBeTypeOf('number')
    expect(answer.error.message).toMatch(/.+/)
    const health = await rpc({ jsonrpc: '2.0', id: 4, method: 'getHealth', params: [] })
    expect(health.result).toBe('ok')
  })

  it('U-11 / E-09 reports SOL (9 decimals) and the SPL pUSD of a Solana address, exact to the base unit', async () => {
    const { status, body } = await balances(owner)
    expect(status).toBe(200)
    const list = body.balances as TokenBalance[]
    const lamports = (await direct('getBalance', [owner])).value as number
    expect(list[0]).toMatchObject({
      symbol: 'SOL',
      chainId: CHAIN,
      quantity: { decimals: '9', numeric: (Number(lamports) / 1e9).toString() },
    })
    expect(list[0]?.address).toBeUndefined()
    expect(list[1]).toMatchObject({
      symbol: 'pUSD',
      name: 'Portico USD',
      address: `${CHAIN}:${solana.seed.pusdMint}`,
      quantity: { decimals: '6', numeric: SOLANA_DEVNET_ACCOUNT_PUSD.toString() },
    })
  })

  it('U-11 reads the chain on every request: a new airdrop shows at once', async () => {
    const [, fresh] = solanaDevnetAddresses()
    const before = (await balances(fresh as string)).body.balances as TokenBalance[]
    await direct('requestAirdrop', [fresh, 1_500_000_000])
    const after = (await balances(fresh as string)).body.balances as TokenBalance[]
    expect(Number(after[0]?.quantity.numeric) - Number(before[0]?.quantity.numeric)).toBeCloseTo(1.5, 9)
  })

  it('refuses an address of the wrong namespace with 400 naming the field; bip122 has no balances (E-09)', async () => {
    const evmOnSolana = await balances(DEVNET_ACCOUNTS[0] as string)
    expect(evmOnSolana.status).toBe(400)
    expect(evmOnSolana.body.message).toContain('address')
    const solanaOnEvm = await balances(owner, 'eip155:31337')
    expect(solanaOnEvm.status).toBe(400)
    const bitcoin = await balances(owner, 'bip122:000000000933ea01ad0ee984209779ba')
    expect(bitcoin).toEqual({ status: 200, body: { balances: [] } })
  })
})

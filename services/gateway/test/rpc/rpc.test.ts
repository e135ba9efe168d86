import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isMethodAllowed } from '../../src/rpc/allowList.js'
import { startAnvil, startSilentServer, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Shorter than the production 10 s, so the timeout test is quick. */
const TEST_RPC_TIMEOUT_MS = 400
const DENIED = [
  'eth_sendTransaction',
  'eth_sign',
  'eth_accounts',
  'personal_sign',
  'admin_peers',
  'debug_traceTransaction',
  'anvil_setBalance',
  'hardhat_mine',
  'evm_mine',
]

describe('RPC allow-list', () => {
  it('O-15 allows reads and raw transactions, refuses signing and node control', () => {
    for (const m of ['eth_chainId', 'eth_call', 'eth_getLogs', 'eth_estimateGas', 'eth_sendRawTransaction']) {
      expect(isMethodAllowed(m)).toBe(true)
    }
    for (const m of ['net_version', 'web3_clientVersion']) expect(isMethodAllowed(m)).toBe(true)
    for (const m of [...DENIED, 'eth_signTypedData_v4', 'eth_', 'ETH_chainId', 'wallet_addEthereumChain']) {
      expect(isMethodAllowed(m)).toBe(false)
    }
  })
})

describe.each(DATABASES)('JSON-RPC proxy on $name', (database) => {
  let chain: TestChain
  let silent: Awaited<ReturnType<typeof startSilentServer>>
  let gw: RunningGateway
  const rpc = async (body: unknown, chainId = 'eip155:31337', projectId = 'portico-dev') => {
    const res = await fetch(`${gw.base}/v1/?chainId=${chainId}&projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  beforeAll(async () => {
    ;[chain, silent] = await Promise.all([startAnvil(31337), startSilentServer()])
    gw = await startGateway(database, {
      rpcUrls: { 'eip155:31337': chain.rpcUrl, 'eip155:5': silent.url },
      rpcTimeoutMs: TEST_RPC_TIMEOUT_MS,
    })
  })
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
    await silent?.stop()
  })

  it('O-15 U-26 forwards a single call to the chain and keeps the id', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 'abc', method: 'eth_chainId', params: [] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 'abc', result: '0x7a69' })
    const bare = await rpc(
      { jsonrpc: '2.0', id: 7, method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] },
      '31337',
    )
    expect(bare.body.id).toBe(7)
    expect(BigInt(bare.body.result)).toBeGreaterThan(0n)
  })

  it('O-16 forwards a batch and answers in request order; refused items get their own error', async () => {
    const res = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [ACCOUNT_0, '0x0'] },
      { jsonrpc: '2.0', id: 3, method: 'net_version' },
      { jsonrpc: '2.0', id: 4, method: 'eth_blockNumber' },
    ])
    expect(res.status).toBe(200)
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4])
    expect(res.body[0].result).toBe('0x7a69')
    expect(res.body[1].error).toMatchObject({ code: -32601, message: 'Requested RPC call is not allowed' })
    expect(res.body[2].result).toBe('31337')
    expect(res.body[3].result).toMatch(/^0x/)
    const balance = await rpc({
      jsonrpc: '2.0',
      id: 5,
      method: 'eth_getBalance',
      params: [ACCOUNT_0, 'latest'],
    })
    expect(BigInt(balance.body.result)).toBeGreaterThan(0n)
  })

  it('O-16 accepts a batch of 1000 and refuses 1001 with a JSON-RPC error', async () => {
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId' }))
    const ok = await rpc(batch(1000))
    expect(ok.body).toHaveLength(1000)
    expect(ok.body[999]).toEqual({ jsonrpc: '2.0', id: 999, result: '0x7a69' })
    const over = await rpc(batch(1001))
    expect(over.status).toBe(200)
    expect(over.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } })
  })

  it('refuses every method outside the allow-list with a JSON-RPC error that keeps the id', async () => {
    for (const method of DENIED) {
      const res = await rpc({ jsonrpc: '2.0', id: method, method, params: [] })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        id: method,
        error: { code: -32601, message: 'Requested RPC call is not allowed' },
      })
    }
  })

  it('forwards eth_sendRawTransaction (the node judges the transaction)', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: ['0x1234'] })
    // anvil's own answer to bytes that are no transaction, passed through with the caller's id.
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Failed to decode transaction' },
    })
  })

  it('answers an unknown chain with a JSON-RPC error that keeps the id', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 42, method: 'eth_chainId' }, 'eip155:999')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ jsonrpc: '2.0', id: 42, error: { code: -32000 } })
    expect(res.body.error.message).toContain('eip155:999')
  })

  it('O-16 answers a JSON-RPC error when the upstream does not answer in time', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 9, method: 'eth_chainId' }, 'eip155:5')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 9, error: { code: -32000 } })
    // The silent node never answers: this answer can only come from the gateway's own timeout.
    expect(res.body.error.message).toContain(`${TEST_RPC_TIMEOUT_MS} ms`)
  })

  it('answers malformed JSON-RPC with -32600 and bad JSON with 400', async () => {
    expect((await rpc({ id: 1, method: 5 })).body).toMatchObject({ id: 1, error: { code: -32600 } })
    expect((await rpc([])).body).toMatchObject({ error: { code: -32600 } })
    expect((await rpc(['x', null])).body).toHaveLength(2)
    const res = await fetch(`${gw.base}/v1/?chainId=31337&projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'INVALID_JSON' })
  })

  it('needs a known project: 401 without, 403 for an unknown id', async () => {
    const res = await fetch(`${gw.base}/v1/?chainId=31337`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(res.status).toBe(401)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, '31337', 'nope')).status).toBe(403)
  })

  it('U-01 GET /v1/supported-chains lists the configured chains', async () => {
    const res = await fetch(`${gw.base}/v1/supported-chains`)
    expect(await res.json()).toEqual({ http: ['eip155:31337', 'eip155:5'], ws: [] })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EIP155_READ_METHODS,
  EIP155_USER_OPERATION_METHODS,
  isMethodAllowed,
} from '../../src/rpc/allowList.js'
import { MAX_PARAMS_DEPTH } from '../../src/rpc/jsonRpc.js'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { ANVIL_METHODS } from '../helpers/anvilMethods.js'
import { type CountingUpstream, startCountingUpstream } from '../helpers/countingUpstream.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e68d07dc79C'
const NOT_ALLOWED = 'Requested RPC call is not allowed'
const ZERO_HASH = `0x${'0'.repeat(64)}`
const TX = { from: ACCOUNT_0, to: ACCOUNT_1, value: '0x1' }
const pglite = DATABASES.find((d) => d.name === 'pglite') ?? {
  name: 'pglite',
  create: async () => ({ dataDir: 'memory://' }),
}

/** Params that make each allowed read a valid call on a fresh anvil. */
const READ_PARAMS: Record<string, unknown[]> = {
  eth_call: [{ to: ACCOUNT_1, data: '0x' }, 'latest'],
  eth_estimateGas: [TX],
  eth_feeHistory: ['0x1', 'latest', [50]],
  eth_getAccount: [ACCOUNT_0, 'latest'],
  eth_getBalance: [ACCOUNT_0, 'latest'],
  eth_getBlockByHash: [ZERO_HASH, false],
  eth_getBlockByNumber: ['latest', false],
  eth_getBlockReceipts: ['latest'],
  eth_getBlockTransactionCountByHash: [ZERO_HASH],
  eth_getBlockTransactionCountByNumber: ['latest'],
  eth_getCode: [ACCOUNT_0, 'latest'],
  eth_getFilterChanges: ['0x1'],
  eth_getFilterLogs: ['0x1'],
  eth_getLogs: [{ fromBlock: '0x0', toBlock: 'latest' }],
  eth_getProof: [ACCOUNT_0, [], 'latest'],
  eth_getStorageAt: [ACCOUNT_0, '0x0', 'latest'],
  eth_getTransactionByBlockHashAndIndex: [ZERO_HASH, '0x0'],
  eth_getTransactionByBlockNumberAndIndex: ['latest', '0x0'],
  eth_getTransactionByHash: [ZERO_HASH],
  eth_getTransactionCount: [ACCOUNT_0, 'latest'],
  eth_getTransactionReceipt: [ZERO_HASH],
  eth_getUncleCountByBlockHash: [ZERO_HASH],
  eth_getUncleCountByBlockNumber: ['latest'],
  eth_newFilter: [{ fromBlock: 'latest' }],
  eth_uninstallFilter: ['0x1'],
}

/** Params that would change the node's state if a refused method were forwarded. */
const ATTACK_PARAMS: Record<string, unknown[]> = {
  eth_sendUnsignedTransaction: [TX],
  eth_sendTransaction: [TX],
  eth_sendTransactionSync: [TX],
  eth_fillTransaction: [TX],
  eth_sign: [ACCOUNT_0, '0xdeadbeef'],
  eth_signTransaction: [TX],
  anvil_setBalance: [ACCOUNT_0, '0x0'],
  anvil_mine: ['0x5'],
  hardhat_mine: ['0x5'],
  evm_mine: [],
  anvil_setNonce: [ACCOUNT_0, '0x99'],
  anvil_impersonateAccount: [ACCOUNT_1],
  personal_sendTransaction: [TX, ''],
}

describe('O-01 the RPC proxy forwards only its allow-list (attack test against a real anvil)', () => {
  let chain: TestChain
  let upstream: CountingUpstream
  let gw: RunningGateway
  const rpc = async (body: unknown) => {
    const res = await fetch(`${gw.base}/v1/?chainId=eip155:31337&projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const nodeState = async () => {
    const call = async (method: string, params: unknown[]) =>
      (
        (await (
          await fetch(chain.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
        ).json()) as { result: string }
      ).result
    return {
      block: await call('eth_blockNumber', []),
      nonce: await call('eth_getTransactionCount', [ACCOUNT_0, 'latest']),
      balance: await call('eth_getBalance', [ACCOUNT_0, 'latest']),
    }
  }

  beforeAll(async () => {
    chain = await startAnvil(31337)
    upstream = await startCountingUpstream(chain.rpcUrl)
    gw = await startGateway(pglite, { rpcUrls: { 'eip155:31337': upstream.url }, indexer: false })
  })
  afterAll(async () => {
    await gw?.close()
    await upstream?.stop()
    await chain?.stop()
  })

  it('O-01 refuses every method outside the list with -32601 and none of them reaches the node', async () => {
    const before = await nodeState()
    const refused = ANVIL_METHODS.filter((m) => !isMethodAllowed(m))
    expect(refused).toEqual(expect.arrayContaining(Object.keys(ATTACK_PARAMS)))
    for (const method of refused) {
      const res = await rpc({ jsonrpc: '2.0', id: method, method, params: ATTACK_PARAMS[method] ?? [] })
      expect(res.status).toBe(200)
      expect(res.body, method).toEqual({
        jsonrpc: '2.0',
        id: method,
        error: { code: -32601, message: NOT_ALLOWED, data: { method } },
      })
    }
    // Each batch entry is checked on its own: the refused ones never travel with the allowed one.
    const batch = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_sendUnsignedTransaction', params: [TX] },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 3, method: 'anvil_mine', params: ['0x3'] },
    ])
    expect(batch.body.map((r: { error?: { code: number } }) => r.error?.code)).toEqual([
      -32601,
      undefined,
      -32601,
    ])
    expect(upstream.seen).toEqual(['eth_chainId'])
    expect(await nodeState()).toEqual(before)
  })

  it('O-02 keeps the user-operation methods off until a bundler upstream exists', async () => {
    for (const method of EIP155_USER_OPERATION_METHODS) {
      expect(isMethodAllowed(method)).toBe(false)
      expect(isMethodAllowed(method, 'eip155', { bundler: true })).toBe(true)
    }
    expect(isMethodAllowed('eth_chainId', 'solana')).toBe(false)
    expect(isMethodAllowed('eth_accounts')).toBe(false)
  })

  it('O-02 forwards each allowed read to the node and returns its answer', async () => {
    upstream.seen.length = 0
    for (const method of [...EIP155_READ_METHODS, 'eth_sendRawTransaction']) {
      const params = method === 'eth_sendRawTransaction' ? ['0x1234'] : (READ_PARAMS[method] ?? [])
      const res = await rpc({ jsonrpc: '2.0', id: 1, method, params })
      expect(res.body.error?.message, method).not.toBe(NOT_ALLOWED)
      expect(upstream.seen.at(-1), method).toBe(method)
    }
    expect(upstream.seen).toHaveLength(EIP155_READ_METHODS.length + 1)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).body.result).toBe('0x7a69')
  })

  it('O-01 answers deeply nested params with -32602 naming the limit, never "Upstream RPC is unavailable"', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const res = await rpc(`{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${deep}}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: `Invalid params: nested deeper than ${MAX_PARAMS_DEPTH} levels` },
    })
    const refusedDeep = await rpc(`{"jsonrpc":"2.0","id":2,"method":"anvil_mine","params":${deep}}`)
    expect(refusedDeep.body.error.code).toBe(-32602)
  })
})

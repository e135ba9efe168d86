import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Devnet } from '@portico/devnet'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseConfig } from '../../src/index.js'
import { startSilentServer } from '../helpers/anvil.js'
import { DATABASES, freshPostgresDatabase } from '../helpers/databases.js'
import { devnetClients, eventually, startTestDevnet } from '../helpers/devnetWallet.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** A fast poll so the suite does not wait on the indexer. */
const TEST_POLL_MS = 100
/** Far beyond the test's timeout, so only the indexer's stop grace can end a round waiting on a silent node. */
const UPSTREAM_TIMEOUT_MS = 3_600_000

/** A database that outlives one gateway: a PGlite directory on disk, or a PostgreSQL database. */
async function lastingDatabase(name: 'pglite' | 'postgres', dir: string): Promise<DatabaseConfig> {
  return name === 'pglite'
    ? { dataDir: mkdtempSync(join(dir, 'pglite-')) }
    : { databaseUrl: await freshPostgresDatabase() }
}

describe.each(DATABASES)('indexer follows the chain on $name', (database) => {
  let devnet: Devnet
  let dir: string
  const rpcUrls = () => ({
    'eip155:31337': devnet.chains[0]?.rpcUrl ?? '',
    'eip155:31338': devnet.chains[1]?.rpcUrl ?? '',
  })
  const start = (db: DatabaseConfig) =>
    startGateway(
      { name: database.name, create: async () => db },
      { rpcUrls: rpcUrls(), indexerPollMs: TEST_POLL_MS },
    )
  const hashesOf = async (gw: RunningGateway, address: string): Promise<string[]> => {
    const res = await fetch(
      `${gw.base}/v1/account/${address}/history?projectId=portico-dev&limit=100&chainId=31337`,
    )
    const body = (await res.json()) as { data: { metadata: { hash: string } }[] }
    return body.data.map((t) => t.metadata.hash)
  }
  /** Waits until `address`'s history holds exactly `expected` (in any order: a reorg may reuse timestamps). */
  const until = (gw: RunningGateway, address: string, expected: string[]) =>
    eventually(
      async () => {
        const hashes = await hashesOf(gw, address)
        return JSON.stringify([...hashes].sort()) === JSON.stringify([...expected].sort())
          ? hashes
          : undefined
      },
      `history ${expected.join(',')}`,
      20_000,
      async () => {
        const { rows } = await gw.gateway.db.query(
          `SELECT block_number, block_hash, mined_at FROM indexed_blocks WHERE chain_id = 'eip155:31337'
           ORDER BY block_number DESC LIMIT 3`,
        )
        const cursor = await gw.gateway.db.query(
          `SELECT * FROM indexer_cursor WHERE chain_id = 'eip155:31337'`,
        )
        return `history ${JSON.stringify(await hashesOf(gw, address))}, blocks ${JSON.stringify(rows)}, cursor ${JSON.stringify(cursor.rows)}`
      },
    )

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-indexer-'))
    devnet = await startTestDevnet()
  })
  afterAll(async () => {
    await devnet?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('K-02 a restart resumes from the stored cursor: blocks mined while it was down are indexed, none twice', async () => {
    const db = await lastingDatabase(database.name, dir)
    const { wallet, chain } = devnetClients(devnet, 8)
    const recipient = privateKeyToAddress(generatePrivateKey())
    const sent: string[] = []
    const sendOne = async (value: bigint) =>
      sent.unshift(await wallet.sendTransaction({ to: recipient, value }))
    let gw = await start(db)
    for (const v of [1n, 2n, 3n]) await sendOne(v)
    await until(gw, recipient, sent)
    await gw.close()
    for (const v of [4n, 5n, 6n]) await sendOne(v)
    gw = await start(db)
    try {
      await until(gw, recipient, sent)
      const head = Number(await chain.getBlockNumber())
      const blocks = await gw.gateway.db.query<{ n: number; distinct_n: number; max: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT block_number)::int AS distinct_n, max(block_number)::int AS max
         FROM indexed_blocks WHERE chain_id = 'eip155:31337'`,
      )
      // Every block from 0 to the head, each once.
      expect(blocks.rows[0]).toEqual({ n: head + 1, distinct_n: head + 1, max: head })
      let txCount = 0
      for (let n = 0; n <= head; n++)
        txCount += (await chain.getBlock({ blockNumber: BigInt(n) })).transactions.length
      const txs = await gw.gateway.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM indexed_txs WHERE chain_id = 'eip155:31337'`,
      )
      expect(Number(txs.rows[0]?.n)).toBe(txCount)
    } finally {
      await gw.close()
    }
  })

  it('K-02 a configured start block is where backfill begins; another chain without one starts at its head', async () => {
    const url = devnet.chains[0]?.rpcUrl ?? ''
    const { chain } = devnetClients(devnet, 0)
    const headAtStart = Number(await chain.getBlockNumber())
    const gw = await startGateway(
      { name: database.name, create: async () => lastingDatabase(database.name, dir) },
      // The same node under a chain id that is not the devnet's, and the devnet's id with a start block.
      {
        rpcUrls: { 'eip155:31337': url, 'eip155:7': url },
        indexerPollMs: TEST_POLL_MS,
        indexerStartBlocks: { 'eip155:31337': 3 },
      },
    )
    try {
      const first = (chainId: string) =>
        eventually(async () => {
          const { rows } = await gw.gateway.db.query<{ first: number | null }>(
            'SELECT min(block_number)::int AS first FROM indexed_blocks WHERE chain_id = $1',
            [chainId],
          )
          return rows[0]?.first ?? undefined
        }, `the first indexed block of ${chainId}`)
      expect(await first('eip155:31337')).toBe(3)
      expect(await first('eip155:7')).toBeGreaterThanOrEqual(headAtStart)
    } finally {
      await gw.close()
    }
  })

  it("K-02 follows a reorg: rows of orphaned blocks disappear, the new blocks' rows appear", async () => {
    const gw = await start(await lastingDatabase(database.name, dir))
    try {
      const { wallet, chain } = devnetClients(devnet, 9)
      const recipient = privateKeyToAddress(generatePrivateKey())
      // Each send is awaited until mined: anvil can answer before its automine ran, and a snapshot taken
      // before `kept` is mined would revert it too.
      const mined = async (hash: `0x${string}`) =>
        (await chain.waitForTransactionReceipt({ hash })).transactionHash
      const kept = await mined(await wallet.sendTransaction({ to: recipient, value: 1n }))
      const snapshot = await chain.request({ method: 'evm_snapshot' as any })
      const orphaned = await mined(await wallet.sendTransaction({ to: recipient, value: 2n }))
      await until(gw, recipient, [orphaned, kept])
      await chain.request({ method: 'evm_revert' as any, params: [snapshot] as any })
      // The replacement chain: a different transaction at the orphaned one's height, and one block more.
      const replacement = await mined(await wallet.sendTransaction({ to: recipient, value: 3n }))
      await chain.request({ method: 'anvil_mine' as any, params: ['0x1'] as any })
      await until(gw, recipient, [replacement, kept])
      const orphanRows = await gw.gateway.db.query(`SELECT 1 FROM indexed_txs WHERE tx_hash = $1`, [orphaned])
      expect(orphanRows.rows).toEqual([])
    } finally {
      await gw.close()
    }
  })
})

describe('indexer leadership on one PostgreSQL', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startTestDevnet()
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('K-02 two instances: exactly one indexes each chain, and the other takes over when it stops', async () => {
    const databaseUrl = await freshPostgresDatabase()
    const rpcUrls = {
      'eip155:31337': devnet.chains[0]?.rpcUrl ?? '',
      'eip155:31338': devnet.chains[1]?.rpcUrl ?? '',
    }
    const db = { name: 'postgres' as const, create: async () => ({ databaseUrl }) }
    const a = await startGateway(db, { rpcUrls, indexerPollMs: TEST_POLL_MS })
    const b = await startGateway(db, { rpcUrls, indexerPollMs: TEST_POLL_MS })
    let closedA = false
    try {
      const chains = ['eip155:31337', 'eip155:31338']
      // Each instance tries the lock at start; once both have, every chain has exactly one leader.
      const leaders = await eventually(async () => {
        const l = chains.map((c) => [a.gateway.indexer?.leads(c), b.gateway.indexer?.leads(c)])
        return l.every(([x, y]) => x !== y) ? l : undefined
      }, 'one leader per chain')
      expect(leaders.flat().filter(Boolean)).toHaveLength(2)
      const locks = await a.gateway.db.query<{ n: string }>(
        // pg_locks is server-wide: count only this test's database (other files share the PostgreSQL server).
        `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 7431004 AND granted
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      )
      expect(locks.rows[0]?.n).toBe('2')
      const { wallet } = devnetClients(devnet, 4)
      const recipient = privateKeyToAddress(generatePrivateKey())
      const before = await wallet.sendTransaction({ to: recipient, value: 1n })
      const seen = async (gw: RunningGateway, hashes: string[]) =>
        eventually(
          async () => {
            const res = await fetch(
              `${gw.base}/v1/account/${recipient}/history?projectId=portico-dev&chainId=31337`,
            )
            const body = (await res.json()) as { data: { metadata: { hash: string } }[] }
            const got = body.data.map((t) => t.metadata.hash)
            return JSON.stringify(got) === JSON.stringify(hashes) ? got : undefined
          },
          `history ${hashes.join(',')}`,
        )
      await seen(b, [before])
      await a.close()
      closedA = true
      const after = await wallet.sendTransaction({ to: recipient, value: 2n })
      await seen(b, [after, before])
      expect(chains.map((c) => b.gateway.indexer?.leads(c))).toEqual([true, true])
    } finally {
      if (!closedA) await a.close()
      await b.close()
    }
  })
})

describe('indexer shutdown', () => {
  it('a node that never answers does not hold up close() (the round in flight is dropped)', async () => {
    const silent = await startSilentServer()
    try {
      // The first round starts with the gateway and waits on the silent node, whose upstream timeout is an
      // hour: close() returning at all within the test's timeout shows the round in flight was dropped after
      // STOP_GRACE_MS instead of being waited for.
      const gw = await startGateway(
        DATABASES[0] ?? { name: 'pglite', create: async () => ({ dataDir: 'memory://' }) },
        {
          rpcUrls: { 'eip155:31337': silent.url },
          rpcTimeoutMs: UPSTREAM_TIMEOUT_MS,
        },
      )
      await eventually(
        async () => (silent.connections() > 0 ? true : undefined),
        'the indexer asking the node',
      )
      await gw.close()
    } finally {
      await silent.stop()
    }
  }, 90_000)
})

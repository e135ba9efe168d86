import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AnvilChain, DEVNET_ACCOUNTS, findFreePort, startAnvil } from '@portico/devnet'
import { createPublicClient, type Hex, http, parseAbiItem } from 'viem'
import { base } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayConfig } from '../../src/index.js'
import { eventually } from '../helpers/devnetWallet.js'
import { startLimitedUpstream } from '../helpers/limitedUpstream.js'
import { buildPastTransfers, type PastTransfers, send } from '../helpers/pastTransfers.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/**
 * Past transfers of the account in these tests, spread over many blocks. The issue's figure (2,000 over
 * 200,000 blocks) runs in `services/gateway/bench/trackedBackfill.ts`; this smaller one keeps the suite quick.
 */
const TRANSFERS = 60
const BLOCKS = 3_000
const CHAIN = 'eip155:8453'
const POLL_MS = 100
/** Generous: the machine running the suite may be loaded. */
const BACKFILL_TIMEOUT_MS = 120_000

interface Page {
  data: { id: string; metadata: { hash: string }; transfers: { direction: string }[] }[]
  next: string | null
  coverage?: { complete: boolean; nativeTransfers: boolean }
}

const pglite = { name: 'pglite' as const, create: async () => ({ dataDir: 'memory://' }) }

describe('tracked-accounts indexer mode on a non-devnet chain (anvil as Base)', () => {
  let chain: AnvilChain
  let past: PastTransfers
  const gateways: RunningGateway[] = []

  const start = async (config: GatewayConfig = {}) => {
    const gw = await startGateway(pglite, {
      rpcUrls: { [CHAIN]: chain.rpcUrl },
      indexerPollMs: POLL_MS,
      ...config,
    })
    gateways.push(gw)
    return gw
  }
  const page = async (gw: RunningGateway, address: string, cursor?: string | null): Promise<Page> => {
    const q = `projectId=portico-dev&chainId=${CHAIN}&limit=100${cursor ? `&cursor=${cursor}` : ''}`
    const res = await fetch(`${gw.base}/v1/account/${address}/history?${q}`)
    expect(res.status).toBe(200)
    return (await res.json()) as Page
  }
  /** Waits for the backfill to finish, then reads every page; fails on a duplicate. */
  const fullHistory = async (gw: RunningGateway, address: string): Promise<string[]> => {
    await eventually(
      async () => ((await page(gw, address)).coverage?.complete ? true : undefined),
      `the backfill of ${address}`,
      BACKFILL_TIMEOUT_MS,
    )
    const hashes: string[] = []
    let cursor: string | null = null
    do {
      const p: Page = await page(gw, address, cursor)
      hashes.push(...p.data.map((t) => t.metadata.hash))
      cursor = p.next
    } while (cursor)
    expect(new Set(hashes).size).toBe(hashes.length)
    return hashes
  }
  /** The account's transactions as viem reads them from the chain: its Transfer logs and its native ones. */
  const fromChain = async (): Promise<string[]> => {
    const client = createPublicClient({ chain: base, transport: http(chain.rpcUrl) })
    const event = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
    const nft = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed id)')
    const logs = (
      await Promise.all([
        client.getLogs({ address: past.token, event, args: { from: past.account }, fromBlock: 0n }),
        client.getLogs({ address: past.token, event, args: { to: past.account }, fromBlock: 0n }),
        client.getLogs({ address: past.punks, event: nft, args: { to: past.account }, fromBlock: 0n }),
      ])
    ).flat()
    const native: string[] = []
    for (const [hash, kind] of past.sent) {
      if (!kind.startsWith('native')) continue
      const tx = await client.getTransaction({ hash })
      if (tx.value > 0n && [tx.from, tx.to?.toLowerCase()].includes(past.account)) native.push(hash)
    }
    return [...new Set([...logs.map((l) => l.transactionHash as string), ...native])].sort()
  }

  beforeAll(async () => {
    chain = await startAnvil({ chainId: 8453, port: await findFreePort() })
    past = await buildPastTransfers(chain.rpcUrl, TRANSFERS, BLOCKS)
  }, 600_000)
  afterAll(async () => {
    for (const gw of gateways) await gw.close()
    await chain?.stop()
  })

  it('K-02 an account asked about for the first time gets its whole history from the chain, paged without duplicates or gaps, equal to what viem reads (ERC-20, ERC-721, native through ots_*)', async () => {
    const gw = await start()
    const first = await page(gw, past.account)
    expect(first.coverage?.complete).toBe(false)
    const hashes = await fullHistory(gw, past.account)
    const expected = await fromChain()
    expect(expected.length).toBe(past.sent.size)
    expect([...hashes].sort()).toEqual(expected)
    const last = await page(gw, past.account)
    expect(last.coverage).toEqual({ complete: true, nativeTransfers: true })
    // Native transfers came through ots_*: the ETH received and sent are there with their direction.
    const byHash = new Map(last.data.map((t) => [t.metadata.hash, t]))
    for (const [hash, kind] of [...past.sent].slice(-20)) {
      const dir = byHash.get(hash)?.transfers.map((x) => x.direction)
      expect(dir, `${kind} ${hash}`).toContain(kind.endsWith('out') ? 'out' : 'in')
    }
  })

  it('K-02 a burst of transfers between untracked accounts adds no row for them; a tracked account sent to in the burst gets its row', async () => {
    const gw = await start()
    await fullHistory(gw, past.account)
    const [, , , , s1, s2] = DEVNET_ACCOUNTS.map((a) => a.toLowerCase())
    if (!s1 || !s2) throw new Error('devnet accounts missing')
    const burst: Hex[] = []
    for (let i = 0; i < 20; i++)
      burst.push(await send(chain.rpcUrl, { from: s1, to: s2, value: BigInt(i + 1) }))
    const toTracked = await send(chain.rpcUrl, { from: s1, to: past.account, value: 7n })
    past.sent.set(toTracked, 'native-in')
    await eventually(
      async () =>
        (await page(gw, past.account)).data.some((t) => t.metadata.hash === toTracked) ? true : undefined,
      'the transfer to the tracked account',
    )
    const db = gw.gateway.db
    for (const [table, where] of [
      ['account_txs', 'address = ANY($1)'],
      ['indexed_txs', 'from_addr = ANY($1) AND to_addr = ANY($1)'],
      ['indexed_transfers', 'from_addr = ANY($1) OR to_addr = ANY($1)'],
    ] as const) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
        [[s1, s2]],
      )
      expect(rows[0]?.n, table).toBe(0)
    }
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM indexed_txs WHERE tx_hash = ANY($1)',
      [burst],
    )
    expect(rows[0]?.n).toBe(0)
  })

  it("K-02 a node that refuses wide eth_getLogs ranges (Reth's error text) is read in ranges it accepts", async () => {
    const limited = await startLimitedUpstream(chain.rpcUrl, { maxLogSpan: 200 })
    try {
      const gw = await start({ rpcUrls: { [CHAIN]: limited.url } })
      const hashes = await fullHistory(gw, past.account)
      expect([...hashes].sort()).toEqual(await fromChain())
      expect(limited.refused()).toBeGreaterThan(0)
      expect(Math.max(...limited.servedSpans)).toBeLessThanOrEqual(200)
    } finally {
      await limited.stop()
    }
  })

  it('K-02 a node with neither ots_* nor trace_filter: token history complete, and the answer says native transfers are missing', async () => {
    const plain = await startLimitedUpstream(chain.rpcUrl, { noTraces: true })
    try {
      const gw = await start({ rpcUrls: { [CHAIN]: plain.url } })
      const hashes = await fullHistory(gw, past.account)
      const tokenOnly = [...past.sent].filter(([, kind]) => !kind.startsWith('native')).map(([h]) => h)
      expect(hashes).toEqual(expect.arrayContaining(tokenOnly))
      expect((await page(gw, past.account)).coverage).toEqual({ complete: true, nativeTransfers: false })
    } finally {
      await plain.stop()
    }
  })

  it('K-02 a restart resumes the backfill where it stopped: no range above the stored progress is read again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-tracked-'))
    const limited = await startLimitedUpstream(chain.rpcUrl, { maxLogSpan: 100 })
    const lasting = { name: 'pglite' as const, create: async () => ({ dataDir: join(dir, 'pglite') }) }
    const config = { rpcUrls: { [CHAIN]: limited.url }, indexerPollMs: POLL_MS }
    try {
      const first = await startGateway(lasting, config)
      await page(first, past.account)
      const progress = async (gw: RunningGateway) => {
        const { rows } = await gw.gateway.db.query<{ backfill_to: string | null }>(
          'SELECT backfill_to FROM tracked_accounts WHERE chain_id = $1 AND address = $2',
          [CHAIN, past.account],
        )
        return rows[0]?.backfill_to == null ? undefined : Number(rows[0].backfill_to)
      }
      const start = await eventually(() => progress(first), 'the backfill start')
      await eventually(
        async () => (((await progress(first)) ?? start) < start - 200 ? true : undefined),
        'a few backfill chunks',
      )
      await first.close()
      // The stored progress, read with the indexer off (so no chunk moves it meanwhile).
      const reader = await startGateway(lasting, { ...config, indexer: false })
      const resumedFrom = await progress(reader)
      await reader.close()
      expect(resumedFrom).toBeGreaterThanOrEqual(0)
      expect(resumedFrom).toBeLessThan(start)
      limited.servedRanges.length = 0
      const second = await startGateway(lasting, config)
      gateways.push(second)
      const hashes = await fullHistory(second, past.account)
      expect([...hashes].sort()).toEqual(await fromChain())
      expect(limited.servedRanges.length).toBeGreaterThan(0)
      for (const [, to] of limited.servedRanges) expect(to).toBeLessThanOrEqual(resumedFrom as number)
    } finally {
      await limited.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('K-02 an upstream that fails is replaced by the next configured one', async () => {
    const dead = `http://127.0.0.1:${await findFreePort()}`
    const gw = await start({ rpcUrls: { [CHAIN]: dead }, rpcFallbackUrls: { [CHAIN]: [chain.rpcUrl] } })
    const hashes = await fullHistory(gw, past.account)
    expect([...hashes].sort()).toEqual(await fromChain())
  })
})

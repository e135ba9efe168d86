/**
 * Tracked-mode backfill bench (issue 27): how long the gateway takes to read the whole history of an account
 * asked about for the first time, from an anvil chain posing as Base (chain 8453, so tracked mode is the
 * default), the account having TRANSFERS past transfers (ERC-20 in and out, ETH in and out, ERC-721 in)
 * spread over about BLOCKS blocks. Building that history (`anvil_mine` between transfers) is not timed; it
 * is slow on anvil (mining grows costlier as the chain grows), which is why the default spread is 10,000
 * blocks rather than the issue's 200,000 (set TRACKED_BENCH_BLOCKS=200000 for it, and time to spare).
 * The gateway runs in this process on in-memory PGlite; the time runs from the first `/history` request to
 * the answer that says `coverage.complete`, and every page is then read to check the count.
 * Run: node --import tsx services/gateway/bench/trackedBackfill.ts
 * Env: TRACKED_BENCH_TRANSFERS (2000), TRACKED_BENCH_BLOCKS (10000).
 * The last stdout line is one JSON object: {"trackedBackfill":{"transfers","blocks","backfillMs","rows"}}.
 */
import type { AddressInfo } from 'node:net'
import { findFreePort, startAnvil } from '@portico/devnet'
import { createGateway } from '../src/index.js'
import { buildPastTransfers } from '../test/helpers/pastTransfers.js'
import { sleep } from './benchGateway.js'

const TRANSFERS = Number(process.env.TRACKED_BENCH_TRANSFERS ?? 2000)
const BLOCKS = Number(process.env.TRACKED_BENCH_BLOCKS ?? 10_000)
const CHAIN = 'eip155:8453'
/** Longest wait for the backfill. */
const BACKFILL_TIMEOUT_MS = 600_000

const chain = await startAnvil({ chainId: 8453, port: await findFreePort() })
try {
  let t = performance.now()
  const past = await buildPastTransfers(chain.rpcUrl, TRANSFERS, BLOCKS)
  console.log(
    `built ${past.sent.size} transactions over ${past.head} blocks in ${Math.round(performance.now() - t)} ms`,
  )
  const gateway = await createGateway({
    dataDir: 'memory://',
    rpcUrls: { [CHAIN]: chain.rpcUrl },
    indexerPollMs: 50,
  })
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = gateway.app.server.address() as AddressInfo
  const url = (cursor?: string | null) =>
    `http://127.0.0.1:${port}/v1/account/${past.account}/history?projectId=portico-dev&chainId=${CHAIN}&limit=100${cursor ? `&cursor=${cursor}` : ''}`
  type Page = { data: unknown[]; next: string | null; coverage?: { complete: boolean } }
  const read = async (cursor?: string | null) => (await (await fetch(url(cursor))).json()) as Page
  try {
    t = performance.now()
    const deadline = Date.now() + BACKFILL_TIMEOUT_MS
    while (!(await read()).coverage?.complete) {
      if (Date.now() > deadline) throw new Error('the backfill did not finish')
      await sleep(20)
    }
    const backfillMs = Math.round(performance.now() - t)
    let rows = 0
    let cursor: string | null = null
    do {
      const p: Page = await read(cursor)
      rows += p.data.length
      cursor = p.next
    } while (cursor)
    if (rows !== past.sent.size)
      throw new Error(`history holds ${rows} transactions, the chain ${past.sent.size}`)
    console.log(`backfill of ${rows} transactions over ${past.head} blocks: ${backfillMs} ms`)
    console.log(
      JSON.stringify({ trackedBackfill: { transfers: TRANSFERS, blocks: past.head, backfillMs, rows } }),
    )
  } finally {
    await gateway.close()
  }
} finally {
  await chain.stop()
}

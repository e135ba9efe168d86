/**
 * Indexer bench: how fast the gateway's indexer takes in ERC-20 transfers, and `/history` and `/balance`
 * latency for an account with 10,000 transfers.
 * Starts the devnet (two anvil chains, free ports) and `src/main.ts` as its own process on a fresh PGlite
 * directory, then sends two bursts of BURST (5,000) pUSD transfers to one new account, BLOCK_TXS (50) per
 * block (automine off, `eth_sendTransaction` batches from the devnet's unlocked accounts, then `evm_mine`).
 * For each burst: the time from its last block being mined to its last transfer showing in `/history`
 * (`catchUpMs`) and transfers / (last indexed − first mined) (`transfersPerSec`); the slower burst is
 * reported. Then autocannon drives `/history` (first page and a page deep in the list) and `/balance` of
 * that account at RATE (200) requests/s for SECONDS (10) each, p99 from every response's own latency.
 * Those repeat a few URLs, so most answers come from the page cache (dropped on each indexed change of the
 * account, 1 s at most); `historyUncachedP99Ms` is the p99 of 200 distinct pages read one after another,
 * each a cache miss (the database's own cost).
 * Run: node --import tsx services/gateway/bench/indexer.ts
 * Env: INDEXER_BENCH_BURST (5000), INDEXER_BENCH_BLOCK_TXS (50), INDEXER_BENCH_RATE (200),
 *      INDEXER_BENCH_SECONDS (10), INDEXER_BENCH_CONNECTIONS (4).
 * The last stdout line is one JSON object:
 * {"indexer":{"transfersPerSec","catchUpMs","historyP99Ms","historyUncachedP99Ms","balanceP99Ms","transfers","errors"}}.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ACCOUNTS, findFreePort, startDevnet } from '@portico/devnet'
import { freePort } from '@portico/test-servers'
import { encodeFunctionData, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { drive, percentile, round2, sleep, startGatewayProcess, stopGatewayProcess } from './benchGateway.js'

const env = process.env
const BURST = Number(env.INDEXER_BENCH_BURST ?? 5000)
const BLOCK_TXS = Number(env.INDEXER_BENCH_BLOCK_TXS ?? 50)
const RATE = Number(env.INDEXER_BENCH_RATE ?? 200)
const SECONDS = Number(env.INDEXER_BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(env.INDEXER_BENCH_CONNECTIONS ?? 4)
/** Longest wait for a burst to be indexed. */
const CATCH_UP_TIMEOUT_MS = 120_000
/** Distinct history pages read one after another for the uncached figure. */
const UNCACHED_PAGES = 200
const CLIENT = 'projectId=portico-dev&st=appkit&sv=react-0.1.0'
const TRANSFER = parseAbi(['function transfer(address to, uint256 value) returns (bool)'])

async function rpc(url: string, body: unknown): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return res.json()
}

const dir = mkdtempSync(join(tmpdir(), 'portico-indexer-bench-'))
const manifestPath = join(dir, 'devnet-manifest.json')
const devnet = await startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath })
const chainUrl = devnet.chains[0]?.rpcUrl ?? ''
const pusd = devnet.manifest.chains[0]?.contracts.find((c) => c.kind === 'erc20' && c.symbol === 'pUSD')
if (!pusd) throw new Error('pUSD missing from the devnet manifest')
const port = await freePort()
const gateway = await startGatewayProcess(port, {
  PORTICO_DATA_DIR: join(dir, 'pglite'),
  PORTICO_EVM_A_PORT: new URL(chainUrl).port,
  PORTICO_EVM_B_PORT: new URL(devnet.chains[1]?.rpcUrl ?? '').port,
  PORTICO_DEVNET_MANIFEST: manifestPath,
})
const base = `http://127.0.0.1:${port}`
const recipient = privateKeyToAddress(generatePrivateKey())
const senders = DEVNET_ACCOUNTS.slice(0, 2)

/** The hash of `recipient`'s newest indexed transaction. */
async function newestIndexed(): Promise<string | undefined> {
  const res = await fetch(`${base}/v1/account/${recipient}/history?${CLIENT}&chainId=31337&limit=1`)
  const body = (await res.json()) as { data: { metadata: { hash: string } }[] }
  return body.data[0]?.metadata.hash
}

/** Sends one burst in blocks of BLOCK_TXS and times how long the indexer takes to catch up. */
async function burst() {
  await rpc(chainUrl, { jsonrpc: '2.0', id: 1, method: 'evm_setAutomine', params: [false] })
  let firstMined = 0
  let lastHash = ''
  for (let sent = 0; sent < BURST; sent += BLOCK_TXS) {
    const count = Math.min(BLOCK_TXS, BURST - sent)
    const batch = Array.from({ length: count }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_sendTransaction',
      params: [
        {
          from: senders[i % senders.length],
          to: pusd?.address,
          data: encodeFunctionData({
            abi: TRANSFER,
            functionName: 'transfer',
            args: [recipient, 1_000_000n],
          }),
          gas: '0x186a0',
        },
      ],
    }))
    const answers = (await rpc(chainUrl, batch)) as {
      id: number
      result?: string
      error?: { message: string }
    }[]
    const failed = answers.find((a) => !a.result)
    if (failed) throw new Error(`eth_sendTransaction failed: ${failed.error?.message}`)
    lastHash = answers.sort((a, b) => a.id - b.id).at(-1)?.result ?? ''
    await rpc(chainUrl, { jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] })
    if (firstMined === 0) firstMined = performance.now()
  }
  const lastMined = performance.now()
  await rpc(chainUrl, { jsonrpc: '2.0', id: 1, method: 'evm_setAutomine', params: [true] })
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS
  while ((await newestIndexed()) !== lastHash) {
    if (Date.now() > deadline) throw new Error('the indexer did not catch up within 120 s')
    await sleep(20)
  }
  const indexed = performance.now()
  return { catchUpMs: indexed - lastMined, transfersPerSec: BURST / ((indexed - firstMined) / 1000) }
}

try {
  const bursts = [await burst(), await burst()]
  for (const [i, b] of bursts.entries()) {
    console.log(
      `burst ${i + 1}: ${BURST} transfers indexed ${b.catchUpMs.toFixed(0)} ms after the last was mined, ${b.transfersPerSec.toFixed(0)} transfers/s`,
    )
  }
  const history = await (await fetch(`${base}/v1/account/${recipient}/history?${CLIENT}&limit=100`)).json()
  let deepCursor = (history as { next: string }).next
  for (let i = 0; i < 20; i++) {
    const page = (await (
      await fetch(`${base}/v1/account/${recipient}/history?${CLIENT}&limit=100&cursor=${deepCursor}`)
    ).json()) as { next: string }
    deepCursor = page.next
  }
  const historyPaths = [
    `/v1/account/${recipient}/history?${CLIENT}&chainId=eip155:31337`,
    `/v1/account/${recipient}/history?${CLIENT}`,
    `/v1/account/${recipient}/history?${CLIENT}&cursor=${deepCursor}`,
  ]
  const balancePaths = [`/v1/account/${recipient}/balance?${CLIENT}&chainId=eip155:31337&currency=usd`]
  const balance = (await (await fetch(base + (balancePaths[0] ?? ''))).json()) as {
    balances: { symbol: string; quantity: { numeric: string } }[]
  }
  console.log(`balances: ${balance.balances.map((b) => `${b.quantity.numeric} ${b.symbol}`).join(', ')}`)
  // Each page once, walking the cursor: every request misses the page cache (the query's own cost).
  const uncached: number[] = []
  let cursor = ''
  for (let i = 0; i < UNCACHED_PAGES; i++) {
    const started = performance.now()
    const page = (await (
      await fetch(`${base}/v1/account/${recipient}/history?${CLIENT}${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as { next: string }
    uncached.push(performance.now() - started)
    cursor = page.next
  }
  uncached.sort((x, y) => x - y)
  const historyUncachedP99 = percentile(uncached, 99)
  console.log(
    `/history, ${UNCACHED_PAGES} distinct pages one after another: p50 ${percentile(uncached, 50).toFixed(2)} ms, ` +
      `p99 ${historyUncachedP99.toFixed(2)} ms, max ${(uncached.at(-1) ?? 0).toFixed(2)} ms`,
  )
  const run = (paths: string[]) =>
    drive({ url: base, paths, seconds: SECONDS, rate: RATE, connections: CONNECTIONS })
  await drive({
    url: base,
    paths: [...historyPaths, ...balancePaths],
    seconds: 2,
    rate: RATE,
    connections: CONNECTIONS,
  })
  const h = await run(historyPaths)
  const b = await run(balancePaths)
  const historyP99 = percentile(h.latencies, 99)
  const balanceP99 = percentile(b.latencies, 99)
  console.log(
    `/history at ${RATE}/s: p50 ${percentile(h.latencies, 50).toFixed(2)} ms, p99 ${historyP99.toFixed(2)} ms, errors ${h.errors}`,
  )
  console.log(
    `/balance at ${RATE}/s: p50 ${percentile(b.latencies, 50).toFixed(2)} ms, p99 ${balanceP99.toFixed(2)} ms, errors ${b.errors}`,
  )
  const slowest = bursts.reduce((x, y) => (y.transfersPerSec < x.transfersPerSec ? y : x))
  console.log(
    JSON.stringify({
      indexer: {
        transfersPerSec: Math.round(slowest.transfersPerSec),
        catchUpMs: Math.round(slowest.catchUpMs),
        historyP99Ms: round2(historyP99),
        historyUncachedP99Ms: round2(historyUncachedP99),
        balanceP99Ms: round2(balanceP99),
        transfers: BURST * bursts.length,
        errors: h.errors + b.errors,
      },
    }),
  )
} finally {
  await stopGatewayProcess(gateway)
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}

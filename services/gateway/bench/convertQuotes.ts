/**
 * Swap quote bench: `GET /v1/convert/quotes` at a fixed 100 requests/s (target: p99 under 30 ms).
 * Starts the devnet (two anvil chains with Uniswap V2, free ports) and `src/main.ts` as its own process on a
 * fresh PGlite directory (indexer off), warms up, then drives the quotes route with autocannon for
 * QUOTES_BENCH_SECONDS (default 20) on a mix the Swap view sends: ETH → pUSD, pUSD → ETH, PRT → pUSD and
 * pUSD → PRT (the last two weigh the direct pool against the WETH hop), at several amounts. Each answer
 * reads pool reserves from the chain at most once a second (`RESERVES_CACHE_TTL_MS`); p99 is computed from
 * every response's own latency.
 * Run: node --import tsx services/gateway/bench/convertQuotes.ts
 * Env: QUOTES_BENCH_SECONDS (20), QUOTES_BENCH_RATE (100), QUOTES_BENCH_CONNECTIONS (4).
 * The last stdout line is one JSON object: {"convertQuotesP99Ms","convertQuotesRps","convertQuotesErrors"}.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ACCOUNTS, type DevnetContract, findFreePort, startDevnet } from '@portico/devnet'
import { freePort } from '@portico/test-servers'
import { drive, percentile, round2, startGatewayProcess, stopGatewayProcess } from './benchGateway.js'

const env = process.env
const SECONDS = Number(env.QUOTES_BENCH_SECONDS ?? 20)
const RATE = Number(env.QUOTES_BENCH_RATE ?? 100)
const CONNECTIONS = Number(env.QUOTES_BENCH_CONNECTIONS ?? 4)
const WARMUP_SECONDS = 3
const CLIENT = 'projectId=portico-dev&st=appkit&sv=react-0.1.0'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const dir = mkdtempSync(join(tmpdir(), 'portico-quotes-bench-'))
const manifestPath = join(dir, 'devnet-manifest.json')
const devnet = await startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath })
const chain = devnet.manifest.chains[0]
const symbol = (s: string) =>
  chain?.contracts.find(
    (c): c is Extract<DevnetContract, { kind: 'erc20' }> => c.kind === 'erc20' && c.symbol === s,
  )?.address ?? ''
const port = await freePort()
const gateway = await startGatewayProcess(port, {
  PORTICO_DATA_DIR: join(dir, 'pglite'),
  PORTICO_INDEXER: 'off',
  PORTICO_EVM_A_PORT: new URL(devnet.chains[0]?.rpcUrl ?? '').port,
  PORTICO_EVM_B_PORT: new URL(devnet.chains[1]?.rpcUrl ?? '').port,
  PORTICO_DEVNET_MANIFEST: manifestPath,
})
const caip = (address: string) => `eip155:31337:${address}`
const user = caip(DEVNET_ACCOUNTS[0])
const pairs: [string, string, string[]][] = [
  [NATIVE, symbol('pUSD'), ['10000000000000000', '100000000000000000', '2000000000000000000']],
  [symbol('pUSD'), NATIVE, ['1000000', '250000000']],
  [symbol('PRT'), symbol('pUSD'), ['1000000000000000000', '50000000000000000000']],
  [symbol('pUSD'), symbol('PRT'), ['5000000', '900000000']],
]
const paths = pairs.flatMap(([from, to, amounts]) =>
  amounts.map(
    (amount) =>
      `/v1/convert/quotes?${CLIENT}&amount=${amount}&userAddress=${user}&from=${caip(from)}&to=${caip(to)}&gasPrice=1`,
  ),
)
try {
  const base = `http://127.0.0.1:${port}`
  for (const path of paths) {
    const res = await fetch(base + path)
    if (res.status !== 200) throw new Error(`${path} → ${res.status} ${await res.text()}`)
  }
  await drive({ url: base, paths, seconds: WARMUP_SECONDS, rate: RATE, connections: CONNECTIONS })
  const { result, latencies, errors } = await drive({
    url: base,
    paths,
    seconds: SECONDS,
    rate: RATE,
    connections: CONNECTIONS,
  })
  const p99 = percentile(latencies, 99)
  console.log(
    `${result.requests.total} quotes in ${result.duration} s at ${RATE}/s: p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p99 ${p99.toFixed(2)} ms, max ${(latencies.at(-1) ?? 0).toFixed(2)} ms, errors ${errors}`,
  )
  console.log(
    JSON.stringify({
      convertQuotesP99Ms: round2(p99),
      convertQuotesRps: Math.round(result.requests.total / result.duration),
      convertQuotesErrors: errors,
    }),
  )
} finally {
  await stopGatewayProcess(gateway)
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}

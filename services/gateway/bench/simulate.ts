/**
 * Simulation bench: `POST /v1/simulate` (issue 25 item 2; target: p99 under 150 ms on the devnet).
 * Starts the devnet and `src/main.ts` as its own process on a fresh PGlite directory (indexer off), warms up,
 * then sends SIMULATE_BENCH_REQUESTS (default 300) simulations one after another, as approval screens ask them:
 * an ERC-20 transfer, an ETH → pUSD Uniswap V2 swap and a 2-call batch (approve, then swap PRT → pUSD). p99 is
 * computed from each answer's own latency.
 * Run: node --import tsx services/gateway/bench/simulate.ts
 * Env: SIMULATE_BENCH_REQUESTS (300).
 * The last stdout line is one JSON object: {"simulateP50Ms","simulateP99Ms","simulateErrors"}.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ACCOUNTS, type DevnetContract, findFreePort, startDevnet } from '@portico/devnet'
import { freePort } from '@portico/test-servers'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, toHex } from 'viem'
import { percentile, round2, startGatewayProcess, stopGatewayProcess } from './benchGateway.js'

const REQUESTS = Number(process.env.SIMULATE_BENCH_REQUESTS ?? 300)
const WARMUP = 20
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

const dir = mkdtempSync(join(tmpdir(), 'portico-simulate-bench-'))
const manifestPath = join(dir, 'devnet-manifest.json')
const devnet = await startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath })
const contracts = devnet.manifest.chains[0]?.contracts ?? []
const find = (kind: DevnetContract['kind'], symbol?: string) =>
  contracts.find((c) => c.kind === kind && (symbol === undefined || ('symbol' in c && c.symbol === symbol)))
    ?.address ?? ''
const port = await freePort()
const gateway = await startGatewayProcess(port, {
  PORTICO_DATA_DIR: join(dir, 'pglite'),
  PORTICO_INDEXER: 'off',
  PORTICO_EVM_A_PORT: new URL(devnet.chains[0]?.rpcUrl ?? '').port,
  PORTICO_EVM_B_PORT: new URL(devnet.chains[1]?.rpcUrl ?? '').port,
  PORTICO_DEVNET_MANIFEST: manifestPath,
})
const account = DEVNET_ACCOUNTS[1] as `0x${string}`
const [pusd, prt, weth, router] = [
  find('erc20', 'pUSD'),
  find('erc20', 'PRT'),
  find('weth'),
  find('uniswap-v2-router'),
]
const bodies = [
  [
    {
      to: pusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [DEVNET_ACCOUNTS[2] as `0x${string}`, 5n],
      }),
    },
  ],
  [
    {
      to: router,
      value: toHex(parseEther('0.1')),
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [1n, [weth as `0x${string}`, pusd as `0x${string}`], account, 4_000_000_000n],
      }),
    },
  ],
  [
    {
      to: prt,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [router as `0x${string}`, maxUint256],
      }),
    },
    {
      to: router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseEther('1'), 1n, [prt as `0x${string}`, pusd as `0x${string}`], account, 4_000_000_000n],
      }),
    },
  ],
].map((calls) => JSON.stringify({ chainId: 'eip155:31337', account, calls }))

try {
  const url = `http://127.0.0.1:${port}/v1/simulate?projectId=portico-dev`
  let errors = 0
  const once = async (body: string) => {
    const started = performance.now()
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const answer = (await res.json()) as { status?: string }
    if (res.status !== 200 || answer.status !== 'success') errors++
    return performance.now() - started
  }
  for (let i = 0; i < WARMUP; i++) await once(bodies[i % bodies.length] as string)
  const latencies: number[] = []
  for (let i = 0; i < REQUESTS; i++) latencies.push(await once(bodies[i % bodies.length] as string))
  latencies.sort((a, b) => a - b)
  const p50 = percentile(latencies, 50)
  const p99 = percentile(latencies, 99)
  console.log(`${REQUESTS} simulations: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, errors ${errors}`)
  console.log(
    JSON.stringify({ simulateP50Ms: round2(p50), simulateP99Ms: round2(p99), simulateErrors: errors }),
  )
} finally {
  await stopGatewayProcess(gateway)
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}

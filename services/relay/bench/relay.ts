/**
 * Relay bench: one relay (in memory by default) in a child process, 1,000 raw WebSocket clients in this one.
 * Clients form groups of RELAY_BENCH_GROUP (default 10) subscribed to one topic each (100 topics); each
 * client publishes to the next group's topic, so a publish is delivered to 10 subscribers, and every
 * delivery is acknowledged as the official clients do. RELAY_BENCH_GROUP=1 gives the 1:1 dapp/wallet
 * shape (one delivery per publish, so twice the frames per delivery).
 *   (a) delivered messages per second at max rate (closed loop, a window of publishes in flight),
 *   (b) p99 publish-to-delivery latency at a steady 5,000 messages/s,
 *   (c) lost messages (acknowledged publishes never delivered) over that run.
 * Run: node --import tsx services/relay/bench/relay.ts
 * Env: RELAY_BENCH_SECONDS (steady run, default 60), RELAY_BENCH_MAX_SECONDS (max-rate run, default 10),
 *      RELAY_BENCH_CLIENTS (default 1000), RELAY_BENCH_RATE (delivered messages/s of the steady run,
 *      default 5000), RELAY_BENCH_GROUP (default 10), RELAY_BENCH_WINDOW (publishes in flight at max rate,
 *      default 2000), RELAY_BENCH_REDIS=1 (the relay uses a throwaway redis-server instead of memory).
 * The last stdout line is one JSON object: {"relayDeliveredPerSec","relayP99Ms","relayLost","relayClients"}.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { startRedis } from '@portico/test-servers'
import { BenchClient } from './benchClient.js'
import { percentile, sleep, startRelayChild } from './benchSupport.js'

const env = process.env
const STEADY_SECONDS = Number(env.RELAY_BENCH_SECONDS ?? 60)
const MAX_SECONDS = Number(env.RELAY_BENCH_MAX_SECONDS ?? 10)
const CLIENTS = Number(env.RELAY_BENCH_CLIENTS ?? 1000)
const STEADY_RATE = Number(env.RELAY_BENCH_RATE ?? 5000)
/** Subscribers per topic (default 10: 100 topics); 1 = every client has its own topic, one delivery per publish. */
const GROUP = Math.max(1, Number(env.RELAY_BENCH_GROUP ?? 10))
/** Publishes in flight across all clients during the max-rate run. */
const MAX_RATE_WINDOW = Number(env.RELAY_BENCH_WINDOW ?? 2000)
const CONNECT_CONCURRENCY = 50
const TICK_MS = 5
const DRAIN_MS = 3000
const CLOCK_TICKS_PER_SECOND = 100

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

interface Stats {
  delivered: number
  published: number
  refused: number
  latencies: number[] | undefined
}

async function main() {
  const redis = env.RELAY_BENCH_REDIS === '1' ? await startRedis() : undefined
  const { url, child, stop } = await startRelayChild(redis?.url ?? '')
  const stats: Stats = { delivered: 0, published: 0, refused: 0, latencies: undefined }
  let onPublished: () => void = () => {}
  const handlers = {
    onDelivery(message: string) {
      stats.delivered++
      if (stats.latencies)
        stats.latencies.push(performance.now() - Number(message.slice(0, message.indexOf('|'))))
    },
    onPublished(ok: boolean) {
      if (ok) stats.published++
      else stats.refused++
      onPublished()
    },
  }

  const clients: BenchClient[] = []
  const topics: string[] = []
  for (let i = 0; i < CLIENTS; i += CONNECT_CONCURRENCY) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECT_CONCURRENCY, CLIENTS - i) }, () =>
        BenchClient.connect(url, handlers),
      ),
    )
    clients.push(...batch)
  }
  const topicCount = Math.ceil(CLIENTS / GROUP)
  for (let i = 0; i < topicCount; i++) topics.push(randomBytes(32).toString('hex'))
  await Promise.all(clients.map((c, i) => c.subscribe(topics[Math.floor(i / GROUP)] as string)))
  /** Client i publishes to the next group's topic, so it never receives its own message. */
  const peerTopic = (i: number) => topics[(Math.floor(i / GROUP) + 1) % topicCount] as string
  const fanout = (i: number) => {
    const t = (Math.floor(i / GROUP) + 1) % topicCount
    return Math.min(GROUP, CLIENTS - t * GROUP)
  }
  console.log(`relay bench: ${clients.length} clients connected and subscribed to ${url}`)

  let seq = 0
  let next = 0
  let expected = 0
  const publishOne = () => {
    const i = next
    next = (next + 1) % CLIENTS
    clients[i]?.publish(peerTopic(i), seq++, performance.now())
    expected += fanout(i)
  }

  // (a) max rate: keep MAX_RATE_WINDOW publishes in flight.
  let running = true
  onPublished = () => {
    if (running) publishOne()
  }
  for (let i = 0; i < MAX_RATE_WINDOW; i++) publishOne()
  await sleep(1000) // warm-up
  const d0 = stats.delivered
  const t0 = performance.now()
  const cpu0 = cpuSeconds(child.pid)
  const benchCpu0 = process.cpuUsage()
  await sleep(MAX_SECONDS * 1000)
  const deliveredPerSec = ((stats.delivered - d0) * 1000) / (performance.now() - t0)
  const relayCpuUsPerDelivery = ((cpuSeconds(child.pid) - cpu0) * 1e6) / (stats.delivered - d0)
  const benchCpu = process.cpuUsage(benchCpu0)
  const benchCpuShare = (benchCpu.user + benchCpu.system) / 1000 / (performance.now() - t0)
  running = false
  onPublished = () => {}
  await sleep(DRAIN_MS)
  console.log(`(a) max rate: ${Math.round(deliveredPerSec)} delivered messages/s over ${MAX_SECONDS} s`)
  console.log(
    `    relay CPU ${relayCpuUsPerDelivery.toFixed(1)} µs per delivery (one dedicated core: ~${Math.round(1e6 / relayCpuUsPerDelivery)}/s); bench process used ${(benchCpuShare * 100).toFixed(0)}% of a core`,
  )

  // (b)+(c) steady rate with latency and loss.
  const base = { delivered: stats.delivered, published: stats.published, refused: stats.refused, expected }
  stats.latencies = []
  const start = performance.now()
  let sent = 0
  while (performance.now() - start < STEADY_SECONDS * 1000) {
    const due = Math.floor(((performance.now() - start) * STEADY_RATE) / GROUP / 1000)
    while (sent < due) {
      publishOne()
      sent++
    }
    await sleep(TICK_MS)
  }
  await sleep(DRAIN_MS)
  const published = stats.published - base.published
  const refused = stats.refused - base.refused
  const delivered = stats.delivered - base.delivered
  const lost = Math.max(0, expected - base.expected - delivered)
  const sorted = Float64Array.from(stats.latencies).sort()
  const lat = Array.from(sorted)
  const p50 = percentile(lat, 50)
  const p99 = percentile(lat, 99)
  console.log(
    `(b) steady ${STEADY_RATE} delivered messages/s (${GROUP} per publish) for ${STEADY_SECONDS} s: sent ${sent}, acknowledged ${published}, refused ${refused}, delivered ${delivered}`,
  )
  console.log(
    `    latency p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${(lat.at(-1) ?? 0).toFixed(2)} ms`,
  )
  console.log(`(c) lost: ${lost}${refused ? ` (plus ${refused} publishes refused by the relay)` : ''}`)

  for (const c of clients) c.close()
  await stop()
  await redis?.stop()
  console.log(
    JSON.stringify({
      relayDeliveredPerSec: Math.round(deliveredPerSec),
      relayP99Ms: Number(p99.toFixed(2)),
      relayLost: lost + refused,
      relayClients: clients.length,
    }),
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})

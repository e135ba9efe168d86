/**
 * Relay restart bench (issue 17): two relay instances on one throwaway redis-server, 1,000 clients split
 * between them, each subscribed to its own topic and publishing to the next client's (the 1:1 shape of a
 * dapp and a wallet), at a steady RESTART_BENCH_RATE (default 5,000) messages/s for RESTART_BENCH_SECONDS
 * (default 60). At a third of the run instance A is stopped (SIGTERM: its sockets are told to go with 1001,
 * at PORTICO_RELAY_SHUTDOWN_CLOSE_RATE per second, 0 = all at once, which the relays read from this env) and started
 * again on the same port; its clients reconnect to B, subscribe again and publish again what was not
 * answered, as the official clients do. Reported: messages delivered (unique), lost (published and never
 * delivered once the run drained: nothing new for 5 s), duplicates, and p99 publish-to-delivery latency
 * across the whole run (restart included) and before the restart, and each reconnect's steps (socket closed,
 * open on B, subscribed on B; a client's own gap is from its close to its subscribe).
 * Env: RESTART_BENCH_SECONDS, RESTART_BENCH_CLIENTS, RESTART_BENCH_RATE, RESTART_BENCH_AT (fraction of the
 * run at which A restarts, default 1/3; 0 = no restart, the baseline), RESTART_BENCH_ONE_INSTANCE=1 (every
 * client starts on B: what B alone carries), RESTART_BENCH_TIMELINE=1 (p50/p99/max per second and the
 * driver's own event-loop lag, which shows when a delivery was read late by the bench itself). After the
 * restart the relays rebalance (PORTICO_RELAY_REBALANCE_RATE, read from this env; 0 = B keeps them all).
 * Run: node --import tsx services/relay/bench/relayRestart.ts
 * The last stdout line is one JSON object: {"relayRestart": {"delivered","lost","p99Ms", …}}.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { startRedis } from '@portico/test-servers'
import { percentile, sleep, startRelayChild } from './benchSupport.js'
import { LatencyTimeline } from './latencyTimeline.js'
import { type ReconnectTiming, RestartClient } from './restartClient.js'

const env = process.env
const SECONDS = Number(env.RESTART_BENCH_SECONDS ?? 60)
const CLIENTS = Number(env.RESTART_BENCH_CLIENTS ?? 1000)
const RATE = Number(env.RESTART_BENCH_RATE ?? 5000)
/** Fraction of the run at which instance A restarts; 0 = no restart (the baseline). */
const RESTART_AT = Number(env.RESTART_BENCH_AT ?? 1 / 3)
const CONNECT_CONCURRENCY = 50
const TICK_MS = 5
/** After the run: wait until every message arrived, or none arrived for this long (then the rest is lost). */
const DRAIN_IDLE_MS = 5000
const DRAIN_MAX_MS = 120_000

async function main() {
  const redis = await startRedis()
  process.once('exit', () => redis.stop())
  const a = await startRelayChild(redis.url)
  const b = await startRelayChild(redis.url)
  const urls = [a.url, b.url]
  const delivered = new Set<number>()
  const timeline = new LatencyTimeline()
  let start = 0
  let duplicates = 0
  let refused = 0
  let reconnected = 0
  /** When the last client of A was subscribed again on B (ms since the run started). */
  let lastReconnectAt = 0
  const timings: ReconnectTiming[] = []
  const handlers = {
    onDelivery(message: string) {
      const [sentAt, seq] = message.split('|')
      const n = Number(seq)
      if (delivered.has(n)) {
        duplicates++
        return
      }
      delivered.add(n)
      const now = performance.now()
      timeline.record(now - start, now - Number(sentAt))
    },
    onPublished(ok: boolean) {
      if (!ok) refused++
    },
    onReconnected(t: ReconnectTiming) {
      reconnected++
      lastReconnectAt = performance.now() - start
      timings.push(t)
    },
  }
  const topics = Array.from({ length: CLIENTS }, () => randomBytes(32).toString('hex'))
  // RESTART_BENCH_ONE_INSTANCE=1: every client starts on B (what B alone carries after a restart).
  const firstUrl = (i: number) => (env.RESTART_BENCH_ONE_INSTANCE === '1' ? 1 : i % 2)
  const clients = topics.map((t, i) => new RestartClient(urls, firstUrl(i), t, handlers))
  for (let i = 0; i < CLIENTS; i += CONNECT_CONCURRENCY) {
    await Promise.all(clients.slice(i, i + CONNECT_CONCURRENCY).map((c) => c.connect()))
  }
  console.log(`relay restart bench: ${CLIENTS} clients on ${urls.join(' and ')} (one Redis)`)

  let seq = 0
  let next = 0
  let restart: Promise<void> | undefined
  let restartMs = 0
  /** When instance A's process exited (ms since the run started). */
  let stoppedAt = 0
  start = performance.now()
  let restartFrom = Number.POSITIVE_INFINITY
  let restartTo = Number.POSITIVE_INFINITY
  while (performance.now() - start < SECONDS * 1000) {
    const elapsed = performance.now() - start
    if (!restart && RESTART_AT > 0 && elapsed > SECONDS * 1000 * RESTART_AT) {
      restart = (async () => {
        const t0 = performance.now()
        restartFrom = t0 - start
        await a.stop()
        stoppedAt = performance.now() - start
        await startRelayChild(redis.url, a.port).then((again) => {
          a.stop = again.stop
        })
        restartMs = performance.now() - t0
        restartTo = performance.now() - start
        console.log(`instance A restarted in ${restartMs.toFixed(0)} ms`)
      })()
    }
    const due = Math.floor((elapsed * RATE) / 1000)
    while (seq < due) {
      const i = next
      next = (next + 1) % CLIENTS
      clients[i]?.publish(topics[(i + 1) % CLIENTS] as string, seq++, performance.now())
    }
    const slept = performance.now()
    await sleep(TICK_MS)
    timeline.recordLag(slept - start, performance.now() - slept - TICK_MS)
  }
  await restart
  const drainStart = performance.now()
  let lastCount = -1
  let lastProgress = performance.now()
  while (delivered.size < seq && performance.now() - drainStart < DRAIN_MAX_MS) {
    if (delivered.size !== lastCount) {
      lastCount = delivered.size
      lastProgress = performance.now()
    } else if (performance.now() - lastProgress > DRAIN_IDLE_MS) break
    await sleep(100)
  }
  const lost = seq - delivered.size
  const sorted = timeline.sorted()
  const p50 = percentile(sorted, 50)
  const p99 = percentile(sorted, 99)
  console.log(
    `steady ${RATE} messages/s for ${SECONDS} s ${RESTART_AT > 0 ? `with instance A restarted at ${Math.round(SECONDS * RESTART_AT)} s` : 'without restart'}: published ${seq}, delivered ${delivered.size}, lost ${lost}, duplicates ${duplicates}, refused ${refused}, reconnects ${reconnected}`,
  )
  console.log(
    `latency p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
  )
  const phase = (from: number, to: number) => timeline.percentileBetween(99, from, to)
  if (env.RESTART_BENCH_TIMELINE === '1') for (const line of timeline.format()) console.log(line)
  const p99Before = phase(0, restartFrom)
  const p99Restart = phase(restartFrom, restartTo + 5000)
  const p99After = phase(restartTo + 5000, Number.POSITIVE_INFINITY)
  console.log(
    `A's clients all subscribed again on B ${(lastReconnectAt - restartFrom).toFixed(0)} ms after A was stopped`,
  )
  const sortedBy = (pick: (t: ReconnectTiming) => number) => Float64Array.from(timings.map(pick)).sort()
  const steps = (pick: (t: ReconnectTiming) => number) => {
    const sorted = sortedBy(pick)
    return `median ${percentile(sorted, 50).toFixed(0)}, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`
  }
  /** Per client: from its socket closing to being subscribed on the other instance (its own gap). */
  const clientGaps = sortedBy((t) => t.subscribedAt - t.closedAt)
  console.log(
    `reconnect steps after A was stopped: A exited ${(stoppedAt - restartFrom).toFixed(0)} ms; socket closed: ${steps((t) => t.closedAt - start - restartFrom)}; open on B: ${steps((t) => t.openedAt - start - restartFrom)}; subscribed: ${steps((t) => t.subscribedAt - start - restartFrom)}; close to subscribed ${steps((t) => t.subscribedAt - t.closedAt)}`,
  )
  console.log(
    `p99 by phase: before the restart ${p99Before.toFixed(2)} ms, restart and 5 s after ${p99Restart.toFixed(2)} ms, after ${p99After.toFixed(2)} ms`,
  )
  // Undelivered but still kept in Redis (not lost: a subscriber would still get them) vs gone.
  const healthOf = async (port: number) =>
    (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as {
      connections: number
      store: { messages: number }
    }
  const [healthA, health] = [await healthOf(a.port), await healthOf(b.port)]
  // Behind a load balancer both instances carry clients again after the restart (see rebalance.ts).
  console.log(`sockets at the end: A ${healthA.connections}, B ${health.connections}`)
  const keptUndelivered = health.store.messages
  if (lost > 0)
    console.log(`of the ${lost} not delivered, ${keptUndelivered} messages are still kept in Redis`)
  for (const c of clients) c.close()
  await Promise.all([a.stop(), b.stop()])
  await redis.stop()
  console.log(
    JSON.stringify({
      relayRestart: {
        delivered: delivered.size,
        lost,
        keptUndelivered,
        p99Ms: Number(p99.toFixed(2)),
        p99BeforeRestartMs: Number(p99Before.toFixed(2)),
        duplicates,
        reconnects: reconnected,
        reconnectGapMs: Math.round(Math.max(0, lastReconnectAt - restartFrom)),
        clientGapMedianMs: Math.round(percentile(clientGaps, 50)),
        clientGapMaxMs: Math.round(clientGaps.at(-1) ?? Number.NaN),
        restartMs: Math.round(restartMs),
        clients: CLIENTS,
        ratePerSec: RATE,
        socketsAtEnd: [healthA.connections, health.connections],
      },
    }),
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})

/**
 * Reconnect storm bench (issue 17): what one relay instance spends when the clients of a stopped instance
 * all come to it at once. One relay (on a throwaway redis-server), STORM_CLIENTS (default 500) clients, each
 * with STORM_KEPT (default 5) messages kept for it on its topic; every round all of them connect at once,
 * subscribe and receive their kept messages, then disconnect (the messages were not acknowledged: they are
 * kept for the next round). Reported per round: wall time until every client was subscribed and had its kept
 * messages, and the relay process's CPU time (Linux /proc), which the machine's other load does not inflate
 * as much as wall time. STORM_ROUNDS (default 5).
 * Run: node --import tsx services/relay/bench/reconnectStorm.ts
 * The last stdout line is one JSON object: {"relayReconnectStorm": {"clients","cpuMsPerClient","wallMs", …}}.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { startRedis } from '@portico/test-servers'
import type { WebSocket } from 'ws'
import { makeAuthToken } from '../test/helpers/authToken.js'
import { openBenchSocket, percentile, publishFrame, sleep, startRelayChild } from './benchSupport.js'

const env = process.env
const CLIENTS = Number(env.STORM_CLIENTS ?? 500)
const KEPT = Number(env.STORM_KEPT ?? 5)
const ROUNDS = Number(env.STORM_ROUNDS ?? 5)
const FILLER = 'x'.repeat(240)
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100

/** User + system CPU time of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

/** Connects, subscribes to `topic` and resolves once `kept` deliveries arrived (unacknowledged). */
async function stormClient(url: string, token: string, topic: string, kept: number): Promise<WebSocket> {
  const ws = await openBenchSocket(url, token)
  await new Promise<void>((resolve, reject) => {
    let subscribed = false
    let received = 0
    const check = () => {
      if (subscribed && received >= kept) resolve()
    }
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { id: number; method?: string }
      if (frame.method === 'irn_subscription') received++
      else if (frame.id === 1) subscribed = true
      check()
    })
    ws.once('close', () => reject(new Error('closed before its kept messages arrived')))
    ws.send(`{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`)
  })
  return ws
}

async function main() {
  const redis = await startRedis()
  const relay = await startRelayChild(redis.url)
  const pid = relay.child.pid as number
  const topics = Array.from({ length: CLIENTS }, () => randomBytes(32).toString('hex'))
  const tokens = topics.map(() => makeAuthToken({ aud: relay.url }).token)
  // Kept messages from one publisher per 100 topics (each socket's publish bucket allows a burst of 1,000).
  for (let i = 0; i < CLIENTS; i += 100) {
    const publisher = await openBenchSocket(relay.url)
    let answered = 0
    const expected = Math.min(100, CLIENTS - i) * KEPT
    const done = new Promise<void>((r) => publisher.on('message', () => ++answered >= expected && r()))
    let id = 1
    for (const topic of topics.slice(i, i + 100)) {
      for (let k = 0; k < KEPT; k++) publisher.send(publishFrame(id++, topic, id, performance.now(), FILLER))
    }
    await done
    publisher.close()
  }
  const walls: number[] = []
  const cpus: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    await sleep(500)
    const cpu0 = cpuMs(pid)
    const t0 = performance.now()
    const sockets = await Promise.all(
      topics.map((t, i) => stormClient(relay.url, tokens[i] as string, t, KEPT)),
    )
    const wall = performance.now() - t0
    const cpu = cpuMs(pid) - cpu0
    walls.push(wall)
    cpus.push(cpu)
    console.log(
      `round ${round + 1}: ${CLIENTS} clients subscribed with ${KEPT} kept messages each in ${wall.toFixed(0)} ms; relay CPU ${cpu.toFixed(0)} ms (${((cpu * 1000) / CLIENTS).toFixed(0)} µs per client)`,
    )
    for (const ws of sockets) ws.terminate()
  }
  await relay.stop()
  await redis.stop()
  const median = (xs: number[]) => percentile(Float64Array.from(xs).sort(), 50)
  console.log(
    JSON.stringify({
      relayReconnectStorm: {
        clients: CLIENTS,
        keptPerClient: KEPT,
        wallMs: Math.round(median(walls)),
        relayCpuMs: Math.round(median(cpus)),
        cpuUsPerClient: Math.round((median(cpus) * 1000) / CLIENTS),
      },
    }),
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})

import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/test-servers'
import { WebSocket } from 'ws'
import { makeAuthToken } from '../test/helpers/authToken.js'

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../src/main.ts')

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A relay child process of a bench. */
export interface RelayChild {
  url: string
  port: number
  child: ChildProcess
  /** SIGTERM (graceful: sockets get 1001), resolves once the process exited. */
  stop(): Promise<void>
}

/**
 * Starts `src/main.ts` in a child process on `port` (a free one by default), on `redisUrl` when given, with
 * the per-IP socket cap off (every bench client comes from 127.0.0.1); resolves once /health answers.
 */
export async function startRelayChild(redisUrl: string, port?: number): Promise<RelayChild> {
  const p = port ?? (await freePort())
  const flags = process.env.RELAY_BENCH_RELAY_FLAGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORTICO_RELAY_PORT: String(p),
      PORTICO_RELAY_LOG_LEVEL: 'warn',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '0',
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  // A bench that fails (or is stopped) takes its relays with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/health`)).ok) {
        return { url: `ws://127.0.0.1:${p}`, port: p, child, stop }
      }
    } catch {}
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error('relay did not answer /health')
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Longest wait for a bench client's WebSocket handshake. */
const HANDSHAKE_TIMEOUT_MS = 10_000

let loopback = 0
/** The next of 127.0.0.2 … 127.0.0.254 (all loopback on Linux), round robin. */
function nextLoopback(): string {
  loopback = (loopback % 253) + 1
  return `127.0.0.${loopback + 1}`
}

/**
 * Opens a bench client's socket to `relayUrl` (project `portico-bench`) with `token`, by default a fresh auth
 * JWT (signing one costs about 1 ms in pure JS: clients that reconnect in a burst sign theirs beforehand).
 * Clients come from 253 loopback addresses in turn, as from many hosts: the relay counts its store share per
 * network address.
 */
export async function openBenchSocket(
  relayUrl: string,
  token = makeAuthToken({ aud: relayUrl }).token,
): Promise<WebSocket> {
  const ws = new WebSocket(`${relayUrl}/?auth=${token}&projectId=portico-bench&ua=portico-bench`, {
    perMessageDeflate: false,
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
    localAddress: nextLoopback(),
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return ws
}

/** An `irn_publish` frame whose message carries the send time and a sequence number: `<now>|<seq>|<filler>`. */
export function publishFrame(id: number, topic: string, seq: number, now: number, filler: string): string {
  return `{"id":${id},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"${now.toFixed(3)}|${seq}|${filler}","ttl":300,"tag":1108,"prompt":false}}`
}

/** A frame from the relay as the bench clients read it. */
export interface BenchFrame {
  id: number
  method?: string
  params?: { data: { message: string } }
  result?: unknown
}

/** Acknowledges an `irn_subscription` like the official clients; answers its message, or undefined for other frames. */
export function acknowledgeDelivery(ws: WebSocket | undefined, frame: BenchFrame): string | undefined {
  if (frame.method !== 'irn_subscription') return undefined
  ws?.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
  return frame.params?.data.message ?? ''
}

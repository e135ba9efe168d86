import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import { RelayConnection } from './connection.js'
import {
  CLOSE_CODE_AUTH,
  CLOSE_CODE_GOING_AWAY,
  CLOSE_REASON_GOING_AWAY,
  MAX_CONNECTIONS_PER_IP,
  MAX_FRAME_BYTES,
  MAX_JWT_LIFETIME_SECONDS,
  MAX_KEPT_SECONDS,
  MAX_PENDING_ACKS,
  MIN_TTL_SECONDS,
  PING_INTERVAL_MS,
  PUBLISH_BURST,
  PUBLISH_RATE_PER_SECOND,
  REBALANCE_RATE_PER_SECOND,
  SHUTDOWN_CLOSE_RATE_PER_SECOND,
  SHUTDOWN_DRAIN_MAX_MS,
  SHUTDOWN_GRACE_MS,
} from './constants.js'
import { checkHandshake } from './handshake.js'
import { SECURITY_HEADER_LINES, SECURITY_HEADERS } from './httpHeaders.js'
import { IpConnectionCounter } from './ipConnections.js'
import { createLogger } from './logger.js'
import { networkKeyOf } from './networkKey.js'
import { GatewayProjectChecker } from './projectCheck.js'
import { startRebalancer } from './rebalance.js'
import { answerMetrics, createRelayMetrics } from './relayMetrics.js'
import type { StartRelayOptions } from './relayOptions.js'
import { drainGradually } from './shutdownDrain.js'
import { RedisInstanceRegistry } from './store/instanceRegistry.js'
import { MemoryTopicStore } from './store/memoryStore.js'
import { RedisTopicStore } from './store/redisStore.js'
import { resolveStoreLimits, type StoreUsage } from './store/storeLimits.js'
import type { TopicStore } from './store/types.js'
import { TokenBucket } from './tokenBucket.js'

export type { StartRelayOptions } from './relayOptions.js'

/** A running relay. */
export interface RelayServer {
  /** ws://host:port of the relay. */
  url: string
  port: number
  /** Number of open client sockets. */
  readonly connections: number
  /** Bytes and messages the topic store keeps now. */
  storeUsage(): Promise<StoreUsage>
  /**
   * Stops accepting, tells the sockets to go (close 1001 "going away") a few at a time while serving the
   * others (SHUTDOWN_CLOSE_RATE_PER_SECOND, at most SHUTDOWN_DRAIN_MAX_MS), releases the store.
   */
  close(): Promise<void>
}

function writeJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
  })
  res.end(JSON.stringify(body))
}

const STATUS_LINES = { 401: '401 Unauthorized', 429: '429 Too Many Requests', 503: '503 Service Unavailable' }

function refuseUpgrade(socket: Duplex, status: keyof typeof STATUS_LINES, reason: string): void {
  const body = JSON.stringify({ error: reason })
  socket.end(
    `HTTP/1.1 ${STATUS_LINES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${SECURITY_HEADER_LINES}Connection: close\r\n\r\n${body}`,
  )
}

/** Refusal reason of a socket over the per-IP cap. */
export const TOO_MANY_CONNECTIONS_REASON = 'Too many connections from this address'

function audiencesFor(publicUrl: StartRelayOptions['publicUrl'], port: number): string[] {
  if (typeof publicUrl === 'string') return [publicUrl]
  if (publicUrl && publicUrl.length > 0) return [...publicUrl]
  return [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]
}

/**
 * Starts a WalletConnect v2 relay: HTTP `GET /health`, `GET /metrics` (Prometheus) and the relay's JSON-RPC
 * over WebSocket on the same port.
 * @example
 * const relay = await startRelay({ port: 0, logger: 'silent' })
 * // SignClient.init({ relayUrl: relay.url, projectId: 'portico-dev', … })
 * await relay.close()
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RelayServer> {
  const logger = typeof options.logger === 'object' ? options.logger : createLogger(options.logger ?? 'info')
  const host = options.host ?? '127.0.0.1'
  const limits = resolveStoreLimits(options.store)
  let store: TopicStore
  if (options.redisUrl) {
    const redis = new RedisTopicStore(options.redisUrl, logger, limits)
    await redis.ready()
    store = redis
  } else {
    store = new MemoryTopicStore(limits)
  }
  const ctx = {
    store,
    logger,
    minTtlSeconds: options.minTtlSeconds ?? MIN_TTL_SECONDS,
    maxKeptSeconds: options.maxKeptSeconds ?? MAX_KEPT_SECONDS,
    maxPendingAcks: options.maxPendingAcks ?? MAX_PENDING_ACKS,
  }
  const perIp = new IpConnectionCounter(options.maxConnectionsPerIp ?? MAX_CONNECTIONS_PER_IP)
  const projects = options.gatewayUrl
    ? new GatewayProjectChecker({ gatewayUrl: options.gatewayUrl, logger, ...options.projectCache })
    : undefined
  if (!projects) {
    logger.warn('no gateway URL (PORTICO_RELAY_GATEWAY_URL): any project id may connect')
  }
  const rate = options.publishRate ?? { perSecond: PUBLISH_RATE_PER_SECOND, burst: PUBLISH_BURST }
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  const closeRate = options.shutdownCloseRate ?? SHUTDOWN_CLOSE_RATE_PER_SECOND
  const alive = new WeakSet<WebSocket>()
  let closing = false
  let audiences: string[] = []

  const metrics = createRelayMetrics({ sockets: () => wss.clients.size, storeUsage: () => store.usage() })
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]
    if (req.method === 'GET' && path === '/metrics') {
      answerMetrics(req, res, metrics, options.metricsToken, SECURITY_HEADERS).catch(() =>
        writeJson(res, 503, { error: 'store unavailable' }),
      )
      return
    }
    if (req.method !== 'GET' || path !== '/health') {
      writeJson(res, 404, { error: 'Not found: connect with a WebSocket, or GET /health' })
      return
    }
    store.usage().then(
      (usage) => writeJson(res, 200, { status: 'ok', connections: wss.clients.size, store: usage }),
      () => writeJson(res, 503, { status: 'store unavailable', connections: wss.clients.size }),
    )
  })

  http.on('upgrade', async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (closing) {
      socket.destroy()
      return
    }
    const ip = req.socket.remoteAddress ?? ''
    if (!perIp.tryAcquire(ip)) {
      logger.info('connection refused', { reason: TOO_MANY_CONNECTIONS_REASON, ip })
      refuseUpgrade(socket, 429, TOO_MANY_CONNECTIONS_REASON)
      return
    }
    // The TCP socket closes once, whether refused, dropped mid-check or after a WebSocket session.
    socket.once('close', () => perIp.release(ip))
    const check = await checkHandshake(req, {
      audiences,
      projectIds: options.projectIds,
      maxJwtLifetimeSeconds: options.maxJwtLifetimeSeconds ?? MAX_JWT_LIFETIME_SECONDS,
      checkProject: projects && ((id) => projects.check(id)),
    })
    if (!check.ok) logger.info('connection refused', { reason: check.reason })
    if (closing || socket.destroyed) {
      socket.destroy()
      return
    }
    if (!check.ok && (check.retry || !check.useOnCloseEvent)) {
      refuseUpgrade(socket, check.retry ? 503 : 401, check.reason)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      if (!check.ok) {
        ws.close(CLOSE_CODE_AUTH, check.reason)
        return
      }
      alive.add(ws)
      ws.on('pong', () => alive.add(ws))
      new RelayConnection(
        ws,
        check.clientId,
        networkKeyOf(ip),
        ctx,
        new TokenBucket(rate.perSecond, rate.burst),
        socket,
      )
      logger.debug('client connected', { clientId: check.clientId, projectId: check.projectId })
    })
  })

  const pingTimer = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate()
        continue
      }
      alive.delete(ws)
      ws.ping()
    }
  }, options.pingIntervalMs ?? PING_INTERVAL_MS)
  pingTimer.unref()

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const address = http.address()
  const port = typeof address === 'object' && address ? address.port : 0
  audiences = audiencesFor(options.publicUrl, port)
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${port}`
  logger.info('relay listening', { url, audiences, store: options.redisUrl ? 'redis' : 'memory' })
  const rebalanceRate = options.rebalance?.ratePerSecond ?? REBALANCE_RATE_PER_SECOND
  const rebalancer =
    options.redisUrl && rebalanceRate > 0
      ? startRebalancer(
          new RedisInstanceRegistry(options.redisUrl, logger),
          () => wss.clients,
          { ...options.rebalance, ratePerSecond: rebalanceRate },
          logger,
        )
      : undefined

  let closed: Promise<void> | undefined
  const close = (): Promise<void> => {
    closed ??= (async () => {
      closing = true
      clearInterval(pingTimer)
      await rebalancer?.stop()
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()))
      http.closeIdleConnections()
      const sockets = [...wss.clients]
      const allClosed = Promise.all(
        sockets.map((ws) =>
          ws.readyState === WebSocket.CLOSED ? undefined : new Promise((r) => ws.once('close', r)),
        ),
      )
      const pace = { ratePerSecond: closeRate, maxMs: SHUTDOWN_DRAIN_MAX_MS }
      await drainGradually(sockets, pace, (ws) => ws.close(CLOSE_CODE_GOING_AWAY, CLOSE_REASON_GOING_AWAY))
      logger.info('every socket told to go', { sockets: sockets.length })
      const grace = new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS).unref())
      await Promise.race([allClosed, grace])
      for (const ws of wss.clients) ws.terminate()
      http.closeAllConnections()
      await httpClosed
      await store.close()
      logger.info('relay stopped')
    })()
    return closed
  }

  return {
    url,
    port,
    get connections() {
      return wss.clients.size
    },
    storeUsage: () => store.usage(),
    close,
  }
}

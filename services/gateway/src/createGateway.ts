import { SWAP_SUPPORTED_NETWORK_IDS } from '@portico/core'
import Fastify, { type FastifyInstance } from 'fastify'
import { analyticsPlugin } from './analytics/analyticsPlugin.js'
import { EventPurger } from './analytics/eventRetention.js'
import { authPlugin, createAuthContext } from './auth/authPlugin.js'
import { balancesPlugin } from './balances/balancesPlugin.js'
import { priceTokens } from './balances/prices/fungiblePriceRoute.js'
import { PoolPriceSource } from './balances/prices/poolPriceSource.js'
import {
  BODY_LIMIT_BYTES,
  DEFAULT_CONFIG_CACHE_SEC,
  DEFAULT_EVENT_RETENTION_DAYS,
  DEFAULT_RATE_LIMIT_IP_PER_MIN,
  DEFAULT_RATE_LIMIT_PROJECT_IP_SHARE,
  DEFAULT_RATE_LIMIT_PROJECT_PER_MIN,
  defaultRpcUrls,
  EVENT_PURGE_INTERVAL_MS,
  type GatewayConfig,
  RATE_LIMIT_WINDOW_MS,
  RPC_MAX_BATCH,
  RPC_UPSTREAM_TIMEOUT_MS,
} from './config.js'
import { consolePlugin } from './console/consolePlugin.js'
import { custodyPlugin } from './custody/custodyPlugin.js'
import type { Db } from './db/Db.js'
import { openDb } from './db/openDb.js'
import { seedDatabase } from './db/seed.js'
import { AccessLog } from './http/accessLog.js'
import { clientErrorHandler } from './http/clientError.js'
import { ApiError, installErrorHandlers, sendError } from './http/errors.js'
import type { GatewayApp, SchemaTypeProvider } from './http/gatewayApp.js'
import { openApiRoute, recordRoutes } from './http/openapi.js'
import { gatewayPublicUrls } from './http/publicUrls.js'
import { createRateLimitStore } from './http/rateLimitStore.js'
import { installRequestGuard } from './http/requestGuard.js'
import { installRequestIdHeader, requestIdGenerator } from './http/requestId.js'
import { installSecurityHeaders } from './http/securityHeaders.js'
import { serverTimeouts } from './http/serverTimeouts.js'
import { installStrictNumbers } from './http/strictNumbers.js'
import { ChainRpc } from './indexer/chainRpc.js'
import { createIndexer } from './indexer/createIndexer.js'
import type { Indexer } from './indexer/indexer.js'
import { indexerPlugin } from './indexer/indexerPlugin.js'
import { namesPlugin } from './names/namesPlugin.js'
import { nftPlugin } from './nft/nftPlugin.js'
import { onrampPlugin } from './onramp/onrampPlugin.js'
import { GatewayMetrics, installMetrics } from './ops/gatewayMetrics.js'
import { opsPlugin } from './ops/opsPlugin.js'
import { ProjectCache } from './projects/projectCache.js'
import { projectsPlugin } from './projects/projectsPlugin.js'
import { registryPlugin } from './registry/registryPlugin.js'
import { WalletIndex } from './registry/walletIndex.js'
import { rpcPlugin } from './rpc/rpcPlugin.js'
import { siwxBearer } from './siwx/siwxBearer.js'
import { siwxPlugin } from './siwx/siwxPlugin.js'
import { smartSessionsPlugin } from './smartSessions/smartSessionsPlugin.js'
import {
  assertSwapNetworks,
  completeSwapChain,
  type SwapChains,
  swapChainsFromManifest,
} from './swaps/swapChains.js'
import { SwapService } from './swaps/swapService.js'
import { swapsPlugin } from './swaps/swapsPlugin.js'
import type { ChainTokens } from './tokens/devnetManifest.js'
import { type LoadedTokens, loadTokens } from './tokens/loadTokens.js'

/** Gateway API version, reported in the OpenAPI document. */
export const GATEWAY_VERSION = '0.1.0'
/** Longest path parameter the router accepts (longer → 404). */
const MAX_PARAM_LENGTH = 200

/** A built gateway: the Fastify app (not listening yet), its database and registry index. */
export interface Gateway {
  app: FastifyInstance
  db: Db
  registry: WalletIndex
  /** The chain indexer, running; undefined when `indexer: false` (env `PORTICO_INDEXER=off`). */
  indexer: Indexer | undefined
  /**
   * Graceful stop: stops accepting connections, lets the requests in flight finish, stops the timers and the
   * indexer, then closes the database.
   */
  close(): Promise<void>
}

/**
 * Builds the gateway: opens the database (PGlite or PostgreSQL), migrates and seeds it, loads the registry
 * index and registers every route. Call `gateway.app.listen(...)` to serve.
 *
 * @example
 * const gateway = await createGateway({ dataDir: 'memory://' })
 * await gateway.app.listen({ port: 0, host: '127.0.0.1' })
 */
export async function createGateway(config: GatewayConfig = {}): Promise<Gateway> {
  const rpcUrls = config.rpcUrls ?? defaultRpcUrls()
  // Read the manifest before opening the database, so an invalid one fails the start at once.
  const loaded = loadTokens({ manifestPath: config.devnetManifest, tokens: config.tokens, rpcUrls })
  const db = await openDb(config)
  let registry: WalletIndex | undefined
  let app: FastifyInstance | undefined
  try {
    await seedDatabase(db, {
      walletsFile: config.walletsFile,
      devProjectId: config.devProjectId,
      seedDevProject: config.seedDevProject ?? true,
    })
    registry = new WalletIndex(db)
    await registry.start()
    let indexer: Indexer | undefined
    // The devnet manifest's AMMs, and the configured chains (the 12 swap networks of I-01 only) over them.
    assertSwapNetworks(config.swaps ?? {}, SWAP_SUPPORTED_NETWORK_IDS)
    const configured = Object.entries(config.swaps ?? {}).map(([id, chain]) => [id, completeSwapChain(chain)])
    const swaps = { ...swapChainsFromManifest(loaded.amms, loaded.tokens), ...Object.fromEntries(configured) }
    app = buildApp(db, registry, { ...config, rpcUrls, tokens: loaded.tokens, swaps }, (i) => {
      indexer = i
    })
    logNotes(app, loaded)
    await app.ready()
    const log = app.log
    const purger = new EventPurger(db, {
      retentionDays: config.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS,
      intervalMs: config.eventPurgeIntervalMs ?? EVENT_PURGE_INTERVAL_MS,
      onError: (error) => log.warn({ err: error }, 'event purge failed; retrying at the next interval'),
    })
    purger.start()
    indexer?.start()
    const built = { app, registry, indexer }
    return {
      ...built,
      db,
      async close() {
        // Stop accepting at once; requests in flight finish (a new request on a kept-alive connection gets
        // 503) while the timers and the indexer stop. The database closes last, once nothing can use it.
        const serverClosed = built.app.close()
        await purger.stop()
        built.registry.stop()
        await built.indexer?.stop()
        await serverClosed
        await db.close()
      },
    }
  } catch (error) {
    // The app's onClose hooks release what it opened (the Redis connection).
    registry?.stop()
    await app?.close().catch(() => undefined)
    await db.close().catch(() => undefined)
    throw error
  }
}

function logNotes(app: FastifyInstance, loaded: LoadedTokens): void {
  for (const note of loaded.notes) app.log[note.level](note.message)
}

type BuildConfig = GatewayConfig & { rpcUrls: Record<string, string>; tokens: ChainTokens; swaps: SwapChains }

function buildApp(
  db: Db,
  registry: WalletIndex,
  config: BuildConfig,
  setIndexer: (indexer: Indexer | undefined) => void,
): GatewayApp {
  const timeouts = serverTimeouts(config.requestTimeoutMs)
  const app = Fastify({
    ...timeouts,
    logger: config.logger
      ? { level: 'info', ...(config.logStream ? { stream: config.logStream } : {}) }
      : false,
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Request-Id from a trusted load balancer, else a random UUID; logged as `reqId` and echoed back.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // Only the configured load balancers may say who the client is (X-Forwarded-For); nobody by default.
    ...(config.trustProxy?.length ? { trustProxy: config.trustProxy } : {}),
    clientErrorHandler,
    // The request guard answers a missing Host with the JSON error shape instead.
    http: { ...timeouts.http, requireHostHeader: false },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { coerceTypes: 'array', allErrors: false, removeAdditional: false } },
    frameworkErrors: (error, _req, reply) =>
      sendError(reply, new ApiError(400, 'BAD_REQUEST', error.message || 'Malformed request')),
  }).withTypeProvider<SchemaTypeProvider>()
  installErrorHandlers(app)
  installRequestIdHeader(app)
  let indexer: Indexer | undefined
  const metrics = new GatewayMetrics({ indexer: () => indexer })
  installMetrics(app, metrics)
  const windowMs = config.rateLimitWindowMs ?? RATE_LIMIT_WINDOW_MS
  // Memory by default; Redis (REDIS_URL) shares the counts between instances, and fails open.
  const limits = createRateLimitStore(config, app.log)
  app.addHook('onReady', () => limits.ready())
  app.addHook('onClose', () => limits.close())
  const perProject = config.rateLimitPerProject ?? DEFAULT_RATE_LIMIT_PROJECT_PER_MIN
  const share = config.rateLimitProjectIpShare ?? DEFAULT_RATE_LIMIT_PROJECT_IP_SHARE
  installRequestGuard(app, {
    projects: new ProjectCache(db),
    ipLimiter: limits.limiter('ip', config.rateLimitPerIp ?? DEFAULT_RATE_LIMIT_IP_PER_MIN, windowMs),
    projectLimiter: limits.limiter('project', perProject, windowMs),
    projectIpLimiter: limits.limiter('project-ip', Math.max(1, Math.floor(perProject * share)), windowMs),
    ...(config.auth?.secureSiteOrigin ? { secureSiteOrigin: config.auth.secureSiteOrigin } : {}),
  })
  installSecurityHeaders(app)
  installStrictNumbers(app)
  const routes = recordRoutes(app)
  app.options('/*', async (_req, reply) => reply.code(204).send())
  const timeoutMs = config.rpcTimeoutMs ?? RPC_UPSTREAM_TIMEOUT_MS
  indexer = createIndexer(db, { ...config, timeoutMs }, app.log)
  setIndexer(indexer)
  const urls = gatewayPublicUrls(app, config.publicUrl)
  const swaps = new SwapService(config.swaps, config.rpcUrls, timeoutMs)
  // USD prices from the swap chains' pools unless the config gives a source.
  const prices = config.prices ?? new PoolPriceSource(swaps.chains)
  const swapTokens: ChainTokens = {}
  for (const [chainId, chain] of swaps.chains) swapTokens[chainId] = chain.config.tokens
  const evmChains = Object.keys(config.rpcUrls).filter((c) => c.startsWith('eip155:'))
  const rpcs = new Map(evmChains.map((c) => [c, new ChainRpc(config.rpcUrls[c] ?? '', timeoutMs)]))
  const authCtx = createAuthContext(app, db, {
    auth: config.auth,
    limits,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  })
  // One Fastify plugin per domain (src/<domain>/<domain>Plugin.ts), registered in this order.
  app.register(opsPlugin, {
    db,
    limits,
    rpcUrls: config.rpcUrls,
    metrics: metrics.registry,
    metricsToken: config.metricsToken,
  })
  app.register(registryPlugin, { db, registry })
  app.register(projectsPlugin, { cacheSec: config.configCacheSec ?? DEFAULT_CONFIG_CACHE_SEC })
  app.register(analyticsPlugin, { db, capBytes: config.eventCapBytes })
  app.register(rpcPlugin, {
    rpcUrls: config.rpcUrls,
    bundlerUrls: config.bundlerUrls,
    timeoutMs,
    maxBatch: RPC_MAX_BATCH,
    ...(config.rpcMaxAnswerBytes ? { maxAnswerBytes: config.rpcMaxAnswerBytes } : {}),
  })
  app.register(balancesPlugin, {
    db,
    rpcUrls: config.rpcUrls,
    tokens: config.tokens,
    priceTokens: priceTokens(swapTokens, config.tokens),
    prices,
    timeoutMs,
    cacheTtlMs: config.balanceCacheTtlMs,
    urls,
    indexer,
  })
  app.register(indexerPlugin, { db, urls, chains: evmChains, indexer })
  app.register(nftPlugin, { db, rpcs, allowedHosts: config.nftImageHosts ?? [], urls })
  app.register(swapsPlugin, { swaps, urls })
  app.register(authPlugin, { ctx: authCtx, auth: config.auth })
  app.register(custodyPlugin, { ctx: authCtx })
  app.register(onrampPlugin, { ...config, db, siwx: siwxBearer(db, config.auth) })
  app.register(namesPlugin, { db, names: config.names, rpcUrls: config.rpcUrls, timeoutMs })
  app.register(siwxPlugin, { db, auth: config.auth, rpcUrls: config.rpcUrls, timeoutMs })
  app.register(smartSessionsPlugin, { db, rpcUrls: config.rpcUrls, timeoutMs })
  if (config.console) app.register(consolePlugin, { db, config: config.console, urls })
  // Last, so the document lists every route registered before it.
  app.register(async (instance) => openApiRoute(instance, routes, GATEWAY_VERSION))
  return app
}

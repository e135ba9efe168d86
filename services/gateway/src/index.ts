export * as events from './analytics/eventRepo.js'
export { BALANCE_CACHE_TTL_MS } from './balances/balanceCache.js'
export { NO_PRICES, type PricedAsset, type PriceSource } from './balances/prices/priceSource.js'
export { NATIVE_CURRENCY, type TokenBalance } from './balances/tokenBalances.js'
export {
  BODY_LIMIT_BYTES,
  configFromEnv,
  type DatabaseConfig,
  DEFAULT_DATA_DIR,
  DEFAULT_GATEWAY_PORT,
  DEFAULT_PROJECT_ID,
  DEFAULT_RATE_LIMIT_IP_PER_MIN,
  DEFAULT_RATE_LIMIT_PROJECT_IP_SHARE,
  DEFAULT_RATE_LIMIT_PROJECT_PER_MIN,
  DEFAULT_WALLETS_FILE,
  DEV_PROJECT_ORIGINS,
  defaultRpcUrls,
  type GatewayConfig,
  gatewayPortFromEnv,
  parseRedisUrl,
  parseRpcUrls,
  RATE_LIMIT_WINDOW_MS,
  RPC_MAX_ANSWER_BYTES,
  RPC_MAX_BATCH,
  RPC_UPSTREAM_TIMEOUT_MS,
} from './config.js'
export { createGateway, GATEWAY_VERSION, type Gateway } from './createGateway.js'
export type { Db, Queryable } from './db/Db.js'
export { migrate } from './db/migrate.js'
export { openDb } from './db/openDb.js'
export { seedDatabase } from './db/seed.js'
export type { ErrorBody, ErrorCode } from './http/errors.js'
export { originMatches } from './http/originMatch.js'
export { FixedWindowLimiter, type RateDecision, type RateLimiter } from './http/rateLimiter.js'
export {
  createRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitScope,
  type RateLimitStore,
} from './http/rateLimitStore.js'
export {
  RATE_LIMIT_KEY_PREFIX,
  REDIS_BACKOFF_MS,
  REDIS_COMMAND_TIMEOUT_MS,
  RedisRateLimitStore,
  rateLimitKey,
} from './http/redisRateLimitStore.js'
export { INDEXER_BATCH_BLOCKS, LEADER_RETRY_MS } from './indexer/chainIndexer.js'
export { type AccountsListener, Indexer } from './indexer/indexer.js'
export { INDEXER_POLL_MS, type IndexerConfig, indexerConfigFromEnv } from './indexer/indexerConfig.js'
export { INDEXER_LOCK_CLASS } from './indexer/leaderLock.js'
export * as projects from './projects/projectRepo.js'
export * as images from './registry/imageRepo.js'
export { monogramSvg } from './registry/images/monogram.js'
export { DEFAULT_ENTRIES, MAX_ENTRIES, queryWallets, sortWallets } from './registry/queryWallets.js'
export type { WalletRecord } from './registry/walletRepo.js'
export { isMethodAllowed } from './rpc/allowList.js'
export {
  type ChainTokens,
  DEFAULT_DEVNET_MANIFEST_PATH,
  InvalidManifestError,
  parseDevnetManifest,
  readDevnetManifest,
  type TokenInfo,
} from './tokens/devnetManifest.js'

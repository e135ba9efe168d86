export { AUTH_REASON_PREFIX, type RelayJwtClaims, type VerifyRelayJwtResult, verifyRelayJwt } from './auth.js'
export { RELAY_METHODS } from './connection.js'
export * from './constants.js'
export { decodeDidKey, encodeDidKey } from './didKey.js'
export { SECURITY_HEADERS } from './httpHeaders.js'
export { RPC_ERROR } from './jsonrpc.js'
export { createLogger, type Logger, type LogLevel } from './logger.js'
export {
  GatewayProjectChecker,
  PROJECT_CHECK_UNAVAILABLE_REASON,
  type ProjectVerdict,
  UNKNOWN_PROJECT_REASON,
} from './projectCheck.js'
export {
  type RelayServer,
  type StartRelayOptions,
  startRelay,
  TOO_MANY_CONNECTIONS_REASON,
} from './server.js'
export { MemoryTopicStore } from './store/memoryStore.js'
export { RedisTopicStore } from './store/redisStore.js'
export {
  resolveStoreLimits,
  type StoreLimits,
  type StoreLimitsOptions,
  StoreShareExceededError,
  type StoreUsage,
} from './store/storeLimits.js'
export type { RelayMessage, TopicListener, TopicStore } from './store/types.js'

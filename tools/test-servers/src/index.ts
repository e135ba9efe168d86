export { freePort } from './freePort.js'
export { type PackageCommand, startPackageCommand } from './packageCommand.js'
export { PG_BIN, type PostgresServer, startPostgres } from './postgresServer.js'
export { REDIS_SERVER_BIN, type RedisServer, startRedis } from './redisServer.js'

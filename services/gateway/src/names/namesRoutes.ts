import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/Db.js'
import { EvmSignatureVerifier } from '../signatures/evmSignatureVerifier.js'
import { ensRoutes } from './ens/ensRoutes.js'
import { lookupRoutes } from './lookupRoutes.js'
import { nameRoutes } from './nameRoutes.js'
import { DEFAULT_NAMES_ZONE, type NamesConfig } from './namesConfig.js'

/**
 * The names API (REQUIREMENTS L, U-02, U-12..U-15) under the operator's zone: registration, lookup, reverse
 * lookup, suggestions and identity, and the ERC-3668 resolver endpoint that makes the names resolve through ENS.
 */
export function namesRoutes(
  app: FastifyInstance,
  db: Db,
  config: { names?: NamesConfig; rpcUrls: Record<string, string>; timeoutMs: number; now?: () => number },
): void {
  const zone = config.names?.zone ?? DEFAULT_NAMES_ZONE
  const verifier = new EvmSignatureVerifier(config.rpcUrls, config.timeoutMs)
  nameRoutes(app, { db, zone, verifier, now: config.now ?? Date.now })
  lookupRoutes(app, { db, zone })
  ensRoutes(app, { db, zone, ens: config.names?.ens, now: config.now ?? Date.now })
}

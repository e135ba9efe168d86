import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { EvmSignatureVerifier } from '../signatures/evmSignatureVerifier.js'
import { accountNameRoutes } from './accountNameRoutes.js'
import { ensRoutes } from './ens/ensRoutes.js'
import { lookupRoutes } from './lookupRoutes.js'
import { DEFAULT_NAMES_ZONE, type NamesConfig } from './namesConfig.js'

/** What the names routes need. */
export interface NamesPluginOptions {
  db: Db
  names?: NamesConfig | undefined
  rpcUrls: Record<string, string>
  timeoutMs: number
  /** The clock, in milliseconds (tests move it). */
  now?: () => number
}

/**
 * The names domain (REQUIREMENTS L, U-02, U-12..U-15) under the operator's zone: registration, lookup, reverse
 * lookup, suggestions and identity, and the ERC-3668 resolver endpoint that makes the names resolve through ENS.
 */
export async function namesPlugin(app: GatewayApp, options: NamesPluginOptions): Promise<void> {
  const zone = options.names?.zone ?? DEFAULT_NAMES_ZONE
  const now = options.now ?? Date.now
  const verifier = new EvmSignatureVerifier(options.rpcUrls, options.timeoutMs)
  accountNameRoutes(app, { db: options.db, zone, verifier, now })
  lookupRoutes(app, { db: options.db, zone })
  ensRoutes(app, { db: options.db, zone, ens: options.names?.ens, now })
}

import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { imageRoutes } from './imageRoutes.js'
import type { WalletIndex } from './walletIndex.js'
import { walletsRoute } from './walletsRoute.js'

/** What the registry routes need. */
export interface RegistryPluginOptions {
  db: Db
  /** The in-memory index of the registry table. */
  registry: WalletIndex
}

/** The wallet registry domain: `GET /getWallets` (U-23) and the wallet, asset, currency and token images. */
export async function registryPlugin(app: GatewayApp, options: RegistryPluginOptions): Promise<void> {
  walletsRoute(app, options.registry)
  imageRoutes(app, options.db, options.registry)
}

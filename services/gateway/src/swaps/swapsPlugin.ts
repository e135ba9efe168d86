import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'
import { convertBuildRoutes } from './convertBuildRoutes.js'
import { convertRoutes } from './convertRoutes.js'
import type { SwapService } from './swapService.js'

/** What the swap routes need. */
export interface SwapsPluginOptions {
  swaps: SwapService
  urls: PublicUrls
}

/** The swaps domain: `/v1/convert/*` (U-04, U-05, U-07 to U-10) on the configured swap chains. */
export async function swapsPlugin(app: GatewayApp, options: SwapsPluginOptions): Promise<void> {
  convertRoutes(app, options.swaps, options.urls)
  convertBuildRoutes(app, options.swaps)
}

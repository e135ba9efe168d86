import type { FastifyInstance } from 'fastify'
import { gatewayPublicUrls } from '../http/publicUrls.js'
import type { PriceSource } from '../prices/priceSource.js'
import { fungiblePriceRoute, priceTokens } from '../routes/fungiblePrice.js'
import type { ChainTokens } from '../tokens/devnetManifest.js'
import { convertBuildRoutes } from './convertBuildRoutes.js'
import { convertRoutes } from './convertRoutes.js'
import type { SwapService } from './swapService.js'

/**
 * The swap and price routes: `/v1/convert/*` (U-04, U-05, U-07 to U-10) on `swaps`, and
 * `/v1/fungible/price` (U-06) on `prices`.
 */
export function swapRoutes(
  app: FastifyInstance,
  options: { swaps: SwapService; prices: PriceSource; listed: ChainTokens; publicUrl?: string },
): void {
  const urls = gatewayPublicUrls(app, options.publicUrl)
  convertRoutes(app, options.swaps, urls)
  convertBuildRoutes(app, options.swaps)
  const swapTokens: ChainTokens = {}
  for (const [chainId, chain] of options.swaps.chains) swapTokens[chainId] = chain.config.tokens
  fungiblePriceRoute(app, { prices: options.prices, tokens: priceTokens(swapTokens, options.listed), urls })
}

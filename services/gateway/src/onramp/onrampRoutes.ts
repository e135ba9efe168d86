import { DEFAULT_PROJECT_ID } from '../config.js'
import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { gatewayPublicUrls } from '../http/publicUrls.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import type { SiwxBearer } from '../siwx/siwxBearer.js'
import type { ChainTokens } from '../tokens/devnetManifest.js'
import { requireBuyerProof } from './buyerProof.js'
import type { OnrampConfig } from './onrampConfig.js'
import { OnrampService } from './onrampService.js'
import { SandboxProvider } from './sandboxProvider.js'
import { sandboxRoutes } from './sandboxRoutes.js'

const query = { type: 'object', properties: clientQueryProperties } as const
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const
const amount = {
  type: 'string',
  maxLength: 32,
  description: 'Decimal amount, at most 2 decimals (a JSON number is read as its text)',
} as const

/** What the on-ramp routes need from the gateway's configuration. */
export interface OnrampRouteOptions {
  onramp?: OnrampConfig
  devProjectId?: string
  publicUrl?: string
  rpcUrls: Record<string, string>
  tokens: ChainTokens
  /** Checks a caller's sign-in-with-X session: signed provider URLs are built only for its address. */
  siwx: SiwxBearer
}

/**
 * J-04, J-07, J-11 (U-16, U-17, U-18): `GET /v1/onramp/options`, `POST /v1/onramp/quote`,
 * `POST /v1/generators/onrampurl`, and the development sandbox provider's checkout pages.
 */
export function onrampRoutes(app: GatewayApp, db: Db, options: OnrampRouteOptions): void {
  const config = options.onramp ?? {}
  const sandbox = new SandboxProvider(db, {
    tokens: options.tokens,
    rpcUrls: options.rpcUrls,
    urls: gatewayPublicUrls(app, options.publicUrl),
    config: config.sandbox ?? {},
  })
  const service = new OnrampService(config, options.devProjectId ?? DEFAULT_PROJECT_ID, sandbox)

  app.get(
    '/v1/onramp/options',
    {
      config: { project: 'required' },
      schema: {
        summary: 'On-ramp options: purchase and payment currencies, and the providers offered',
        querystring: query,
      },
    },
    async (req) => service.options(routeProject(req).id),
  )

  app.post(
    '/v1/onramp/quote',
    {
      config: { project: 'required' },
      schema: {
        summary: 'A quote for buying with fiat (the sandbox provider quotes; fee and amount bought)',
        querystring: query,
        body: {
          type: 'object',
          required: ['purchaseCurrency', 'paymentCurrency', 'amount'],
          properties: {
            purchaseCurrency: text(64),
            paymentCurrency: text(8),
            amount,
            network: text(64),
            provider: text(32),
          },
        },
      },
    },
    async (req) => ({ quote: service.quote(routeProject(req).id, req.body) }),
  )

  app.post(
    '/v1/generators/onrampurl',
    {
      config: { project: 'required' },
      schema: {
        summary:
          "A provider's checkout URL for the buyer's wallet ({url}); a signed one (MoonPay) needs Authorization: Bearer <SIWX session token> of that wallet",
        querystring: query,
        body: {
          type: 'object',
          required: ['destinationWallets', 'defaultNetwork', 'presetFiatAmount'],
          properties: {
            provider: text(32),
            destinationWallets: {
              type: 'array',
              minItems: 1,
              maxItems: 10,
              items: {
                type: 'object',
                required: ['address'],
                properties: {
                  address: text(128),
                  blockchains: { type: 'array', maxItems: 20, items: text(64) },
                  assets: { type: 'array', maxItems: 20, items: text(64) },
                },
              },
            },
            defaultNetwork: text(64),
            partnerUserId: text(128),
            defaultExperience: { type: 'string', enum: ['buy'] },
            presetCryptoAmount: amount,
            presetFiatAmount: amount,
            fiatCurrency: text(8),
            purchaseCurrency: text(64),
          },
        },
      },
    },
    async (req) => {
      const projectId = routeProject(req).id
      const prove = (namespace: string, address: string) =>
        requireBuyerProof(req, options.siwx, projectId, namespace, address)
      return { url: await service.url(projectId, req.body, prove) }
    },
  )

  sandboxRoutes(app, sandbox)
}

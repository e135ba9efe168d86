import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { clientQueryProperties } from '../http/schemas.js'
import { IMAGE_CSP } from '../http/securityHeaders.js'
import { etagOf, getImage } from './imageRepo.js'
import { knownIcon } from './images/knownIcons.js'
import { monogramSvg } from './images/monogram.js'
import { networkLogoSvg } from './images/networkLogos.js'
import { logoIconFor, logoIconForId, logoSvg } from './images/walletLogos.js'
import type { WalletIndex } from './walletIndex.js'

/** One year: images are immutable for a given id and ETag. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Image ids: letters, digits, `.`, `_`, `:`, `-`; at most 128 characters. */
export const IMAGE_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$'
/** C-19, U-24: the image routes and what kind of id each serves. */
export const IMAGE_ROUTES = [
  { path: '/getWalletImage/:id', kind: 'wallet' },
  { path: '/public/getAssetImage/:id', kind: 'asset' },
  { path: '/public/getCurrencyImage/:id', kind: 'currency' },
  { path: '/public/getTokenImage/:id', kind: 'token' },
] as const

const walletLogo = async (icon: string | undefined) => (icon ? await logoSvg(icon) : undefined)

const etagMatches = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)

function sendImage(
  req: FastifyRequest,
  reply: FastifyReply,
  img: { contentType: string; etag: string; body: Buffer | string },
) {
  reply
    .header('etag', img.etag)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('content-security-policy', IMAGE_CSP)
    // The modal shows these in <img> on the app's origin.
    .header('cross-origin-resource-policy', 'cross-origin')
  if (etagMatches(req.headers['if-none-match'], img.etag)) return reply.code(304).send()
  return reply.type(img.contentType).send(img.body)
}

/**
 * The four image routes: the operator's stored image for the id, else the logo of a well-known one (tokens,
 * currencies, networks from `cryptocurrency-icons`, other chains from `@web3icons/core` by CAIP-2 id; wallets from `@web3icons/core`, matched by the registry
 * entry's rdns, name or former names, or by a connector's rdns or name slug), else a generated SVG monogram
 * (the initials of the wallet whose `image_id` or `id` it is, or of the id itself, on a colour from the id).
 */
export function imageRoutes(app: GatewayApp, db: Db, index: WalletIndex): void {
  for (const route of IMAGE_ROUTES) {
    app.get(
      route.path,
      {
        schema: {
          summary: `The ${route.kind} image for an id (stored, else a well-known logo or a generated SVG monogram)`,
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', pattern: IMAGE_ID_PATTERN } },
          },
          querystring: { type: 'object', properties: clientQueryProperties },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const stored = await getImage(db, id)
        if (stored) {
          return sendImage(req, reply, {
            contentType: stored.contentType,
            etag: stored.etag,
            body: stored.bytes,
          })
        }
        // Tokens, currencies and networks: the logo of a well-known one (ETH, USDC, ethereum, eip155:1…).
        // Wallets: the registry entry's logo, else the logo of the connector this rdns or name slug names.
        const wallet = route.kind === 'wallet' ? index.walletForImage(id) : undefined
        // Networks the currency logos do not cover (eip155:8453…): their chain logo from `@web3icons/core`.
        const logo =
          route.kind !== 'wallet'
            ? (knownIcon(id) ?? (await networkLogoSvg(id)))
            : await walletLogo(wallet ? logoIconFor(wallet) : logoIconForId(id))
        if (logo)
          return sendImage(req, reply, { contentType: 'image/svg+xml', etag: etagOf(logo), body: logo })
        const label = wallet?.name ?? id
        const svg = monogramSvg(id, label)
        return sendImage(req, reply, { contentType: 'image/svg+xml', etag: etagOf(svg), body: svg })
      },
    )
  }
}

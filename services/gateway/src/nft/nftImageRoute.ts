import { EIP155_ADDRESS_PATTERN } from '@portico/core'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { clientQueryProperties } from '../http/schemas.js'
import { CHAIN_ID_PATTERN, toCaip2 } from '../rpc/rpcRoutes.js'
import { fetchAllowed } from './fetchAllowed.js'
import { decodeDataUri } from './nftMetadata.js'
import type { NftService } from './nftService.js'

/** Served with every NFT image: an SVG opened directly can run no script and load nothing. */
export const NFT_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'"
/** The image types served; anything else (HTML, scripts, unknown) is refused. */
export const NFT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]
/** Largest remote image fetched from an allowed host. */
export const MAX_NFT_IMAGE_BYTES = 5 * 1024 * 1024
/** NFT images are cached a day (metadata may change, rarely). */
const NFT_IMAGE_CACHE_CONTROL = 'public, max-age=86400'

const notFound = () => new ApiError(404, 'NOT_FOUND', 'This NFT has no image the gateway can serve')

/**
 * `GET /v1/nft/{chainId}/{contract}/{tokenId}/image`: the NFT's image bytes, from its tokenURI metadata: a
 * data: URI is decoded here, an http(s) URL fetched only from `PORTICO_NFT_IMAGE_HOSTS`. Only image types
 * are served, with `nosniff` and a CSP that forbids scripts.
 */
export function nftImageRoute(
  app: GatewayApp,
  options: { nfts: NftService; allowedHosts: readonly string[] },
): void {
  app.get(
    '/v1/nft/:chainId/:contract/:tokenId/image',
    {
      schema: {
        summary: "An NFT's image (from its tokenURI metadata), served with a safe content type",
        params: {
          type: 'object',
          required: ['chainId', 'contract', 'tokenId'],
          properties: {
            chainId: { type: 'string', pattern: CHAIN_ID_PATTERN },
            contract: { type: 'string', pattern: EIP155_ADDRESS_PATTERN },
            tokenId: { type: 'string', pattern: '^[0-9]{1,78}$' },
          },
        },
        querystring: { type: 'object', properties: clientQueryProperties },
      },
    },
    async (req, reply) => {
      const nft = {
        chainId: toCaip2(req.params.chainId),
        contract: req.params.contract.toLowerCase(),
        tokenId: BigInt(req.params.tokenId).toString(),
      }
      const source = await options.nfts.imageSource(nft)
      if (!source) throw notFound()
      const image = source.startsWith('data:')
        ? (() => {
            const d = decodeDataUri(source)
            return d && { contentType: d.mediaType, bytes: d.bytes }
          })()
        : await fetchAllowed(source, options.allowedHosts, MAX_NFT_IMAGE_BYTES)
      if (!image || !NFT_IMAGE_TYPES.includes(image.contentType)) throw notFound()
      return reply
        .header('content-security-policy', NFT_IMAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', NFT_IMAGE_CACHE_CONTROL)
        .type(image.contentType)
        .send(image.bytes)
    },
  )
}

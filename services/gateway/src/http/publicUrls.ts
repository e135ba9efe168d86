import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { DEFAULT_GATEWAY_PORT } from '../config.js'

/** The gateway's own public URLs, built from the configured base (never from a request's Host header). */
export class PublicUrls {
  constructor(private readonly base: () => string) {}

  /** The base, e.g. `https://gateway.example` (no trailing slash). */
  get root(): string {
    return this.base().replace(/\/+$/, '')
  }

  /** `/public/getTokenImage/{id}` for a token icon. */
  tokenIcon(id: string): string {
    return `${this.root}/public/getTokenImage/${encodeURIComponent(id)}`
  }

  /** `/v1/nft/{chainId}/{contract}/{tokenId}/image`: the NFT's image, served by the gateway. */
  nftImage(chainId: string, contract: string, tokenId: string): string {
    return `${this.root}/v1/nft/${chainId}/${contract}/${tokenId}/image`
  }

  /** `/sandbox/onramp/checkout/{id}`: the development on-ramp provider's checkout page for one purchase. */
  sandboxCheckout(id: string): string {
    return `${this.root}/sandbox/onramp/checkout/${encodeURIComponent(id)}`
  }
}

/** The gateway's public URLs: `publicUrl` when configured, else 127.0.0.1 on the port it listens on. */
export function gatewayPublicUrls(app: FastifyInstance, publicUrl: string | undefined): PublicUrls {
  return new PublicUrls(() => {
    if (publicUrl) return publicUrl
    const address = app.server.address() as AddressInfo | null
    return `http://127.0.0.1:${address?.port ?? DEFAULT_GATEWAY_PORT}`
  })
}

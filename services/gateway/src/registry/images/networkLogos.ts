import { networks } from '@web3icons/common/metadata/networks'

/**
 * Chain logos of the npm package `@web3icons/core` (MIT, by 0xa3k5: web3icons.io), found by CAIP-2 network id
 * (`eip155:8453`) in its metadata (`@web3icons/common`). The modal asks for a network's image at
 * `/public/getAssetImage/<caipNetworkId>`, so a network of `@portico/core/networks` gets its logo here and no
 * logo is bundled into the app.
 */
const ICON_BY_NETWORK_ID: ReadonlyMap<string, string> = new Map(
  networks
    .filter((network) => typeof network.caip2id === 'string' && network.variants.length > 0)
    .map((network) => [String(network.caip2id).toLowerCase(), network.id]),
)

/** The package's variants, best first: on a brand-coloured tile, else the bare mark. */
const VARIANTS = ['background', 'branded'] as const
const cache = new Map<string, Promise<string | undefined>>()

/** The icon id in `@web3icons/core` for a CAIP-2 network id, or undefined when the package has none. */
export const networkLogoIcon = (caipNetworkId: string): string | undefined =>
  ICON_BY_NETWORK_ID.get(caipNetworkId.toLowerCase())

/**
 * The SVG text of a network's logo, or undefined when the package has none (the image route then draws a
 * monogram). Only icon ids of the package's own metadata reach the module specifier, never request input.
 */
export function networkLogoSvg(caipNetworkId: string): Promise<string | undefined> {
  const icon = networkLogoIcon(caipNetworkId)
  if (!icon) return Promise.resolve(undefined)
  let svg = cache.get(icon)
  if (!svg) {
    svg = (async () => {
      for (const variant of VARIANTS) {
        try {
          const mod = (await import(`@web3icons/core/svgs/networks/${variant}/${icon}.svg.js`)) as {
            default: unknown
          }
          if (typeof mod.default === 'string' && mod.default.startsWith('<svg')) return mod.default
        } catch {
          // This variant is not in the package: try the next.
        }
      }
      return undefined
    })()
    cache.set(icon, svg)
  }
  return svg
}

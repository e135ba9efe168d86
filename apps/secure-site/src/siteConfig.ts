/** The element id of the settings the secure site's server writes into every page. */
export const SITE_CONFIG_ID = 'portico-site-config'

/** Settings of one deployment of the secure site, given by its server (`server/sitePage.ts`), not built in. */
export interface SiteConfig {
  /** The gateway's base URL, e.g. `http://127.0.0.1:8787`. */
  gatewayUrl: string
  /** The users' smart-account factory; empty when smart accounts are off. */
  smartAccountFactory: string
  /** The server forwards `/api/wrap-key` to managed custody's key service (`PORTICO_KEY_SERVICE_URL`). */
  managedKeyService?: boolean
}

/**
 * Reads the page's settings (`<script type="application/json" id="portico-site-config">`, data only: the
 * browser never runs it). Throws when the page has none, as when it was not served by the site's server.
 */
export function readSiteConfig(doc: Document): SiteConfig {
  const text = doc.getElementById(SITE_CONFIG_ID)?.textContent
  if (!text) throw new Error('The secure site was not served by its server: no site settings in the page')
  const value = JSON.parse(text) as Partial<SiteConfig>
  if (typeof value.gatewayUrl !== 'string' || !value.gatewayUrl) {
    throw new Error('The site settings name no gatewayUrl')
  }
  return {
    gatewayUrl: value.gatewayUrl,
    smartAccountFactory: typeof value.smartAccountFactory === 'string' ? value.smartAccountFactory : '',
    managedKeyService: value.managedKeyService === true,
  }
}

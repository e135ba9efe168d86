/** Schemes a registry `mobile_link` may never use: they would run code or read local data. */
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem'])

/** A URL scheme as RFC 3986 defines it (letters, digits, `+`, `-`, `.`; a letter first). */
const SCHEME = /^[a-z][a-z0-9+.-]*$/i

export type WalletConnectDeepLinkParameters = {
  /** The wallet's `mobile_link`: a native link (`metamask://`, `trust:`) or a universal link (`https://…`). */
  link: string | null | undefined
  /** The `wc:` pairing URI. */
  uri: string
  /** C-22 proposed: inside Telegram on Android the URI is encoded twice. */
  encodeTwice?: boolean
}

/**
 * C-22: the link that opens a mobile wallet on a pairing URI. A universal link becomes
 * `<https-url>/wc?uri=<encoded>`; a native link becomes `<scheme>://wc?uri=<encoded>` (a path after the
 * scheme, as in `bnc://app.binance.com/cedefi/`, is kept). Returns undefined for a missing or unsafe link.
 *
 * @example
 * walletConnectDeepLink({ link: 'metamask://', uri }) // 'metamask://wc?uri=wc%3A…'
 */
export function walletConnectDeepLink(parameters: WalletConnectDeepLinkParameters): string | undefined {
  const link = parameters.link?.trim()
  if (!link || !parameters.uri.startsWith('wc:')) return undefined
  const once = encodeURIComponent(parameters.uri)
  const encoded = parameters.encodeTwice ? encodeURIComponent(once) : once

  const colon = link.indexOf(':')
  const scheme = (colon === -1 ? link.replace(/\/+$/, '') : link.slice(0, colon)).toLowerCase()
  if (!SCHEME.test(scheme) || REFUSED_SCHEMES.has(scheme)) return undefined

  if (scheme === 'https' || scheme === 'http') {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      return undefined
    }
    const base = url.href.split(/[?#]/)[0] ?? url.href
    return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
  }
  const rest = colon === -1 ? '' : link.slice(colon + 1).replace(/^\/*/, '')
  const base = `${scheme}://${rest}`
  return `${base.endsWith('/') || rest === '' ? base : `${base}/`}wc?uri=${encoded}`
}

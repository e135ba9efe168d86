/**
 * The routes only the embedded wallet's secure site may call from a browser (issue 22, item 1): email codes,
 * sessions, the key store, social and Farcaster logins. A script on an app's page must not reach them even when
 * the app's origin is on the project's allow-list, so they answer CORS for the secure site's origin only and
 * refuse a request carrying any other `Origin`. Calls with no `Origin` (servers: the secure site's key service,
 * tests) are not browser calls from a page and pass; a page cannot drop the header from a cross-origin
 * request that carries a body or a bearer token.
 */

/** Default port of the secure site (TEST-CONTRACT.md, `PORTICO_SECURE_PORT`). */
export const DEFAULT_SECURE_PORT = 5174

/** The message of the 403 a secure-only route answers to another origin. */
export const SECURE_ORIGIN_ONLY_MESSAGE =
  "Only the embedded wallet's secure site may call this route; an app talks to the wallet through its frame"

/**
 * The secure-only routes: each path, or each path under it. Not among them: `/auth/v1/siwx/*` (the app's own
 * sign-in, section M) and `/farcaster/v1/channel/authenticate` (the Farcaster app, not a page of ours, posts the
 * signed message there with the channel's token).
 */
const SECURE_ONLY_PATHS = [
  '/auth/v1/email',
  '/auth/v1/session',
  '/auth/v1/wallet',
  '/auth/v1/social',
  '/auth/v1/farcaster',
  '/farcaster/v1/channel',
] as const
const OPEN_PATHS = new Set(['/farcaster/v1/channel/authenticate'])

/** Whether `url` (a request's path, with or without its query) is a secure-only route. */
export function isSecureOnlyPath(url: string): boolean {
  const path = (url.split('?', 1)[0] ?? '').replace(/\/+$/, '')
  if (OPEN_PATHS.has(path)) return false
  return SECURE_ONLY_PATHS.some((p) => path === p || path.startsWith(`${p}/`))
}

/**
 * The secure site's origin from the environment: `PORTICO_SECURE_SITE_ORIGIN`, else the origin of
 * `PORTICO_SECURE_SITE_URL` (the URL social providers return to), else `http://localhost:<PORTICO_SECURE_PORT>`
 * (default port 5174). Throws a clear error on a value that is not an http(s) origin.
 */
export function secureSiteOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw =
    env.PORTICO_SECURE_SITE_ORIGIN ||
    env.PORTICO_SECURE_SITE_URL ||
    `http://localhost:${env.PORTICO_SECURE_PORT || DEFAULT_SECURE_PORT}`
  const name = env.PORTICO_SECURE_SITE_ORIGIN ? 'PORTICO_SECURE_SITE_ORIGIN' : 'PORTICO_SECURE_SITE_URL'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`${name} must be the secure site's origin, like https://wallet.example.com`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http or https origin`)
  }
  return url.origin
}

import type { FastifyReply, FastifyRequest } from 'fastify'

/** The operator session cookie: HttpOnly, SameSite=Strict, path `/console`. */
export const SESSION_COOKIE = 'portico_console'
/**
 * The sign-in flow cookie: SameSite=Lax, because the identity provider's redirect back is a cross-site top-level
 * navigation in production; it only names a flow the callback redeems once.
 */
export const FLOW_COOKIE = 'portico_console_flow'
/** Both cookies are sent to the console's paths only. */
const COOKIE_PATH = '/console'

/** The value of cookie `name` in the request, or undefined. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}

/** Attributes of a console cookie: `Secure` when the console is served over https. */
export interface CookieOptions {
  sameSite: 'Strict' | 'Lax'
  secure: boolean
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAgeSec: number
}

/** Adds a `Set-Cookie` for `name` (values are base64url tokens: nothing to encode). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const attributes = [
    `${name}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${options.maxAgeSec}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ]
  const previous = reply.getHeader('set-cookie')
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)]
  reply.header('set-cookie', [...list, attributes.join('; ')])
}

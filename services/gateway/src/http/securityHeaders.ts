import type { FastifyInstance } from 'fastify'

/** CSP of every non-image response (JSON): loads nothing, runs nothing, may not be framed. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'"
/**
 * CSP of image responses: an `<img>` still shows them (CSP does not apply there), while an SVG opened directly
 * runs no script, loads nothing and may not be framed; inline styles keep SVG monograms drawn.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

/** Headers sent with every gateway response. */
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const

/**
 * An `onSend` hook adding the security headers to every response: `nosniff`, `no-referrer`, no framing, and
 * {@link JSON_CSP} unless the route set its own (the image routes set {@link IMAGE_CSP} with
 * `Cross-Origin-Resource-Policy: cross-origin`, so the modal on another origin still loads them).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(ALWAYS)
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', JSON_CSP)
    return payload
  })
}

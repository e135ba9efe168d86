import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance } from 'fastify'

/** The header that carries a request's id in and out (the load balancer's, echoed to the client). */
export const REQUEST_ID_HEADER = 'x-request-id'

/** A request id a load balancer may give: 1 to 128 characters of letters, digits and `-_.:`. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Fastify's `genReqId`: the `X-Request-Id` header when the request comes straight from a trusted load balancer
 * (`trustProxy`, env `PORTICO_TRUST_PROXY`) and the id is well formed, so one id follows the request across
 * the proxy's logs and ours; otherwise (anyone else could forge it into our logs) a random UUID.
 */
export function requestIdGenerator(
  trustProxy: readonly string[] | undefined,
): (req: IncomingMessage) => string {
  const trusted = trustProxy?.length ? proxyAddr.compile([...trustProxy]) : () => false
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER]
    const peer = req.socket?.remoteAddress
    if (typeof given === 'string' && FORWARDED_REQUEST_ID.test(given) && peer && trusted(peer, 0))
      return given
    return randomUUID()
  }
}

/** Echoes each request's id in the `X-Request-Id` response header (errors and refusals included). */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id)
  })
}

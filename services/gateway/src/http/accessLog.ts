import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/** Longest URL written to the log (longer ones are cut; the request was refused anyway). */
const MAX_LOGGED_URL_LENGTH = 2000

const loggedUrl = (url: string) =>
  url.length > MAX_LOGGED_URL_LENGTH ? `${url.slice(0, MAX_LOGGED_URL_LENGTH)}…` : url

/**
 * Fastify log controller: one JSON line per answered request instead of Fastify's two (incoming,
 * completed), holding `method`, `url`, `statusCode` and `responseTimeMs`, plus pino's `time`, `level`
 * and the request's `reqId`. Errors keep Fastify's own lines.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: req.method,
      url: loggedUrl(req.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request')
  }
}

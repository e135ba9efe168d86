import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DatabaseUnavailableError } from '../db/unavailable.js'

/** `Retry-After` of a 503 while the database is unavailable, in seconds. */
const DATABASE_RETRY_AFTER_SEC = 1

/** Machine-readable error codes of the gateway's JSON error bodies. */
export type ErrorCode =
  | 'INVALID_PARAM'
  | 'INVALID_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'MISSING_PROJECT_ID'
  | 'UNKNOWN_PROJECT'
  | 'ORIGIN_NOT_ALLOWED'
  // Auth, key store, social and Farcaster logins answer the secure site's origin only (src/http/secureOrigin.ts).
  | 'SECURE_ORIGIN_ONLY'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'RATE_LIMITED'
  // Email login and sessions (src/auth).
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'UNAUTHORIZED'
  | 'CONFLICT'
  // Managed custody (src/auth/keyReleaseRoutes.ts): the project keeps keys behind passkeys, or the code is old.
  | 'CUSTODY_MODE'
  | 'FRESH_CODE_REQUIRED'
  // Names (src/names): a well-formed registration whose content is refused (message, chain, signature).
  | 'INVALID_REGISTRATION'
  // Sign-in with X (src/siwx): a well-formed sign-in whose message, nonce or signature is refused.
  | 'INVALID_SIWX'
  | 'UPSTREAM_UNAVAILABLE'
  // Swaps (src/swaps): a network without a configured AMM (S-02, S-03).
  | 'UNSUPPORTED_NETWORK'
  | 'DATABASE_UNAVAILABLE'
  // The operator console (src/console): a cross-site state change, or a signed-in person who is not an operator.
  | 'CSRF_REFUSED'
  | 'NOT_AN_OPERATOR'
  | 'BAD_REQUEST'
  | 'INTERNAL_ERROR'

/** The one error body shape of every route: `{ error, code, message, field? }`. */
export interface ErrorBody {
  /** HTTP reason phrase, e.g. `Bad Request`. */
  error: string
  code: ErrorCode
  message: string
  /** The request field at fault, for `INVALID_PARAM`. */
  field?: string
}

/** An error a route throws to answer with a given status and code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Builds the JSON error body for a status. */
export function errorBody(statusCode: number, code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: STATUS_CODES[statusCode] ?? 'Error', code, message, ...(field ? { field } : {}) }
}

/** JSON-schema snippet describing {@link ErrorBody}, for OpenAPI. */
export const errorBodySchema = {
  type: 'object',
  required: ['error', 'code', 'message'],
  properties: {
    error: { type: 'string' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
  },
} as const

interface ValidationIssue {
  instancePath?: string
  params?: { missingProperty?: string }
  message?: string
}

/** Names the field of the first failed schema check (`page`, `body.eventId`, …). */
function fieldOf(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  const name = [path, issue.params?.missingProperty].filter(Boolean).join('.')
  const context = error.validationContext
  if (context === 'body') return name ? `body.${name}` : 'body'
  return name || context || 'request'
}

/** Maps any error to a status, code and message; unknown errors become a 500 that reveals nothing. */
export function classify(error: FastifyError | ApiError | DatabaseUnavailableError): {
  status: number
  body: ErrorBody
  headers: Record<string, string>
} {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: errorBody(error.statusCode, error.code, error.message, error.field),
      headers: error.headers,
    }
  }
  if (error instanceof DatabaseUnavailableError) {
    return {
      status: 503,
      body: errorBody(503, 'DATABASE_UNAVAILABLE', error.message),
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SEC) },
    }
  }
  if (error.validation) {
    const field = fieldOf(error)
    const issue = (error.validation[0] ?? {}) as ValidationIssue
    return {
      status: 400,
      body: errorBody(400, 'INVALID_PARAM', `${field} ${issue.message ?? 'is invalid'}`, field),
      headers: {},
    }
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: errorBody(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'),
        headers: {},
      }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'),
        headers: {},
      }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        body: errorBody(400, 'INVALID_JSON', 'Body is not valid JSON', 'body'),
        headers: {},
      }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code: ErrorCode = error instanceof SyntaxError ? 'INVALID_JSON' : 'BAD_REQUEST'
    return { status, body: errorBody(status, code, error.message), headers: {} }
  }
  return { status: 500, body: errorBody(500, 'INTERNAL_ERROR', 'Internal error'), headers: {} }
}

/** Sends any error as the one JSON error shape. */
export function sendError(reply: FastifyReply, error: FastifyError | ApiError): FastifyReply {
  const { status, body, headers } = classify(error)
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body)
}

/** Installs the error handler and the 404 handler so that no input produces an HTML or plain-text error. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { status } = classify(error)
    const known = error instanceof ApiError || (error as unknown) instanceof DatabaseUnavailableError
    if (known && status >= 500) req.log.warn(error.message)
    else if (status >= 500) req.log.error({ err: error }, 'unhandled error')
    return sendError(reply, error)
  })
  app.setNotFoundHandler((req, reply) =>
    sendError(
      reply,
      new ApiError(404, 'NOT_FOUND', `No route ${req.method} ${(req.url.split('?')[0] ?? '').slice(0, 200)}`),
    ),
  )
}

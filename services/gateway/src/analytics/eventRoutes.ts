import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { countKeys, exceedsDepth } from '../http/storableJson.js'
import { insertEvent } from './eventRepo.js'

/** Largest client timestamp accepted (ms; year 5138). */
const MAX_TIMESTAMP_MS = 99_999_999_999_999
/** Deepest nesting of `props` stored. */
const MAX_PROPS_DEPTH = 16
/**
 * Largest `props` stored, in bytes of its JSON: room for an error report's 100,000-character stack trace
 * (packages/core caps it there) and no more.
 */
export const MAX_PROPS_BYTES = 128 * 1024
/** Most keys in `props`, counted at every nesting level. */
export const MAX_PROPS_KEYS = 200
/** The answer to an event posted without an Origin header the project allows. */
export const EVENT_ORIGIN_REQUIRED_MESSAGE = 'Events need an Origin header that the project allows'
/** Event type when `props.type` is absent. */
const DEFAULT_EVENT_TYPE = 'track'

/** Schema of the `POST /e` body (P-10, P-13, U-27). */
export const eventBodySchema = {
  type: 'object',
  required: ['eventId', 'timestamp', 'props'],
  properties: {
    eventId: { type: 'string', minLength: 1, maxLength: 100 },
    url: { type: 'string', maxLength: 2048 },
    domain: { type: 'string', maxLength: 253 },
    timestamp: { type: 'integer', minimum: 0, maximum: MAX_TIMESTAMP_MS },
    props: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^[A-Za-z_]{1,32}$' },
        event: { type: 'string', minLength: 1, maxLength: 100 },
        errorType: { type: 'string', maxLength: 200 },
        errorMessage: { type: 'string', maxLength: 10_000 },
        stackTrace: { type: 'string', maxLength: 100_000 },
      },
    },
  },
} as const

/**
 * `POST /e`: analytics and error events, stored with project, type, time and origin. When the project
 * has analytics off, events are accepted and dropped (the modal should not send them at all, P-09). Each
 * project's events are capped in total (`capBytes`, default 256 MiB), the oldest deleted first.
 */
export function eventRoutes(app: GatewayApp, db: Db, options: { capBytes?: number } = {}): void {
  app.post(
    '/e',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Analytics and error event intake',
        querystring: { type: 'object', properties: clientQueryProperties },
        body: eventBodySchema,
        response: { 204: { type: 'null', description: 'Accepted' } },
      },
    },
    async (req, reply) => {
      const project = routeProject(req)
      // The request guard already refused an Origin the project does not allow; here a missing one is refused,
      // so the stored origin is always one the project allows, never one the sender merely claims.
      if (typeof req.headers.origin !== 'string') {
        throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', EVENT_ORIGIN_REQUIRED_MESSAGE, 'origin')
      }
      checkProps(req.body.props)
      if (project.analyticsEnabled) {
        const { props } = req.body
        await insertEvent(
          db,
          {
            projectId: project.id,
            type: props.type ?? DEFAULT_EVENT_TYPE,
            event: props.event ?? null,
            eventId: req.body.eventId,
            origin: req.headers.origin,
            url: req.body.url ?? null,
            domain: req.body.domain ?? null,
            clientTimestamp: req.body.timestamp,
            props,
          },
          options.capBytes,
        )
      }
      return reply.code(204).send()
    },
  )
}

/** Refuses `props` nested too deep (400), with too many keys (400) or too large (413), naming the limit. */
function checkProps(props: unknown): void {
  if (exceedsDepth(props, MAX_PROPS_DEPTH)) {
    throw new ApiError(400, 'INVALID_PARAM', `body.props nests deeper than ${MAX_PROPS_DEPTH}`, 'body.props')
  }
  if (countKeys(props, MAX_PROPS_KEYS + 1) > MAX_PROPS_KEYS) {
    throw new ApiError(400, 'INVALID_PARAM', `body.props has more than ${MAX_PROPS_KEYS} keys`, 'body.props')
  }
  const bytes = Buffer.byteLength(JSON.stringify(props))
  if (bytes > MAX_PROPS_BYTES) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `body.props is ${bytes} bytes, over the limit of ${MAX_PROPS_BYTES}`,
      'body.props',
    )
  }
}

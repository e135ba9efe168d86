import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import { requireProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { insertEvent } from '../repos/eventRepo.js'
import { exceedsDepth } from '../repos/storableJson.js'

/** Largest client timestamp accepted (ms; year 5138). */
const MAX_TIMESTAMP_MS = 99_999_999_999_999
/** Deepest nesting of `props` stored. */
const MAX_PROPS_DEPTH = 16
/** Event type when `props.type` is absent. */
const DEFAULT_EVENT_TYPE = 'track'

interface EventBody {
  eventId: string
  url?: string
  domain?: string
  timestamp: number
  props: { type?: string; event?: string; [key: string]: unknown }
}

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
 * has analytics off, events are accepted and dropped (the modal should not send them at all, P-09).
 */
export function eventRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: EventBody }>(
    '/e',
    {
      schema: {
        summary: 'Analytics and error event intake',
        querystring: { type: 'object', properties: clientQueryProperties },
        body: eventBodySchema,
        response: { 204: { type: 'null', description: 'Accepted' } },
      },
    },
    async (req, reply) => {
      const project = requireProject(req)
      if (exceedsDepth(req.body.props, MAX_PROPS_DEPTH)) {
        throw new ApiError(
          400,
          'INVALID_PARAM',
          `body.props nests deeper than ${MAX_PROPS_DEPTH}`,
          'body.props',
        )
      }
      if (project.analyticsEnabled) {
        const { props } = req.body
        await insertEvent(db, {
          projectId: project.id,
          type: props.type ?? DEFAULT_EVENT_TYPE,
          event: props.event ?? null,
          eventId: req.body.eventId,
          origin: typeof req.headers.origin === 'string' ? req.headers.origin.slice(0, 300) : null,
          url: req.body.url ?? null,
          domain: req.body.domain ?? null,
          clientTimestamp: req.body.timestamp,
          props,
        })
      }
      return reply.code(204).send()
    },
  )
}

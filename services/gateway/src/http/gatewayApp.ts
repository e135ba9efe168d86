import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { FromSchema, JSONSchema } from 'json-schema-to-ts'

/**
 * A Fastify type provider that derives a route's request types from its JSON schemas with json-schema-to-ts:
 * `req.query`, `req.params` and `req.body` are typed from the `querystring`, `params` and `body` schemas
 * (declared `as const` when kept in a constant), so the schema is the only statement of a request's shape.
 * Replies stay untyped, as with Fastify's default provider: the response schemas document the answers and
 * drive their serialization, but several routes send pre-serialized bytes (the registry's gzip cache) or
 * objects wider than their documented shape. See docs/decisions.md.
 */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown
}

/** The gateway's Fastify instance, with request types from each route's schemas ({@link SchemaTypeProvider}). */
export type GatewayApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypeProvider
>

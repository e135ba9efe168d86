import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './errors.js'

/** A plain decimal integer as a person writes it: no sign tricks, exponent, hex, blanks or `Infinity`. */
export const DECIMAL_INTEGER = /^(0|[1-9][0-9]{0,15})$/
/** A plain decimal number (optional minus, optional fraction), for `number` fields. */
const DECIMAL_NUMBER = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,20})?$/

interface PropertySchema {
  type?: string | string[]
}

const numericKind = (schema: PropertySchema | undefined): 'integer' | 'number' | undefined => {
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type]
  if (types.includes('integer')) return 'integer'
  if (types.includes('number')) return 'number'
  return undefined
}

/** Throws a 400 naming `field` when a raw query or path value is not a plain decimal. */
function checkValue(field: string, raw: unknown, kind: 'integer' | 'number'): void {
  for (const value of Array.isArray(raw) ? raw : [raw]) {
    if (typeof value !== 'string') continue
    const ok = kind === 'integer' ? DECIMAL_INTEGER.test(value) : DECIMAL_NUMBER.test(value) && value !== '-0'
    if (!ok) {
      throw new ApiError(
        400,
        'INVALID_PARAM',
        `${field} must be a plain decimal ${kind === 'integer' ? 'integer' : 'number'} (no exponent, hex, sign, blanks, Infinity or NaN)`,
        field,
      )
    }
  }
}

function checkPart(part: unknown, schema: unknown): void {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties
  if (!properties || !part || typeof part !== 'object') return
  for (const [field, raw] of Object.entries(part as Record<string, unknown>)) {
    if (!Object.hasOwn(properties, field)) continue
    const kind = numericKind(properties[field])
    if (kind) checkValue(field, raw, kind)
  }
}

/**
 * A `preValidation` hook for every route: the query and path values whose schema type is `integer` or
 * `number` must be plain decimals before Ajv coerces them, so `page=Infinity`, `1e999`, `0x10`, `-0`, `+5`
 * or `NaN` get a 400 naming the field instead of slipping past `maximum`. Routes added later (any plugin)
 * are covered by their schema alone.
 */
export function installStrictNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const schema = req.routeOptions.schema
    if (!schema) return
    checkPart(req.query, schema.querystring)
    checkPart(req.params, schema.params)
  })
}

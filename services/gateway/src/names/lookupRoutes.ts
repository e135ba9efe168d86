import { accountNameLabel, accountNameProblem, EIP155_ADDRESS_PATTERN } from '@portico/core'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'

import { addressParamsSchema, clientQueryProperties } from '../http/schemas.js'
import { namesOfAddress, registeredAmong } from './nameRepo.js'
import { MAX_FULL_NAME_LENGTH } from './nameSchemas.js'
import { pickSuggestions, suggestionCandidates } from './suggestions.js'

/** An avatar attribute is shown only as an http(s) URL (never as markup or a `javascript:` link). */
const SAFE_AVATAR = /^https?:\/\/[^\s"'<>]+$/

/**
 * U-14 suggestions for a typed name in the zone, and U-02 identity (the address's name in the zone and its
 * avatar attribute).
 */
export function lookupRoutes(app: GatewayApp, options: { db: Db; zone: string }): void {
  const { db, zone } = options
  app.get(
    '/v1/profile/suggestions',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Suggestions need a name',
        querystring: { type: 'object', properties: clientQueryProperties },
      },
    },
    async () => {
      // Not a malformed parameter but a missing path segment: BAD_REQUEST, still naming `name`.
      throw new ApiError(400, 'BAD_REQUEST', 'name is required', 'name')
    },
  )
  app.get(
    '/v1/profile/suggestions/:name',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Names to offer for a typed name, each marked registered or not',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: MAX_FULL_NAME_LENGTH } },
        },
        querystring: {
          type: 'object',
          properties: {
            ...clientQueryProperties,
            zone: { type: 'string', maxLength: 200, description: 'Zone (default the gateway’s)' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['suggestions', 'zone'],
            properties: {
              zone: { type: 'string', description: 'The zone names register in (ours: the gateway’s)' },
              suggestions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'registered'],
                  properties: { name: { type: 'string' }, registered: { type: 'boolean' } },
                },
              },
            },
          },
        },
      },
    },
    async (req) => {
      if (req.query.zone !== undefined && req.query.zone.toLowerCase() !== zone)
        throw new ApiError(400, 'INVALID_PARAM', `zone must be ${zone}`, 'zone')
      const typed = req.params.name.trim()
      if (typed === '') throw new ApiError(400, 'INVALID_PARAM', 'name is required', 'name')
      const label = accountNameLabel(typed, zone) ?? typed
      const problem = accountNameProblem(label)
      if (problem) throw new ApiError(400, 'INVALID_PARAM', problem, 'name')
      const candidates = suggestionCandidates(label, zone)
      return { suggestions: pickSuggestions(candidates, await registeredAmong(db, candidates)), zone }
    },
  )

  app.get(
    '/v1/identity/:address',
    {
      config: { project: 'required' },
      schema: {
        summary: 'The address’s name in the zone and its avatar (both null when none)',
        params: addressParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            ...clientQueryProperties,
            sender: { type: 'string', pattern: EIP155_ADDRESS_PATTERN },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['name', 'avatar'],
            properties: {
              name: { type: 'string', nullable: true },
              avatar: { type: 'string', nullable: true },
            },
          },
        },
      },
    },
    async (req) => {
      const [record] = await namesOfAddress(db, req.params.address, zone)
      const avatar = record?.attributes.avatar
      return { name: record?.name ?? null, avatar: avatar && SAFE_AVATAR.test(avatar) ? avatar : null }
    },
  )
}

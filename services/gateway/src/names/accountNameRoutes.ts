import { AccountNameMessages, chainIdForCoinType } from '@portico/core'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { addressParamsSchema } from '../http/schemas.js'

import type { EvmSignatureVerifier } from '../signatures/evmSignatureVerifier.js'
import { parseNameMessage } from './nameMessage.js'
import { findName, type NameRecord, namesOfAddress, registerName } from './nameRepo.js'
import {
  MAX_FULL_NAME_LENGTH,
  nameRecordSchema,
  profileQuerySchema,
  registerBodySchema,
} from './nameSchemas.js'

/** The 409 messages of a refused registration. */
export const NAME_TAKEN_MESSAGE = 'Name already registered'

/** What the account name routes need. */
export interface AccountNameRoutesOptions {
  db: Db
  zone: string
  verifier: EvmSignatureVerifier
  now: () => number
}

/** U-12 answer of a record. */
export const nameAnswer = (r: NameRecord) => ({
  name: r.name,
  registered: r.created,
  updated: r.updated,
  addresses: { [String(r.coinType)]: { address: r.address, created: r.created } },
  attributes: r.attributes,
})

/**
 * U-12, U-13, U-15: register a name under the operator's zone (signed by the address: EOA, ERC-1271 or
 * ERC-6492; recent timestamp; R-05; one name per address per zone and one owner per name), look one up, and
 * list an address's names.
 */
export function accountNameRoutes(app: GatewayApp, options: AccountNameRoutesOptions): void {
  const { db, zone, verifier } = options
  app.post(
    '/v1/profile/account',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Register an account name in the zone, signed by the address',
        querystring: profileQuerySchema,
        body: registerBodySchema,
        response: {
          200: {
            type: 'object',
            required: ['success'],
            properties: { success: { type: 'boolean' }, ...nameRecordSchema.properties },
          },
        },
      },
    },
    async (req) => {
      const body = req.body
      const chainId = chainIdForCoinType(body.coin_type)
      if (chainId === undefined)
        throw new ApiError(
          400,
          'INVALID_REGISTRATION',
          'coin_type must name an EVM chain (ENSIP-11)',
          'body.coin_type',
        )
      if (!verifier.serves(chainId))
        throw new ApiError(
          400,
          'INVALID_REGISTRATION',
          `coin_type names chain ${chainId}, which this gateway does not serve`,
          'body.coin_type',
        )
      const message = parseNameMessage(body.message, zone, Math.floor(options.now() / 1000))
      const valid = await verifier.verify({
        chainId,
        // The body schema's pattern admitted only a 0x address.
        address: body.address as `0x${string}`,
        message: body.message,
        signature: body.signature,
      })
      if (!valid)
        throw new ApiError(
          400,
          'INVALID_REGISTRATION',
          'signature is not the address’s signature of message',
          'body.signature',
        )
      const outcome = await registerName(db, {
        name: message.name,
        zone,
        address: body.address,
        coinType: body.coin_type,
        attributes: message.attributes,
      })
      if (!outcome.ok)
        throw new ApiError(
          409,
          'CONFLICT',
          outcome.reason === 'name-taken' ? NAME_TAKEN_MESSAGE : AccountNameMessages.ALREADY_OWNED,
          'body.message',
        )
      return { success: true, ...nameAnswer(outcome.record) }
    },
  )

  app.get(
    '/v1/profile/account/:name',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Look up a registered name: addresses by coin type and attributes',
        params: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', pattern: '^[a-zA-Z0-9.-]+$', maxLength: MAX_FULL_NAME_LENGTH },
          },
        },
        querystring: profileQuerySchema,
        response: { 200: nameRecordSchema },
      },
    },
    async (req) => {
      const record = await findName(db, req.params.name)
      if (!record) throw new ApiError(404, 'NOT_FOUND', 'Name not registered', 'name')
      return nameAnswer(record)
    },
  )

  app.get(
    '/v1/profile/reverse/:address',
    {
      config: { project: 'required' },
      schema: {
        summary: 'The names an address holds in the zone',
        params: addressParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: { type: 'array', items: nameRecordSchema } },
      },
    },
    async (req) => {
      return (await namesOfAddress(db, req.params.address, zone)).map(nameAnswer)
    },
  )
}

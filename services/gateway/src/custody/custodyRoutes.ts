import { isEip155Address } from '@portico/core'
import type { AuthContext } from '../auth/authContext.js'
import { requireSession } from '../auth/sessionAuth.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { findWallet, insertWallet } from './custodyRepo.js'

/** Namespaces whose embedded key the gateway keeps (Solana joins with its issue). */
const NAMESPACES = ['eip155'] as const
/** The secure site's envelope: base64url parts joined by dots. */
const CIPHERTEXT = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/
const MAX_CIPHERTEXT_LENGTH = 4096

const walletSchema = {
  type: 'object',
  required: ['namespace', 'address', 'ciphertext'],
  properties: {
    namespace: { type: 'string', enum: [...NAMESPACES] },
    address: { type: 'string', minLength: 1, maxLength: 100 },
    ciphertext: { type: 'string', minLength: 1, maxLength: MAX_CIPHERTEXT_LENGTH },
  },
} as const

/**
 * The embedded wallet's encrypted key, for the secure site of a logged-in user: `GET /auth/v1/wallet` reads it
 * (`wallet: null` before the first one), `POST /auth/v1/wallet` stores the first one (409 if one exists: a key
 * is never replaced, so a bug or an attacker cannot swap a user's address). The gateway keeps the ciphertext
 * only; the key that opens it stays with the secure site (docs/embedded-wallet-trust-model.md).
 */
export function custodyRoutes(app: GatewayApp, ctx: AuthContext): void {
  app.get(
    '/auth/v1/wallet',
    {
      config: { project: 'required' },
      schema: {
        summary: "The logged-in user's encrypted embedded-wallet key",
        querystring: {
          type: 'object',
          properties: {
            ...clientQueryProperties,
            namespace: { type: 'string', enum: [...NAMESPACES], default: 'eip155' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['wallet'],
            properties: { wallet: { ...walletSchema, nullable: true } },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const session = await requireSession(req, ctx, project.id)
      return { wallet: await findWallet(ctx.db, session.userId, req.query.namespace) }
    },
  )

  app.post(
    '/auth/v1/wallet',
    {
      config: { project: 'required' },
      schema: {
        summary: "Store the logged-in user's first encrypted embedded-wallet key",
        querystring: { type: 'object', properties: clientQueryProperties },
        body: walletSchema,
        response: { 201: { type: 'object', required: ['wallet'], properties: { wallet: walletSchema } } },
      },
    },
    async (req, reply) => {
      const project = routeProject(req)
      const session = await requireSession(req, ctx, project.id)
      const { namespace, address, ciphertext } = req.body
      if (!isEip155Address(address))
        throw new ApiError(400, 'INVALID_PARAM', 'address is not an EVM address', 'body.address')
      if (!CIPHERTEXT.test(ciphertext)) {
        throw new ApiError(
          400,
          'INVALID_PARAM',
          'ciphertext must be base64url parts joined by dots',
          'body.ciphertext',
        )
      }
      const wallet = { namespace, address, ciphertext }
      if (!(await insertWallet(ctx.db, session.userId, wallet))) {
        throw new ApiError(
          409,
          'CONFLICT',
          'This account already has a wallet for this namespace',
          'body.namespace',
        )
      }
      return reply.code(201).send({ wallet })
    },
  )
}

import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { AuthConfig } from '../auth/authConfig.js'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { EvmSignatureVerifier } from '../signatures/evmSignatureVerifier.js'
import { siwxBearer } from './siwxBearer.js'
import { checkSiwxMessage, verifySiwxSignature } from './siwxChecks.js'
import { SIWX_NONCE_LENGTH, SIWX_NONCE_TTL_MS } from './siwxConstants.js'
import { consumeNonce, insertSession, revokeSession, storeNonce } from './siwxRepo.js'
import { type SiwxClaims, signSiwxToken } from './siwxTokens.js'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const newNonce = () =>
  Array.from(randomBytes(SIWX_NONCE_LENGTH), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')
const query = { type: 'object', properties: clientQueryProperties } as const
/** The POSTs without input take an empty JSON object (a JSON POST needs a body). */
const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const
const sessionSchema = {
  type: 'object',
  required: ['account', 'address', 'chainId', 'domain', 'issuedAt', 'expiresAt'],
  properties: {
    account: { type: 'string', description: 'CAIP-10 account' },
    address: { type: 'string' },
    chainId: { type: 'string', description: 'CAIP-2 network id' },
    domain: { type: 'string' },
    issuedAt: { type: 'string' },
    expiresAt: { type: 'string' },
  },
} as const
const sessionAnswer = (c: SiwxClaims) => ({
  account: c.account,
  address: c.account.slice(c.account.lastIndexOf(':') + 1),
  chainId: c.chainId,
  domain: c.domain,
  issuedAt: new Date(c.issuedAt).toISOString(),
  expiresAt: new Date(c.expiresAt).toISOString(),
})

/** What the SIWX routes need. */
export interface SiwxRouteOptions {
  auth?: AuthConfig
  rpcUrls: Record<string, string>
  timeoutMs: number
  now?: () => number
}

/**
 * Sign-in with X verified by the gateway (REQUIREMENTS M): a one-time nonce, verification of a CAIP-122
 * message (EVM EOA, ERC-1271 and ERC-6492; Solana ed25519; Bitcoin BIP-322) that opens a session and returns
 * its signed token, the check an app's own server makes with that token, and revocation.
 */
export function siwxRoutes(app: GatewayApp, db: Db, options: SiwxRouteOptions): void {
  const bearer = siwxBearer(db, options.auth, options.now)
  const tokenKey = bearer.tokenKey
  const evm = new EvmSignatureVerifier(options.rpcUrls, options.timeoutMs)
  const now = options.now ?? Date.now

  /** The live session named by `Authorization: Bearer <token>`, or 401. */
  const bearerSession = (req: FastifyRequest, projectId: string) => bearer.session(req, projectId)

  app.post(
    '/auth/v1/siwx/nonce',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Sign-in with X: a one-time nonce for the next message (valid 10 min)',
        querystring: query,
        body: emptyBody,
        response: {
          200: {
            type: 'object',
            required: ['nonce', 'expiresAt'],
            properties: { nonce: { type: 'string' }, expiresAt: { type: 'string' } },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const nonce = newNonce()
      const expiresAt = new Date(now() + SIWX_NONCE_TTL_MS)
      await storeNonce(db, nonce, project.id, expiresAt)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
  )

  app.post(
    '/auth/v1/siwx/verify',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Sign-in with X: verify a signed CAIP-122 message and open a session (its nonce is used up)',
        querystring: query,
        body: {
          type: 'object',
          required: ['message', 'signature'],
          additionalProperties: false,
          properties: {
            message: {
              type: 'string',
              minLength: 1,
              maxLength: 8192,
              description: 'The CAIP-122 text signed',
            },
            signature: {
              type: 'string',
              minLength: 1,
              maxLength: 32_768,
              description: 'hex (EVM), base58 (Solana), base64 (Bitcoin)',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['token', 'session'],
            properties: {
              token: { type: 'string', description: 'Bearer token for GET /auth/v1/siwx/session' },
              session: sessionSchema,
            },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
      const { data, expiresAt } = checkSiwxMessage(req.body.message, {
        now: now(),
        origin,
        allowedOrigins: project.allowedOrigins,
      })
      // The nonce is used up before the signature is checked: a refused attempt cannot be retried with it.
      if (!(await consumeNonce(db, data.nonce, project.id, new Date(now()))))
        throw new ApiError(
          400,
          'INVALID_SIWX',
          'message nonce is unknown, expired or already used',
          'body.message',
        )
      if (!(await verifySiwxSignature(evm, data, req.body.message, req.body.signature)))
        throw new ApiError(
          400,
          'INVALID_SIWX',
          'signature is not the account’s signature of message',
          'body.signature',
        )
      const sessionId = randomUUID()
      const account = `${data.chainId}:${data.accountAddress}`
      await insertSession(db, {
        id: sessionId,
        projectId: project.id,
        account,
        chainId: data.chainId,
        domain: data.domain,
        expiresAt: new Date(expiresAt),
      })
      const claims = {
        sessionId,
        account,
        chainId: data.chainId,
        domain: data.domain,
        projectId: project.id,
        expiresAt,
      }
      const token = await signSiwxToken(await tokenKey(), claims)
      return { token, session: sessionAnswer({ ...claims, issuedAt: now() }) }
    },
  )

  app.get(
    '/auth/v1/siwx/session',
    {
      config: { project: 'required' },
      schema: {
        summary:
          'Sign-in with X: check a session token (Authorization: Bearer <token>); apps call this from their server',
        querystring: query,
        response: { 200: sessionSchema },
      },
    },
    async (req) => sessionAnswer(await bearerSession(req, routeProject(req).id)),
  )

  app.post(
    '/auth/v1/siwx/revoke',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Sign-in with X: end the session of the bearer token (sign-out)',
        querystring: query,
        body: emptyBody,
        response: {
          200: { type: 'object', required: ['revoked'], properties: { revoked: { type: 'boolean' } } },
        },
      },
    },
    async (req) => {
      const claims = await bearerSession(req, routeProject(req).id)
      return { revoked: await revokeSession(db, claims.sessionId, new Date(now())) }
    },
  )
}

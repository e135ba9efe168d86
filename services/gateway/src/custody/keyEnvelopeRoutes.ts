import {
  ENVELOPE_PROOF_MAX_AGE_MS,
  type EnvelopeChange,
  envelopeProofMessage,
  isEip155Address,
} from '@portico/core'
import { type Hex, recoverMessageAddress } from 'viem'
import type { AuthContext } from '../auth/authContext.js'
import { requireSession } from '../auth/sessionAuth.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { addEnvelope, findUserKey, removeEnvelope } from './keyEnvelopeRepo.js'

/** Namespaces whose embedded key the gateway keeps (Solana joins with its issue). */
const NAMESPACES = ['eip155'] as const
/** A passkey-mode envelope: `v2.<nonce>.<ciphertext>` in base64url (apps/secure-site/src/custody). */
const ENVELOPE = /^v2\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{64}$/
/** A credential id or kit id: base64url, at most 1023 bytes of id (WebAuthn's limit) encoded. */
const ID = /^[A-Za-z0-9_-]{16,1400}$/
/** A 65-byte secp256k1 signature in hex. */
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/

const envelopeSchema = {
  type: 'object',
  required: ['kind', 'id', 'envelope', 'createdAt'],
  properties: {
    kind: { type: 'string', enum: ['passkey', 'kit'] },
    id: { type: 'string' },
    envelope: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const

const proofProperties = {
  namespace: { type: 'string', enum: [...NAMESPACES] },
  id: { type: 'string', minLength: 1, maxLength: 1400 },
  issuedAt: { type: 'string', minLength: 1, maxLength: 30 },
  signature: { type: 'string', minLength: 1, maxLength: 132 },
} as const

/**
 * The key's proof: the signature must recover `address` from the change's message, made within
 * {@link ENVELOPE_PROOF_MAX_AGE_MS} of the gateway's clock. Whoever holds a session but not the key changes nothing.
 */
async function requireKeyProof(ctx: AuthContext, change: EnvelopeChange, signature: string, address: string) {
  if (!ID.test(change.id)) throw new ApiError(400, 'INVALID_PARAM', 'id must be base64url', 'body.id')
  if (!SIGNATURE.test(signature)) {
    throw new ApiError(400, 'INVALID_PARAM', 'signature must be 65 bytes in hex', 'body.signature')
  }
  const issued = Date.parse(change.issuedAt)
  if (!Number.isFinite(issued) || Math.abs(ctx.now().getTime() - issued) > ENVELOPE_PROOF_MAX_AGE_MS) {
    throw new ApiError(400, 'INVALID_PARAM', 'The key proof is too old or from the future', 'body.issuedAt')
  }
  const signer = await recoverMessageAddress({
    message: envelopeProofMessage(change),
    signature: signature as Hex,
  }).catch(() => null)
  if (signer?.toLowerCase() !== address.toLowerCase()) {
    throw new ApiError(
      403,
      'UNAUTHORIZED',
      "The key proof is not signed by this account's key",
      'body.signature',
    )
  }
}

/**
 * Passkey-mode custody (issue 22), for the secure site of a logged-in user:
 * - `GET /auth/v1/wallet/envelopes?namespace=` answers the address (null before the first key) and every envelope;
 * - `POST /auth/v1/wallet/envelopes` adds one, signed by the key (the first one also stores the address, once);
 * - `POST /auth/v1/wallet/envelopes/remove` removes one, signed by the key, unless it is the last.
 * The gateway can open none of them: their secrets are passkey PRF outputs and recovery kits it never sees.
 */
export function keyEnvelopeRoutes(app: GatewayApp, ctx: AuthContext): void {
  app.get(
    '/auth/v1/wallet/envelopes',
    {
      config: { project: 'required' },
      schema: {
        summary: "The logged-in user's address and key envelopes (passkey mode)",
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
            required: ['address', 'envelopes'],
            properties: {
              address: { type: 'string', nullable: true },
              envelopes: { type: 'array', items: envelopeSchema },
            },
          },
        },
      },
    },
    async (req) => {
      const session = await requireSession(req, ctx, routeProject(req).id)
      return findUserKey(ctx.db, session.userId, req.query.namespace)
    },
  )

  app.post(
    '/auth/v1/wallet/envelopes',
    {
      config: { project: 'required' },
      schema: {
        summary: "Add an envelope of the logged-in user's key, signed by the key",
        querystring: { type: 'object', properties: clientQueryProperties },
        body: {
          type: 'object',
          required: ['namespace', 'address', 'kind', 'id', 'envelope', 'issuedAt', 'signature'],
          additionalProperties: false,
          properties: {
            ...proofProperties,
            address: { type: 'string', minLength: 1, maxLength: 100 },
            kind: { type: 'string', enum: ['passkey', 'kit'] },
            envelope: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: {
          201: { type: 'object', required: ['envelope'], properties: { envelope: envelopeSchema } },
        },
      },
    },
    async (req, reply) => {
      const session = await requireSession(req, ctx, routeProject(req).id)
      const { namespace, address, kind, id, envelope, issuedAt, signature } = req.body
      if (!isEip155Address(address))
        throw new ApiError(400, 'INVALID_PARAM', 'address is not an EVM address', 'body.address')
      if (!ENVELOPE.test(envelope))
        throw new ApiError(400, 'INVALID_PARAM', 'envelope is not a v2 key envelope', 'body.envelope')
      const change = {
        action: 'add',
        userId: session.userId,
        namespace,
        id,
        kind,
        envelope,
        issuedAt,
      } as const
      await requireKeyProof(ctx, change, signature, address)
      const outcome = await addEnvelope(ctx.db, session.userId, namespace, address, { kind, id, envelope })
      if (outcome === 'address-mismatch') {
        throw new ApiError(409, 'CONFLICT', 'This account already has another address', 'body.address')
      }
      if (outcome === 'id-taken') {
        throw new ApiError(409, 'CONFLICT', 'An envelope with this id exists; remove it first', 'body.id')
      }
      const created = (await findUserKey(ctx.db, session.userId, namespace)).envelopes.find(
        (e) => e.id === id,
      )
      return reply.code(201).send({ envelope: created })
    },
  )

  app.post(
    '/auth/v1/wallet/envelopes/remove',
    {
      config: { project: 'required' },
      schema: {
        summary: "Remove one envelope of the logged-in user's key (not the last), signed by the key",
        querystring: { type: 'object', properties: clientQueryProperties },
        body: {
          type: 'object',
          required: ['namespace', 'id', 'issuedAt', 'signature'],
          additionalProperties: false,
          properties: proofProperties,
        },
        response: { 200: { type: 'object', properties: { removed: { type: 'string' } } } },
      },
    },
    async (req) => {
      const session = await requireSession(req, ctx, routeProject(req).id)
      const { namespace, id, issuedAt, signature } = req.body
      const { address } = await findUserKey(ctx.db, session.userId, namespace)
      if (!address) throw new ApiError(404, 'NOT_FOUND', 'This account has no key yet', 'body.namespace')
      await requireKeyProof(
        ctx,
        { action: 'remove', userId: session.userId, namespace, id, issuedAt },
        signature,
        address,
      )
      const outcome = await removeEnvelope(ctx.db, session.userId, namespace, id)
      if (outcome === 'not-found') throw new ApiError(404, 'NOT_FOUND', 'No envelope with this id', 'body.id')
      if (outcome === 'last') {
        throw new ApiError(
          409,
          'CONFLICT',
          'This is the last way to open the wallet; add another first',
          'body.id',
        )
      }
      return { removed: id }
    },
  )
}

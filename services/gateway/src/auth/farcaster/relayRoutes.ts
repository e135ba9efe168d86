import type { FastifyRequest } from 'fastify'
import { ApiError } from '../../http/errors.js'
import type { GatewayApp } from '../../http/gatewayApp.js'
import type { AuthContext } from '../authContext.js'
import { plainUsername, upsertIdentityUser } from '../social/identityRepo.js'
import { type ChannelRow, completeChannel, findChannel } from './channelRepo.js'
import { bearerToken, channelUrl } from './channelUrl.js'
import { FARCASTER_PROVIDER, FarcasterMessages } from './farcasterState.js'
import { FarcasterSignInError, type FarcasterVerify } from './farcasterVerifier.js'

const unknownChannel = () =>
  new ApiError(401, 'UNAUTHORIZED', FarcasterMessages.UNKNOWN_CHANNEL, 'authorization')

/** The channel named by the request's bearer token, live; throws 401 otherwise. */
async function channelOf(req: FastifyRequest, ctx: AuthContext): Promise<{ token: string; row: ChannelRow }> {
  const token = bearerToken(req.headers.authorization)
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', FarcasterMessages.NO_TOKEN, 'authorization')
  const row = await findChannel(ctx.db, token, ctx.now())
  if (!row) throw unknownChannel()
  return { token, row }
}

/** A channel as Farcaster's relay answers it (`StatusAPIResponse` of `@farcaster/auth-client`, the parts we keep). */
function statusOf(token: string, row: ChannelRow) {
  return {
    state: row.completed ? ('completed' as const) : ('pending' as const),
    nonce: row.nonce,
    url: channelUrl({ channelToken: token, nonce: row.nonce, siweUri: row.siweUri, domain: row.domain }),
    signatureParams: { siweUri: row.siweUri, domain: row.domain, nonce: row.nonce },
    ...(row.completed
      ? {
          fid: row.fid,
          custody: row.custody,
          username: row.username,
          message: row.message,
          signature: row.signature,
          authMethod: 'custody',
        }
      : {}),
  }
}

const statusSchema = {
  type: 'object',
  required: ['state', 'nonce', 'url', 'signatureParams'],
  properties: {
    state: { type: 'string', enum: ['pending', 'completed'] },
    nonce: { type: 'string' },
    url: { type: 'string' },
    signatureParams: {
      type: 'object',
      properties: { siweUri: { type: 'string' }, domain: { type: 'string' }, nonce: { type: 'string' } },
    },
    fid: { type: 'integer' },
    custody: { type: 'string' },
    username: { type: 'string', nullable: true },
    message: { type: 'string' },
    signature: { type: 'string' },
    authMethod: { type: 'string' },
  },
} as const

/**
 * The relay endpoints of Farcaster's API (the paths `@farcaster/auth-client` calls under its `relay` URL, here
 * `<gateway>/farcaster`), keyed by `Authorization: Bearer <channelToken>`:
 * - `GET /farcaster/v1/channel/status`: 202 while pending, 200 once completed (the frame polls it);
 * - `POST /farcaster/v1/channel/authenticate`: the Farcaster app posts the signed message; it is checked at once
 *   (nonce, domain, signature, custody of the fid), so a refused message gets a clear error and no session.
 */
export function relayRoutes(app: GatewayApp, ctx: AuthContext, verify: FarcasterVerify): void {
  app.get(
    '/farcaster/v1/channel/status',
    {
      schema: {
        summary: 'Sign In With Farcaster: the channel state (202 pending, 200 completed)',
        response: { 200: statusSchema, 202: statusSchema },
      },
    },
    async (req, reply) => {
      const { token, row } = await channelOf(req, ctx)
      return reply.code(row.completed ? 200 : 202).send(statusOf(token, row))
    },
  )

  app.post(
    '/farcaster/v1/channel/authenticate',
    {
      schema: {
        summary: 'Sign In With Farcaster: the Farcaster app posts the signed message of a channel',
        body: {
          type: 'object',
          required: ['message', 'signature', 'fid'],
          properties: {
            message: { type: 'string', maxLength: 4096 },
            signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{2,2048}$' },
            fid: { type: 'integer', minimum: 1 },
            username: { type: 'string', maxLength: 200 },
            displayName: { type: 'string', maxLength: 200 },
            bio: { type: 'string', maxLength: 1000 },
            pfpUrl: { type: 'string', maxLength: 2048 },
            authMethod: { type: 'string', enum: ['custody', 'authAddress'] },
          },
        },
        response: { 200: statusSchema },
      },
    },
    async (req) => {
      const { token, row } = await channelOf(req, ctx)
      if (row.completed) throw unknownChannel()
      const { message, fid } = req.body
      // The body schema's pattern admitted only 0x and hex digits.
      const signature = req.body.signature as `0x${string}`
      const verified = await verify({ nonce: row.nonce, domain: row.domain, message, signature }).catch(
        (error: unknown) => {
          if (!(error instanceof FarcasterSignInError)) throw error
          req.log.warn({ reason: error.reason, detail: error.message }, 'farcaster sign-in refused')
          if (error.reason === 'unavailable')
            throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', FarcasterMessages.UNREACHABLE)
          const status = error.reason === 'invalid' ? 400 : 401
          const code = error.reason === 'invalid' ? 'INVALID_PARAM' : 'UNAUTHORIZED'
          throw new ApiError(status, code, FarcasterMessages.refused(error.message), 'body.message')
        },
      )
      if (verified.fid !== fid)
        throw new ApiError(400, 'INVALID_PARAM', FarcasterMessages.FID_MISMATCH, 'body.fid')
      // The username comes from the Farcaster app (as with Farcaster's relay): untrusted text, shown as text only.
      const username = plainUsername(req.body.username)
      const user = await upsertIdentityUser(ctx.db, FARCASTER_PROVIDER, String(fid), username)
      const done = { fid, custody: verified.custody, userId: user.id, username, message, signature }
      if (!(await completeChannel(ctx.db, token, done, ctx.now()))) throw unknownChannel()
      return statusOf(token, { ...row, completed: true, ...done })
    },
  )
}

import { randomBytes } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import { ApiError } from '../../http/errors.js'
import type { GatewayApp } from '../../http/gatewayApp.js'
import { isOriginAllowed } from '../../http/originMatch.js'
import { routeProject } from '../../http/requestGuard.js'
import { clientQueryProperties } from '../../http/schemas.js'
import type { AuthContext } from '../authContext.js'
import { requireProof } from '../dpop/requestProof.js'
import { openSession, sessionAnswerSchema } from '../issueSession.js'
import { B64_256 } from '../social/socialRoutes.js'
import { insertChannel, purgeChannels, redeemChannel } from './channelRepo.js'
import { channelUrl } from './channelUrl.js'
import type { FarcasterConfig } from './farcasterConfig.js'
import { FARCASTER_CHANNEL_TTL_MS, FARCASTER_PROVIDER, FarcasterMessages } from './farcasterState.js'
import { farcasterVerifier } from './farcasterVerifier.js'
import { relayRoutes } from './relayRoutes.js'

const query = { type: 'object', properties: clientQueryProperties } as const
const channelAnswer = {
  type: 'object',
  required: ['channelToken', 'url', 'nonce', 'expiresAt'],
  properties: {
    channelToken: { type: 'string' },
    url: { type: 'string' },
    nonce: { type: 'string' },
    expiresAt: { type: 'string' },
  },
} as const

/**
 * Sign In With Farcaster (issue 12, F-20). The gateway plays the part of Farcaster's relay itself:
 * - `POST /farcaster/v1/channel` (the secure frame): a channel with its token, nonce and sign-in URL;
 * - `GET /farcaster/v1/channel/status` and `POST /farcaster/v1/channel/authenticate` (relayRoutes.ts): polled by
 *   the frame; posted to by the Farcaster app with the signed message, checked by `@farcaster/auth-client`;
 * - `POST /auth/v1/farcaster/redeem` (the frame again, with the flow key only it holds): the session.
 * The same fid always maps to the same user, hence the same wallet (auth_identities, provider `farcaster`).
 */
export function farcasterRoutes(app: GatewayApp, ctx: AuthContext, farcaster: FarcasterConfig): void {
  app.post(
    '/farcaster/v1/channel',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Sign In With Farcaster: create a channel and its sign-in URL',
        querystring: query,
        body: {
          type: 'object',
          required: ['appOrigin', 'flowKeyHash'],
          properties: {
            appOrigin: { type: 'string', maxLength: 300 },
            flowKeyHash: { type: 'string', pattern: B64_256, description: 'SHA-256 of the frame flow key' },
          },
        },
        response: { 200: channelAnswer },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const { appOrigin, flowKeyHash } = req.body
      let host: string
      try {
        host = new URL(appOrigin).host
      } catch {
        throw new ApiError(400, 'INVALID_PARAM', FarcasterMessages.ORIGIN_NOT_ALLOWED, 'body.appOrigin')
      }
      if (!isOriginAllowed(project.allowedOrigins, appOrigin)) {
        throw new ApiError(400, 'INVALID_PARAM', FarcasterMessages.ORIGIN_NOT_ALLOWED, 'body.appOrigin')
      }
      const now = ctx.now()
      await purgeChannels(ctx.db, now)
      const channelToken = randomBytes(32).toString('base64url')
      const nonce = generateNonce()
      const domain = farcaster.domain ?? host
      const expiresAt = new Date(now.getTime() + FARCASTER_CHANNEL_TTL_MS)
      await insertChannel(ctx.db, {
        token: channelToken,
        projectId: project.id,
        appOrigin,
        nonce,
        domain,
        siweUri: appOrigin,
        flowKeyHash: Buffer.from(flowKeyHash, 'base64url'),
        expiresAt,
      })
      const url = channelUrl({ channelToken, nonce, siweUri: appOrigin, domain })
      return { channelToken, url, nonce, expiresAt: expiresAt.toISOString() }
    },
  )

  relayRoutes(app, ctx, farcasterVerifier(farcaster))

  app.post(
    '/auth/v1/farcaster/redeem',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Sign In With Farcaster: turn a completed channel into a session (needs its flow key)',
        querystring: query,
        body: {
          type: 'object',
          required: ['channelToken', 'flowKey'],
          properties: {
            channelToken: { type: 'string', pattern: B64_256 },
            flowKey: { type: 'string', pattern: B64_256 },
          },
        },
        response: {
          200: {
            ...sessionAnswerSchema,
            required: [...sessionAnswerSchema.required, 'provider', 'fid'],
            properties: {
              ...sessionAnswerSchema.properties,
              provider: { type: 'string' },
              username: { type: 'string', nullable: true },
              fid: { type: 'integer' },
            },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      // The DPoP proof first: a request without one leaves the flow redeemable, and the session is bound.
      const proof = await requireProof(req, ctx)
      const { channelToken, flowKey } = req.body
      const done = await redeemChannel(ctx.db, channelToken, flowKey, project.id, ctx.now())
      if (!done)
        throw new ApiError(401, 'UNAUTHORIZED', FarcasterMessages.NOT_REDEEMABLE, 'body.channelToken')
      const session = await openSession(ctx, { id: done.userId, email: '' }, project.id, proof.jkt)
      return { ...session, provider: FARCASTER_PROVIDER, username: done.username, fid: done.fid }
    },
  )
}

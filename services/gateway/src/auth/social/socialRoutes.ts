import { socialStateFor } from '@portico/core'
import * as oidc from 'openid-client'
import { ApiError } from '../../http/errors.js'
import type { GatewayApp } from '../../http/gatewayApp.js'
import { isOriginAllowed } from '../../http/originMatch.js'
import { routeProject } from '../../http/requestGuard.js'
import { clientQueryProperties } from '../../http/schemas.js'
import type { AuthContext } from '../authContext.js'
import { requireProof } from '../dpop/requestProof.js'
import { openSession, sessionAnswerSchema } from '../issueSession.js'
import { plainUsername, upsertIdentityUser } from './identityRepo.js'
import { finishAuthorization, providerClients, startAuthorization } from './providerClient.js'
import type { SocialConfig } from './socialConfig.js'
import { flowDestination, insertFlow, purgeFlows, takeFlow } from './socialFlowRepo.js'
import { isOAuthProvider, OAUTH_PROVIDERS } from './socialProviders.js'
import { SOCIAL_FLOW_TTL_MS, SocialMessages } from './socialState.js'

const query = { type: 'object', properties: clientQueryProperties } as const
/** A 256-bit value in base64url (the frame's flow key, and its SHA-256). */
export const B64_256 = '^[A-Za-z0-9_-]{43}$'
const bad = (message: string, field: string) => new ApiError(400, 'INVALID_PARAM', message, field)

/** Whether `url` is a URL on exactly `origin`. */
function isOnOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin
  } catch {
    return false
  }
}

/** The provider's answer URL, checked to be our redirect URI, and its state. */
function callbackParts(callbackUrl: string, redirectUri: string): { url: URL; state: string } {
  let url: URL
  try {
    url = new URL(callbackUrl)
  } catch {
    throw bad(SocialMessages.BAD_CALLBACK_URL, 'body.callbackUrl')
  }
  if (`${url.origin}${url.pathname}` !== redirectUri)
    throw bad(SocialMessages.BAD_CALLBACK_URL, 'body.callbackUrl')
  const state = url.searchParams.get('state')
  if (!state) throw bad(SocialMessages.NO_STATE, 'state')
  return { url, state }
}

/** Maps a failed provider exchange to an answer: refused, unreachable, or an answer that failed its checks. */
function providerFailure(error: unknown): ApiError {
  if (error instanceof oidc.AuthorizationResponseError)
    return bad(SocialMessages.refused(error.error), 'callbackUrl')
  const name = (error as Error)?.name
  if (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  ) {
    return new ApiError(502, 'UPSTREAM_UNAVAILABLE', SocialMessages.UNREACHABLE)
  }
  return new ApiError(401, 'UNAUTHORIZED', SocialMessages.failedChecks(innermostReason(error)), 'callbackUrl')
}

/** openid-client wraps oauth4webapi's precise error (which claim failed: nonce, aud, exp…): use the innermost. */
function innermostReason(error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error)
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    reason = e.message
  return reason
}

/**
 * Social login over OAuth 2.0 / OpenID Connect (issue 12, F-19), bound to the frame that started it (issue 22):
 * - `POST /auth/v1/social/start` (the secure frame, with the SHA-256 of a flow key only it holds): a flow with
 *   state and nonce; the provider's PKCE challenge is that hash. Answers the authorization URL for the popup.
 * - `POST /auth/v1/social/callback` (the secure site's popup page, with the URL the provider sent it to): reads
 *   where the flow reports (the app origin, a same-window login's return page). Nothing is exchanged or used up.
 * - `POST /auth/v1/social/redeem` (the secure frame again, with that URL and the flow key): the flow is taken
 *   once, the code exchanged with the flow key as PKCE verifier and the answer checked (openid-client), the
 *   provider account mapped to its user: the session. A code completed in a browser whose frame did not start
 *   the flow is worth nothing to whoever started it (they lack the code) or to that browser (it lacks the key).
 */
export function socialRoutes(app: GatewayApp, ctx: AuthContext, social: SocialConfig): void {
  const clients = providerClients(social)

  app.post(
    '/auth/v1/social/start',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Social login: start a flow and get the provider authorization URL',
        querystring: query,
        body: {
          type: 'object',
          required: ['provider', 'appOrigin', 'flowKeyHash'],
          properties: {
            provider: { type: 'string', maxLength: 32 },
            appOrigin: { type: 'string', maxLength: 300 },
            flowKeyHash: { type: 'string', pattern: B64_256, description: 'SHA-256 of the frame flow key' },
            returnUrl: {
              type: 'string',
              maxLength: 2048,
              description: 'F-21: the app page a same-window (Telegram) login returns to, on appOrigin',
            },
          },
        },
        response: { 200: { type: 'object', required: ['uri'], properties: { uri: { type: 'string' } } } },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const { provider, appOrigin, flowKeyHash, returnUrl } = req.body
      if (!isOAuthProvider(provider)) throw bad(SocialMessages.unknownProvider(provider), 'body.provider')
      const client = clients(project.id, provider)
      if (!client) throw bad(SocialMessages.notConfigured(provider), 'body.provider')
      if (!isOriginAllowed(project.allowedOrigins, appOrigin)) {
        throw bad(SocialMessages.ORIGIN_NOT_ALLOWED, 'body.appOrigin')
      }
      if (returnUrl !== undefined && !isOnOrigin(returnUrl, appOrigin)) {
        throw bad(SocialMessages.RETURN_URL_OFF_ORIGIN, 'body.returnUrl')
      }
      const now = ctx.now()
      await purgeFlows(ctx.db, now)
      const state = socialStateFor(project.id, oidc.randomState())
      // The flow key hash is the provider's PKCE challenge: the code is worth nothing without the frame's key.
      const start = startAuthorization(client, social.redirectUri, state, flowKeyHash)
      await insertFlow(ctx.db, {
        state,
        projectId: project.id,
        provider,
        appOrigin,
        ...(returnUrl ? { returnUrl } : {}),
        ...(start.nonce ? { nonce: start.nonce } : {}),
        flowKeyHash: Buffer.from(flowKeyHash, 'base64url'),
        expiresAt: new Date(now.getTime() + SOCIAL_FLOW_TTL_MS),
      })
      return { uri: start.url }
    },
  )

  app.post(
    '/auth/v1/social/callback',
    {
      config: { project: 'required' },
      schema: {
        summary:
          'Social login: where the provider answer of a live flow reports (no exchange, nothing used up)',
        querystring: query,
        body: {
          type: 'object',
          required: ['callbackUrl'],
          properties: { callbackUrl: { type: 'string', maxLength: 4096 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['appOrigin', 'provider'],
            properties: {
              appOrigin: { type: 'string' },
              provider: { type: 'string', enum: [...OAUTH_PROVIDERS] },
              returnUrl: { type: 'string', description: 'F-21: where a same-window login goes back to' },
            },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const { state } = callbackParts(req.body.callbackUrl, social.redirectUri)
      const flow = await flowDestination(ctx.db, state, project.id, ctx.now())
      if (!flow) throw new ApiError(401, 'UNAUTHORIZED', SocialMessages.UNKNOWN_STATE, 'state')
      return {
        appOrigin: flow.appOrigin,
        provider: flow.provider,
        ...(flow.returnUrl ? { returnUrl: flow.returnUrl } : {}),
      }
    },
  )

  app.post(
    '/auth/v1/social/redeem',
    {
      config: { project: 'required' },
      schema: {
        summary:
          'Social login: exchange the provider answer for a session (needs the flow key that started the flow)',
        querystring: query,
        body: {
          type: 'object',
          required: ['callbackUrl', 'flowKey'],
          properties: {
            callbackUrl: { type: 'string', maxLength: 4096 },
            flowKey: { type: 'string', pattern: B64_256, description: 'the PKCE verifier of the flow' },
          },
        },
        response: {
          200: {
            ...sessionAnswerSchema,
            required: [...sessionAnswerSchema.required, 'provider'],
            properties: {
              ...sessionAnswerSchema.properties,
              provider: { type: 'string' },
              username: { type: 'string', nullable: true },
            },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      // The DPoP proof first: a request without one leaves the flow redeemable, and the session is bound.
      const proof = await requireProof(req, ctx)
      const { url, state } = callbackParts(req.body.callbackUrl, social.redirectUri)
      const flow = await takeFlow(ctx.db, state, req.body.flowKey, project.id, ctx.now())
      if (!flow) throw new ApiError(401, 'UNAUTHORIZED', SocialMessages.NOT_REDEEMABLE, 'body.flowKey')
      const client = isOAuthProvider(flow.provider) ? clients(project.id, flow.provider) : undefined
      if (!client) throw bad(SocialMessages.notConfigured(flow.provider), 'provider')
      const checks = { state, codeVerifier: req.body.flowKey, nonce: flow.nonce }
      const identity = await finishAuthorization(client, url, checks).catch((error: unknown) => {
        req.log.warn({ err: error, provider: flow.provider }, 'social login refused')
        throw providerFailure(error)
      })
      const username = plainUsername(identity.username)
      const user = await upsertIdentityUser(ctx.db, flow.provider, identity.subject, username)
      const session = await openSession(ctx, { id: user.id, email: '' }, project.id, proof.jkt)
      return { ...session, provider: flow.provider, username }
    },
  )
}

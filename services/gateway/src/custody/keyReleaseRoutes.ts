import { isOriginAllowed } from '@portico/core'
import type { AuthContext } from '../auth/authContext.js'
import { requireSession } from '../auth/sessionAuth.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { recordKeyRelease } from './keyReleaseRepo.js'

/** A key is released only this long after the code (or social login) that opened the session. */
export const KEY_RELEASE_FRESH_MS = 5 * 60_000
/** Releases per user per hour. */
export const KEY_RELEASES_PER_USER_PER_HOUR = 10
/** Releases per minute over every user of the gateway (a stolen database plus tokens cannot bulk-open keys). */
export const KEY_RELEASES_PER_MINUTE = 120

const rateLimited = (what: string, retryAfterSec: number) =>
  new ApiError(429, 'RATE_LIMITED', `Too many key releases ${what}; retry later`, undefined, {
    'retry-after': String(retryAfterSec),
  })

/** The notice a user gets for each release: which app, which device, and what to do if it was not them. */
export function keyReleaseNotice(appOrigin: string, userAgent: string, at: Date) {
  const text = [
    `Your Portico wallet key was opened for ${appOrigin} at ${at.toISOString()}.`,
    `Device: ${userAgent}`,
    'The wallet of this app is custodial (managed mode): the operator of the service can open it too.',
    'If this was not you, sign out everywhere and contact the app.',
  ].join('\n\n')
  return { subject: `Your wallet key was opened for ${appOrigin}`, text }
}

/**
 * Managed custody (issue 22 item 4), for the key service: `POST /auth/v1/custody/key-release` with the user's
 * bearer token. Without a valid session, 401 whatever the project's mode. Allowed only for a project in managed
 * mode, a session whose code is fresh (its `authTime` under {@link KEY_RELEASE_FRESH_MS}), an app origin on the
 * project's allow-list, and within the per-user and global limits. The gateway emails the user a notice naming
 * the app and the device, then writes the release to the append-only `auth_key_releases`; only then does it
 * answer the user id the key service derives the wrapping key for. The gateway never sees that key: the key
 * service holds the secret.
 */
export function keyReleaseRoutes(app: GatewayApp, ctx: AuthContext): void {
  app.post(
    '/auth/v1/custody/key-release',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Managed custody: record a wrapping-key release for the key service (fresh session only)',
        querystring: { type: 'object', properties: clientQueryProperties },
        body: {
          type: 'object',
          required: ['appOrigin', 'userAgent'],
          properties: {
            appOrigin: { type: 'string', minLength: 1, maxLength: 200 },
            userAgent: { type: 'string', minLength: 1, maxLength: 500 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['userId', 'releaseId'],
            properties: { userId: { type: 'string' }, releaseId: { type: 'integer' } },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      // The session first: a caller without one learns nothing of the project's mode (401 in every mode, as
      // the secure site's `/api/wrap-key` answers it in a deployment with or without the key service).
      const session = await requireSession(req, ctx, project.id)
      if (project.custodyMode !== 'managed') {
        throw new ApiError(
          403,
          'CUSTODY_MODE',
          'This project keeps keys behind passkeys (custodyMode passkey)',
        )
      }
      const now = ctx.now()
      if (now.getTime() - session.authTime.getTime() > KEY_RELEASE_FRESH_MS) {
        throw new ApiError(
          401,
          'FRESH_CODE_REQUIRED',
          'A code entered in the last 5 minutes is required',
          'authorization',
        )
      }
      const { appOrigin, userAgent } = req.body
      if (!isOriginAllowed(project.allowedOrigins, appOrigin)) {
        throw new ApiError(
          400,
          'INVALID_PARAM',
          'appOrigin is not one of the project’s origins',
          'body.appOrigin',
        )
      }
      const { rows } = await ctx.db.query<{ user_count: string; all_count: string }>(
        `SELECT count(*) FILTER (WHERE user_id = $1 AND released_at > $2) AS user_count,
                count(*) FILTER (WHERE released_at > $3) AS all_count
           FROM auth_key_releases WHERE released_at > $2`,
        [session.userId, new Date(now.getTime() - 3_600_000), new Date(now.getTime() - 60_000)],
      )
      if (Number(rows[0]?.user_count) >= KEY_RELEASES_PER_USER_PER_HOUR)
        throw rateLimited('for this user', 3600)
      if (Number(rows[0]?.all_count) >= KEY_RELEASES_PER_MINUTE) throw rateLimited('on this gateway', 60)
      // The notice first: a key is never released without the user being told.
      if (!session.email) {
        throw new ApiError(403, 'CUSTODY_MODE', 'Managed custody needs an email address to notify')
      }
      try {
        await ctx.mailer.notify(session.email, keyReleaseNotice(appOrigin, userAgent, now))
      } catch {
        throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'The release notice could not be sent; try again')
      }
      const release = await recordKeyRelease(ctx.db, {
        releasedAt: now,
        projectId: project.id,
        userId: session.userId,
        sessionId: session.id,
        appOrigin,
        userAgent,
      })
      return { userId: session.userId, releaseId: release.id }
    },
  )
}

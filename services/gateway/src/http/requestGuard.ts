import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isProjectId, type Project } from '../repos/projectRepo.js'
import { ApiError, sendError } from './errors.js'
import { isOriginAllowed } from './originMatch.js'
import type { ProjectCache } from './projectCache.js'
import type { RateLimiter } from './rateLimiter.js'
import { isSecureOnlyPath, SECURE_ORIGIN_ONLY_MESSAGE } from './secureOrigin.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The project named by `?projectId=`, when it exists. */
    project?: Project
  }
}

/** Longest Origin header the gateway looks at; longer ones are never allowed. */
const MAX_ORIGIN_LENGTH = 300
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_SEC = 600
/** The secure site's origin when the options name none (TEST-CONTRACT.md). */
const DEFAULT_SECURE_SITE_ORIGIN = 'http://localhost:5174'
/** P-16: the spec's provider messages for an unknown project and a disallowed origin. */
export const UNKNOWN_PROJECT_MESSAGE = 'Unauthorized: invalid key'
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'Unauthorized: origin not allowed'

/** What {@link installRequestGuard} needs. */
export interface RequestGuardOptions {
  projects: ProjectCache
  ipLimiter: RateLimiter
  projectLimiter: RateLimiter
  /** One address's share of one project's quota, keyed `<projectId>|<ip>` (checked before the project's). */
  projectIpLimiter: RateLimiter
  /**
   * The embedded wallet's secure site (issue 22): the only origin the secure-only routes (src/http/secureOrigin.ts)
   * answer; allowed on every other route too. Unset: `http://localhost:5174`.
   */
  secureSiteOrigin?: string
}

/** Awaits a decision only when the limiter answers with a promise (Redis); memory decides at once. */
const decide = async (limiter: RateLimiter, key: string) => {
  const hit = limiter.hit(key)
  return hit instanceof Promise ? await hit : hit
}

const rateLimited = (retryAfterSec: number, what: string) =>
  new ApiError(429, 'RATE_LIMITED', `Too many requests for this ${what}; retry later`, undefined, {
    'retry-after': String(retryAfterSec),
  })

/**
 * One `onRequest` hook for every route: Host header check, per-IP rate limit, project lookup from
 * `?projectId=`, origin check and CORS, then the project's quota. CORS headers are sent only for an origin
 * the project allows (preflight too). A request whose Origin the project does not allow gets 403 and is not
 * counted against the project; a `projectId` that names no project gets 403 on every route; routes that need
 * a project call {@link requireProject} (401 when it is missing). The project's quota is counted only for
 * requests that passed the origin check, and one address may use only its share of it (`project-ip`), so
 * strangers cannot lock a project out. The secure-only routes (auth, key store, social and Farcaster logins) answer
 * CORS for the secure site's origin only, and refuse any other Origin with 403 `SECURE_ORIGIN_ONLY`, even an
 * origin the project allows.
 */
export function installRequestGuard(app: FastifyInstance, options: RequestGuardOptions): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.raw.httpVersion === '1.1' && !req.headers.host) {
      // RFC 9112 §3.2: an HTTP/1.1 request without Host gets 400 (Node's own 400 has no JSON body).
      return sendError(reply, new ApiError(400, 'BAD_REQUEST', 'The Host header is required', 'host'))
    }
    const ipDecision = await decide(options.ipLimiter, req.ip)
    if (!ipDecision.allowed) return sendError(reply, rateLimited(ipDecision.retryAfterSec, 'address'))

    const rawId = (req.query as Record<string, unknown> | undefined)?.projectId
    const projectId = isProjectId(rawId) ? rawId : undefined
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined
    if (projectId) req.project = await options.projects.get(projectId)
    // The matched route's pattern too, so an encoded path cannot pass for another.
    const secureOnly = isSecureOnlyPath(req.routeOptions?.url ?? '') || isSecureOnlyPath(req.url)
    const fromSecureSite = origin === (options.secureSiteOrigin ?? DEFAULT_SECURE_SITE_ORIGIN)
    const allowed =
      !!origin &&
      origin.length <= MAX_ORIGIN_LENGTH &&
      (fromSecureSite ||
        (!secureOnly && !!req.project && isOriginAllowed(req.project.allowedOrigins, origin)))
    if (allowed && origin) {
      reply.header('access-control-allow-origin', origin)
      reply.header('access-control-expose-headers', 'etag, retry-after')
    }
    reply.header('vary', 'Origin')
    if (preflight) {
      if (allowed) {
        reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
        reply.header('access-control-allow-headers', 'content-type, if-none-match, authorization')
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SEC))
      }
      return reply.code(204).send()
    }
    if (projectId && !req.project) {
      return sendError(reply, new ApiError(403, 'UNKNOWN_PROJECT', UNKNOWN_PROJECT_MESSAGE, 'projectId'))
    }
    if (origin && secureOnly && !allowed) {
      return sendError(reply, new ApiError(403, 'SECURE_ORIGIN_ONLY', SECURE_ORIGIN_ONLY_MESSAGE, 'origin'))
    }
    if (origin && req.project && !allowed) {
      return sendError(reply, new ApiError(403, 'ORIGIN_NOT_ALLOWED', ORIGIN_NOT_ALLOWED_MESSAGE))
    }
    if (req.project) {
      // The address's share first: a source over its share is refused without using the project's quota.
      const share = await decide(options.projectIpLimiter, `${req.project.id}|${req.ip}`)
      if (!share.allowed) return sendError(reply, rateLimited(share.retryAfterSec, 'address on this project'))
      const projectDecision = await decide(options.projectLimiter, req.project.id)
      if (!projectDecision.allowed) {
        return sendError(reply, rateLimited(projectDecision.retryAfterSec, 'project'))
      }
    }
  })
}

/** The request's project; throws 401 when `projectId` is missing (403 was already sent when unknown). */
export function requireProject(req: FastifyRequest): Project {
  if (req.project) return req.project
  const raw = (req.query as Record<string, unknown> | undefined)?.projectId
  if (raw === undefined || raw === '') {
    throw new ApiError(401, 'MISSING_PROJECT_ID', 'projectId is required', 'projectId')
  }
  throw new ApiError(403, 'UNKNOWN_PROJECT', UNKNOWN_PROJECT_MESSAGE, 'projectId')
}

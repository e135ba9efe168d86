import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { ProjectCache } from '../projects/projectCache.js'
import { isProjectId, type Project } from '../projects/projectRepo.js'
import { ApiError, sendError } from './errors.js'
import { isOriginAllowed } from './originMatch.js'
import type { RateLimiter } from './rateLimiter.js'
import { isSecureOnlyPath, SECURE_ORIGIN_ONLY_MESSAGE } from './secureOrigin.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The project named by `?projectId=` (or, on a body-project route, the body's), when it exists. */
    project?: Project
  }
  interface FastifyContextConfig {
    /**
     * How many requests this one counts as toward the quotas, read once its body is parsed (a JSON-RPC batch:
     * its number of calls). Default 1, counted before the body arrives; the rest is counted then.
     */
    quotaCost?: (req: FastifyRequest) => number
    /**
     * `'required'`: the route serves a project. Before its handler runs, a request without `projectId` gets 401
     * `MISSING_PROJECT_ID` (one naming an unknown project already got 403 `UNKNOWN_PROJECT`); the handler reads
     * the admitted project with {@link routeProject}.
     */
    project?: 'required'
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

/**
 * P-06, P-07, S-05, S-09, S-12: a refusal the page must be able to read (an unknown project, an origin the project
 * does not allow, a rate limit) carries CORS headers for the requesting origin, so the modal can show the matching
 * alert instead of an opaque network failure. The body is only the refusal's code and message; no credentials.
 */
function readableRefusal(reply: FastifyReply, origin: string | undefined) {
  // Only a bare serialized origin is echoed: never `null` (sandboxed frames, file pages: any such page could then
  // read answers), nor a malformed header (user info, path, trailing space).
  if (!origin || origin.length > MAX_ORIGIN_LENGTH || !isSerializedOrigin(origin)) return
  reply.header('access-control-allow-origin', origin)
  reply.header('access-control-expose-headers', 'retry-after')
}

/** True for `scheme://host[:port]` exactly as a browser serializes it (lower case, no default port, no path). */
function isSerializedOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin
  } catch {
    return false
  }
}

/** Awaits a decision only when the limiter answers with a promise (Redis); memory decides at once. */
const decide = async (limiter: RateLimiter, key: string, cost = 1) => {
  const hit = limiter.hit(key, cost)
  return hit instanceof Promise ? await hit : hit
}

const rateLimited = (retryAfterSec: number, what: string) =>
  new ApiError(429, 'RATE_LIMITED', `Too many requests for this ${what}; retry later`, undefined, {
    'retry-after': String(retryAfterSec),
  })

/**
 * SPEC section 7: the POST routes whose inputs include `projectId` in the JSON body (AppKit's client sends it
 * there). When the query has none, the body's is admitted after parsing with the same checks as the query's.
 */
export const BODY_PROJECT_ROUTES: ReadonlySet<string> = new Set([
  '/v1/fungible/price',
  '/v1/convert/build-transaction',
])

const isBodyProjectRoute = (req: FastifyRequest) =>
  req.method === 'POST' && BODY_PROJECT_ROUTES.has(req.routeOptions.url ?? '')

/**
 * Admits `project` for this request: origin check and CORS headers (sent only for an origin the project
 * allows), then the address's share of the project's quota and the project's quota. Sends the refusal and
 * returns false when one fails. A request whose Origin the project does not allow gets 403 and is not counted.
 */
async function admitProject(
  req: FastifyRequest,
  reply: FastifyReply,
  project: Project,
  options: RequestGuardOptions,
): Promise<boolean> {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
  const allowed = !!origin && isAllowedOrigin(req, origin, project, options)
  if (allowed && origin) {
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-expose-headers', 'etag, retry-after, www-authenticate')
  }
  if (origin && !allowed) {
    if (!isSecureOnly(req)) readableRefusal(reply, origin)
    sendError(reply, originRefusal(req))
    return false
  }
  // The address's share first: a source over its share is refused without using the project's quota.
  const share = await decide(options.projectIpLimiter, `${project.id}|${req.ip}`)
  if (!share.allowed) {
    sendError(reply, rateLimited(share.retryAfterSec, 'address on this project'))
    return false
  }
  const projectDecision = await decide(options.projectLimiter, project.id)
  if (!projectDecision.allowed) {
    sendError(reply, rateLimited(projectDecision.retryAfterSec, 'project'))
    return false
  }
  return true
}

/**
 * Whether `origin` may call this request's route: the secure site's origin anywhere; on the secure-only routes
 * (auth, key store, social and Farcaster logins, src/http/secureOrigin.ts) nothing else, even an origin the
 * project allows (issue 22); elsewhere an origin on the project's allow-list.
 */
function isAllowedOrigin(
  req: FastifyRequest,
  origin: string,
  project: Project | undefined,
  options: RequestGuardOptions,
): boolean {
  if (origin.length > MAX_ORIGIN_LENGTH) return false
  if (origin === (options.secureSiteOrigin ?? DEFAULT_SECURE_SITE_ORIGIN)) return true
  return !isSecureOnly(req) && !!project && isOriginAllowed(project.allowedOrigins, origin)
}

/** The matched route's pattern too, so an encoded path cannot pass for another. */
const isSecureOnly = (req: FastifyRequest) =>
  isSecureOnlyPath(req.routeOptions?.url ?? '') || isSecureOnlyPath(req.url)

/** The 403 for an origin {@link isAllowedOrigin} refused: `SECURE_ORIGIN_ONLY` on a secure-only route. */
const originRefusal = (req: FastifyRequest) =>
  isSecureOnly(req)
    ? new ApiError(403, 'SECURE_ORIGIN_ONLY', SECURE_ORIGIN_ONLY_MESSAGE, 'origin')
    : new ApiError(403, 'ORIGIN_NOT_ALLOWED', ORIGIN_NOT_ALLOWED_MESSAGE)

/** The preflight answer: CORS headers for an origin the project allows (or any origin of a body-project route). */
function answerPreflight(reply: FastifyReply, origin: string | undefined, allowed: boolean) {
  if (allowed && origin) {
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    reply.header('access-control-allow-headers', 'content-type, if-none-match, authorization, dpop')
    reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SEC))
  }
  return reply.code(204).send()
}

/**
 * One `onRequest` hook for every route: Host header check, per-IP rate limit, project lookup from
 * `?projectId=`, then {@link admitProject}. A `projectId` that names no project gets 403 on every route; routes
 * declared with `config: { project: 'required' }` answer 401 when it is missing (checked before their handler). The project's quota is counted only
 * for requests that passed the origin check, and one address may use only its share of it (`project-ip`), so
 * strangers cannot lock a project out. The secure-only routes (auth, key store, social and Farcaster logins) answer
 * CORS for the secure site's origin only and refuse any other Origin with 403 `SECURE_ORIGIN_ONLY`, even an
 * origin the project allows (issue 22). On {@link BODY_PROJECT_ROUTES} without `?projectId=`, a `preValidation`
 * hook admits the body's `projectId` the same way (its preflight, which has no body, is answered for any origin:
 * the request itself is still refused unless the body's project allows the origin).
 */
export function installRequestGuard(app: FastifyInstance, options: RequestGuardOptions): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    // After the route's own preHandlers, as the handler's first step: a request that fails validation still
    // gets its 400 before the project is asked for.
    if (route.config?.project === 'required')
      route.preHandler = [route.preHandler ?? []].flat().concat(checkProject)
  })
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.raw.httpVersion === '1.1' && !req.headers.host) {
      // RFC 9112 §3.2: an HTTP/1.1 request without Host gets 400 (Node's own 400 has no JSON body).
      return sendError(reply, new ApiError(400, 'BAD_REQUEST', 'The Host header is required', 'host'))
    }
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
    const ipDecision = await decide(options.ipLimiter, req.ip)
    if (!ipDecision.allowed) {
      readableRefusal(reply, origin)
      return sendError(reply, rateLimited(ipDecision.retryAfterSec, 'address'))
    }

    const rawId = (req.query as Record<string, unknown> | undefined)?.projectId
    const projectId = isProjectId(rawId) ? rawId : undefined
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined
    if (projectId) req.project = await options.projects.get(projectId)
    reply.header('vary', 'Origin')
    if (preflight) {
      const bodyProject =
        !projectId &&
        req.headers['access-control-request-method'] === 'POST' &&
        BODY_PROJECT_ROUTES.has(new URL(req.url, 'http://gateway').pathname)
      const allowed =
        !!origin &&
        origin.length <= MAX_ORIGIN_LENGTH &&
        (bodyProject || isAllowedOrigin(req, origin, req.project, options))
      return answerPreflight(reply, origin, allowed)
    }
    if (projectId && !req.project) {
      readableRefusal(reply, origin)
      return sendError(reply, new ApiError(403, 'UNKNOWN_PROJECT', UNKNOWN_PROJECT_MESSAGE, 'projectId'))
    }
    if (req.project && !(await admitProject(req, reply, req.project, options))) return reply
    // Issue 22: a secure-only route named no project: still no other origin (the route then answers 401).
    if (!req.project && origin && isSecureOnly(req) && !isAllowedOrigin(req, origin, undefined, options))
      return sendError(reply, originRefusal(req))
  })

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const extra = (req.routeOptions.config?.quotaCost?.(req) ?? 1) - 1
    if (extra > 0 && !(await chargeExtra(req, reply, extra, options))) return reply
  })

  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.project || !isBodyProjectRoute(req)) return
    const rawId = (req.body as Record<string, unknown> | null | undefined)?.projectId
    if (rawId === undefined || rawId === '') return
    const project = isProjectId(rawId) ? await options.projects.get(rawId) : undefined
    if (!project) {
      readableRefusal(reply, typeof req.headers.origin === 'string' ? req.headers.origin : undefined)
      return sendError(reply, new ApiError(403, 'UNKNOWN_PROJECT', UNKNOWN_PROJECT_MESSAGE, 'projectId'))
    }
    if (!(await admitProject(req, reply, project, options))) return reply
    req.project = project
  })
}

/**
 * Counts `extra` more requests (the calls of a batch past its first, already counted) against the address, the
 * address's share of the project and the project; sends the 429 and returns false when one is over.
 */
async function chargeExtra(
  req: FastifyRequest,
  reply: FastifyReply,
  extra: number,
  options: RequestGuardOptions,
): Promise<boolean> {
  const checks: [RateLimiter, string, string][] = [[options.ipLimiter, req.ip, 'address']]
  if (req.project) {
    checks.push([options.projectIpLimiter, `${req.project.id}|${req.ip}`, 'address on this project'])
    checks.push([options.projectLimiter, req.project.id, 'project'])
  }
  for (const [limiter, key, what] of checks) {
    const decision = await decide(limiter, key, extra)
    if (!decision.allowed) {
      sendError(reply, rateLimited(decision.retryAfterSec, what))
      return false
    }
  }
  return true
}

/** The route-level check of `config: { project: 'required' }`: the request's project or its refusal. */
const checkProject = async (req: FastifyRequest) => {
  requireProject(req)
}

/**
 * The project admitted for a route declared with `config: { project: 'required' }` (the check ran before the
 * handler). Throws when the route was not declared so: a programming error, not a client's.
 */
export function routeProject(req: FastifyRequest): Project {
  if (req.project) return req.project
  throw new Error(`${req.routeOptions.url}: routeProject needs config: { project: 'required' } on the route`)
}

/** The request's project; throws 401 when `projectId` is missing (403 was already sent when unknown). */
function requireProject(req: FastifyRequest): Project {
  if (req.project) return req.project
  const raw = (req.query as Record<string, unknown> | undefined)?.projectId
  if (raw === undefined || raw === '') {
    throw new ApiError(401, 'MISSING_PROJECT_ID', 'projectId is required', 'projectId')
  }
  throw new ApiError(403, 'UNKNOWN_PROJECT', UNKNOWN_PROJECT_MESSAGE, 'projectId')
}

import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { CONSOLE_LOGIN_FLOW_TTL_SEC } from './consoleConfig.js'
import { type CookieOptions, FLOW_COOKIE, readCookie, SESSION_COOKIE, setCookie } from './consoleCookies.js'
import { operatorGuard, routeOperator } from './consoleGuard.js'
import { type ConsoleOidc, isOperator } from './consoleOidc.js'
import {
  createConsoleSession,
  deleteConsoleSession,
  newToken,
  saveLoginFlow,
  takeLoginFlow,
} from './consoleSessionRepo.js'

/** The path of the sign-in callback registered at the identity provider. */
export const CONSOLE_CALLBACK_PATH = '/console/api/callback'

/** What the sign-in routes need. */
export interface ConsoleAuthOptions {
  db: Db
  oidc: ConsoleOidc
  operators: readonly string[]
  sessionTtlSec: number
  /** The console's public base URL (the gateway's), no trailing slash. */
  root: () => string
}

const operatorSchema = {
  type: 'object',
  required: ['subject', 'name'],
  properties: { subject: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
} as const

/**
 * The operator's sign-in (issue 26 item 2): `GET /console/api/login` starts an OpenID Connect authorization-code
 * flow with PKCE at the configured issuer, `GET /console/api/callback` finishes it and, for an operator on the
 * configured list, opens a session (cookie `portico_console`: HttpOnly, SameSite=Strict, Secure over https);
 * `POST /console/api/logout` ends it and `GET /console/api/me` names the signed-in operator. A failed sign-in
 * returns to `/console/?error=<reason>` (`signin-failed`, `not-an-operator`).
 */
export function consoleAuthRoutes(app: GatewayApp, options: ConsoleAuthOptions): void {
  const { db, oidc } = options
  const secure = () => options.root().startsWith('https:')
  const cookie = (sameSite: CookieOptions['sameSite'], maxAgeSec: number): CookieOptions => ({
    sameSite,
    secure: secure(),
    maxAgeSec,
  })
  const redirectUri = () => `${options.root()}${CONSOLE_CALLBACK_PATH}`

  app.get(
    '/console/api/login',
    { schema: { summary: "Starts the operator's sign-in at the identity provider (302)" } },
    async (req, reply) => {
      const start = await oidc.start(redirectUri()).catch((error: unknown) => {
        req.log.warn({ err: error }, 'console sign-in: the identity provider did not answer')
        throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', "The operators' identity provider did not answer")
      })
      const token = newToken()
      await saveLoginFlow(db, token, start, CONSOLE_LOGIN_FLOW_TTL_SEC)
      setCookie(reply, FLOW_COOKIE, token, cookie('Lax', CONSOLE_LOGIN_FLOW_TTL_SEC))
      return reply.header('cache-control', 'no-store').redirect(start.url, 302)
    },
  )

  app.get(
    CONSOLE_CALLBACK_PATH,
    { schema: { summary: "Finishes the operator's sign-in (302 to the console)" } },
    async (req, reply) => {
      const back = (error?: string) => {
        setCookie(reply, FLOW_COOKIE, '', cookie('Lax', 0))
        return reply
          .header('cache-control', 'no-store')
          .redirect(error ? `/console/?error=${error}` : '/console/', 302)
      }
      const token = readCookie(req, FLOW_COOKIE)
      const flow = token ? await takeLoginFlow(db, token) : undefined
      if (!flow) return back('signin-failed')
      let identity: Awaited<ReturnType<ConsoleOidc['finish']>>
      try {
        identity = await oidc.finish(new URL(req.url, options.root()), flow)
      } catch (error) {
        req.log.warn({ err: error }, 'console sign-in refused')
        return back('signin-failed')
      }
      if (!isOperator(options.operators, identity)) {
        req.log.warn({ subject: identity.subject }, 'console sign-in by someone not on the operator list')
        return back('not-an-operator')
      }
      const session = await createConsoleSession(db, identity, options.sessionTtlSec)
      setCookie(reply, SESSION_COOKIE, session, cookie('Strict', options.sessionTtlSec))
      return back()
    },
  )

  app.post(
    '/console/api/logout',
    { schema: { summary: "Ends the operator's session" } },
    async (req, reply) => {
      const token = readCookie(req, SESSION_COOKIE)
      if (token) await deleteConsoleSession(db, token)
      setCookie(reply, SESSION_COOKIE, '', cookie('Strict', 0))
      return reply.code(204).send()
    },
  )

  app.get(
    '/console/api/me',
    {
      preHandler: operatorGuard(db),
      schema: { summary: 'The signed-in operator', response: { 200: operatorSchema } },
    },
    async (req, reply) => {
      const { subject, email, name } = routeOperator(req)
      return reply.header('cache-control', 'no-store').send({ subject, name, ...(email ? { email } : {}) })
    },
  )
}

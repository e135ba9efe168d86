import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { validateOriginPattern } from '../http/originMatch.js'
import { getProject, listProjects, type Project, updateProject } from '../projects/projectRepo.js'
import { type AuditChange, listAudit, recordAudit } from './consoleAuditRepo.js'
import { operatorGuard, routeOperator } from './consoleGuard.js'
import { connectionsBy, connectionsPerDay, DEFAULT_CHART_DAYS, MAX_CHART_DAYS } from './consoleStatsRepo.js'
import {
  applyFeatureSwitches,
  CONSOLE_FEATURES,
  type FeatureSwitches,
  featureSwitchesOf,
} from './projectFeatures.js'

/** Most allowed origins one project may list. */
export const MAX_ALLOWED_ORIGINS = 100

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

const switchesSchema = {
  type: 'object',
  required: [...CONSOLE_FEATURES],
  additionalProperties: false,
  properties: Object.fromEntries(CONSOLE_FEATURES.map((f) => [f, { type: 'boolean' }])) as Record<
    (typeof CONSOLE_FEATURES)[number],
    { type: 'boolean' }
  >,
} as const

const updateBody = {
  type: 'object',
  required: ['allowedOrigins', 'features'],
  additionalProperties: false,
  properties: {
    allowedOrigins: {
      type: 'array',
      maxItems: MAX_ALLOWED_ORIGINS,
      items: { type: 'string', minLength: 1, maxLength: 200 },
    },
    features: switchesSchema,
  },
} as const

/** What the console shows of a project. */
const projectView = (p: Project) => ({
  id: p.id,
  name: p.name,
  allowedOrigins: p.allowedOrigins,
  features: featureSwitchesOf(p.features, p.analyticsEnabled),
  updatedAt: p.updatedAt.toISOString(),
})

/** The origins refused by core's pattern rule (P-05), or a duplicate: 400 naming the entry. */
function checkOrigins(origins: readonly string[]): void {
  const seen = new Set<string>()
  origins.forEach((origin, i) => {
    const problem = validateOriginPattern(origin)
    if (problem) throw new ApiError(400, 'INVALID_PARAM', problem, `allowedOrigins[${i}]`)
    const key = origin.toLowerCase()
    if (seen.has(key))
      throw new ApiError(400, 'INVALID_PARAM', `"${origin}" is listed twice`, `allowedOrigins[${i}]`)
    seen.add(key)
  })
}

/** The audit entries of a change: one per origin added or removed, one per switch turned. */
export function changesOf(
  before: { allowedOrigins: readonly string[]; features: FeatureSwitches },
  after: { allowedOrigins: readonly string[]; features: FeatureSwitches },
): AuditChange[] {
  const added = after.allowedOrigins.filter((o) => !before.allowedOrigins.includes(o))
  const removed = before.allowedOrigins.filter((o) => !after.allowedOrigins.includes(o))
  return [
    ...added.map((o) => ({ action: 'origin.add', before: null, after: o })),
    ...removed.map((o) => ({ action: 'origin.remove', before: o, after: null })),
    ...CONSOLE_FEATURES.filter((f) => before.features[f] !== after.features[f]).map((f) => ({
      action: `feature.${f}`,
      before: before.features[f],
      after: after.features[f],
    })),
  ]
}

const notFound = (id: string) => new ApiError(404, 'NOT_FOUND', `No project "${id}"`, 'id')

/**
 * The console's project routes, for signed-in operators only: the project list, one project's allowed origins
 * and feature switches, their update (validated whole, written with its audit entries in one transaction, into
 * the columns `/appkit/v1/config`, `/projects/v1/origins` and `/getAnalyticsConfig` read), the audit log and
 * connections per day.
 */
export function consoleProjectRoutes(app: GatewayApp, db: Db): void {
  const preHandler = operatorGuard(db)
  const noStore = { 'cache-control': 'no-store' }

  app.get(
    '/console/api/projects',
    { preHandler, schema: { summary: 'Every project (console)' } },
    async (_req, reply) => {
      const projects = await listProjects(db)
      return reply.headers(noStore).send({
        projects: projects.map((p) => ({ id: p.id, name: p.name, origins: p.allowedOrigins.length })),
      })
    },
  )

  app.get(
    '/console/api/projects/:id',
    { preHandler, schema: { summary: "A project's origins and features (console)", params } },
    async (req, reply) => {
      const project = await getProject(db, req.params.id)
      if (!project) throw notFound(req.params.id)
      return reply.headers(noStore).send(projectView(project))
    },
  )

  app.put(
    '/console/api/projects/:id',
    {
      preHandler,
      schema: { summary: "Updates a project's origins and features (console)", params, body: updateBody },
    },
    async (req, reply) => {
      const operator = routeOperator(req)
      const { allowedOrigins, features } = req.body
      checkOrigins(allowedOrigins)
      const updated = await db.transaction(async (tx) => {
        const { rows } = await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [req.params.id])
        const current = rows.length ? await getProject(tx, req.params.id) : undefined
        if (!current) throw notFound(req.params.id)
        const before = {
          allowedOrigins: current.allowedOrigins,
          features: featureSwitchesOf(current.features, current.analyticsEnabled),
        }
        const changes = changesOf(before, { allowedOrigins, features })
        if (changes.length === 0) return current
        const next = await updateProject(tx, current.id, {
          allowedOrigins: [...allowedOrigins],
          features: applyFeatureSwitches(current.features, features),
          analyticsEnabled: features.analytics,
        })
        await recordAudit(tx, current.id, operator, changes)
        return next ?? current
      })
      return reply.headers(noStore).send(projectView(updated))
    },
  )

  app.get(
    '/console/api/projects/:id/audit',
    { preHandler, schema: { summary: "A project's audit log, newest first (console)", params } },
    async (req, reply) => {
      if (!(await getProject(db, req.params.id))) throw notFound(req.params.id)
      return reply.headers(noStore).send({ entries: await listAudit(db, req.params.id) })
    },
  )

  app.get(
    '/console/api/projects/:id/connections',
    {
      preHandler,
      schema: {
        summary: 'Connections per UTC day, by wallet and by connector type (console)',
        params,
        querystring: {
          type: 'object',
          properties: { days: { type: 'integer', minimum: 1, maximum: MAX_CHART_DAYS } },
        },
      },
    },
    async (req, reply) => {
      if (!(await getProject(db, req.params.id))) throw notFound(req.params.id)
      const days = req.query.days ?? DEFAULT_CHART_DAYS
      const id = req.params.id
      return reply.headers(noStore).send({
        days: await connectionsPerDay(db, id, days),
        byWallet: await connectionsBy(db, id, 'name', days),
        byConnector: await connectionsBy(db, id, 'method', days),
      })
    },
  )
}

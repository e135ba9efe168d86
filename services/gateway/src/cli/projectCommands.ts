import type { Queryable } from '../db/Db.js'
import { validateOriginPattern } from '../http/originMatch.js'
import {
  CUSTODY_MODES,
  type CustodyMode,
  createProject,
  deleteProject,
  getProject,
  isProjectId,
  listProjects,
  type Project,
  type ProjectPatch,
  updateProject,
} from '../projects/projectRepo.js'
import { UsageError } from './usage.js'

/** Parsed options of the project commands. */
export interface ProjectOptions {
  name?: string
  origin?: string[]
  'add-origin'?: string[]
  'remove-origin'?: string[]
  features?: string
  analytics?: string
  custody?: string
  json?: boolean
}

const checkId = (id: string | undefined): string => {
  if (!id) throw new UsageError('Give the project id')
  if (!isProjectId(id)) throw new UsageError(`"${id}" is not a project id (letters, digits, . _ -; up to 64)`)
  return id
}

const checkOrigins = (patterns: string[]): string[] => {
  for (const p of patterns) {
    const problem = validateOriginPattern(p)
    if (problem) throw new UsageError(problem)
  }
  return patterns
}

const parseFeatures = (raw: string): unknown => {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw new UsageError('--features must be JSON, for example \'[{"id":"swap","isEnabled":false}]\'')
  }
  if (!value || typeof value !== 'object') throw new UsageError('--features must be a JSON array or object')
  return value
}

const parseCustody = (raw: string): CustodyMode => {
  if ((CUSTODY_MODES as readonly string[]).includes(raw)) return raw as CustodyMode
  throw new UsageError(
    '--custody takes passkey or managed (managed is custodial: the operator can take keys)',
  )
}

const parseSwitch = (raw: string): boolean => {
  if (raw === 'on') return true
  if (raw === 'off') return false
  throw new UsageError('--analytics takes on or off')
}

/** Human-readable description of a project. */
export function describeProject(p: Project): string {
  return [
    `${p.id}  ${p.name}`,
    `  allowed origins: ${p.allowedOrigins.length ? p.allowedOrigins.join(', ') : '(none)'}`,
    `  analytics: ${p.analyticsEnabled ? 'on' : 'off'}`,
    `  custody: ${p.custodyMode}${p.custodyMode === 'managed' ? ' (custodial: the operator can take keys)' : ''}`,
    `  features: ${JSON.stringify(p.features)}`,
    `  updated: ${p.updatedAt.toISOString()}`,
  ].join('\n')
}

const show = (p: Project, json?: boolean) => (json ? JSON.stringify(p, null, 2) : describeProject(p))

/** Runs `project <action> …` and returns what to print. */
export async function runProjectCommand(
  db: Queryable,
  action: string | undefined,
  args: string[],
  o: ProjectOptions,
): Promise<string> {
  switch (action) {
    case 'list': {
      const all = await listProjects(db)
      if (o.json) return JSON.stringify(all, null, 2)
      return all.length ? all.map(describeProject).join('\n\n') : '(no projects)'
    }
    case 'show': {
      const id = checkId(args[0])
      const p = await getProject(db, id)
      if (!p) throw new Error(`No project ${id}`)
      return show(p, o.json)
    }
    case 'create': {
      const id = checkId(args[0])
      if (await getProject(db, id)) throw new Error(`Project ${id} exists; use project update`)
      const p = await createProject(db, {
        id,
        name: o.name ?? id,
        allowedOrigins: checkOrigins(o.origin ?? []),
        features: o.features ? parseFeatures(o.features) : [],
        analyticsEnabled: o.analytics ? parseSwitch(o.analytics) : true,
        custodyMode: o.custody ? parseCustody(o.custody) : 'passkey',
      })
      return show(p, o.json)
    }
    case 'update': {
      const id = checkId(args[0])
      const current = await getProject(db, id)
      if (!current) throw new Error(`No project ${id}`)
      const patch: ProjectPatch = {}
      if (o.name !== undefined) patch.name = o.name
      if (o['add-origin'] || o['remove-origin']) {
        const remove = new Set(o['remove-origin'] ?? [])
        const origins = current.allowedOrigins.filter((p) => !remove.has(p))
        for (const p of checkOrigins(o['add-origin'] ?? [])) if (!origins.includes(p)) origins.push(p)
        patch.allowedOrigins = origins
      }
      if (o.features !== undefined) patch.features = parseFeatures(o.features)
      if (o.analytics !== undefined) patch.analyticsEnabled = parseSwitch(o.analytics)
      if (o.custody !== undefined) patch.custodyMode = parseCustody(o.custody)
      const p = await updateProject(db, id, patch)
      if (!p) throw new Error(`No project ${id}`)
      return show(p, o.json)
    }
    case 'delete': {
      const id = checkId(args[0])
      if (!(await deleteProject(db, id))) throw new Error(`No project ${id}`)
      return `Deleted project ${id} and its events`
    }
    default:
      throw new UsageError(
        action
          ? `Unknown project command "${action}" (list, show, create, update, delete)`
          : 'Give a project command: list, show, create, update, delete',
      )
  }
}

import type { Queryable } from '../db/Db.js'

/** A project: who may call the gateway from which origins, with which remote config. */
export interface Project {
  id: string
  name: string
  /** Origin patterns; `*` matches any run of characters (P-05). */
  allowedOrigins: string[]
  /** Remote feature config returned by `GET /appkit/v1/config` (P-01). */
  features: unknown
  analyticsEnabled: boolean
  /**
   * Where embedded-wallet keys are kept (issue 22): 'passkey' (default) behind the user's passkey, or 'managed',
   * opened by the key service after a fresh code: custodial, the operator can take keys.
   */
  custodyMode: CustodyMode
  createdAt: Date
  updatedAt: Date
}

/** The embedded wallet's custody modes. */
export const CUSTODY_MODES = ['passkey', 'managed'] as const
export type CustodyMode = (typeof CUSTODY_MODES)[number]

/** Fields that {@link updateProject} can change. */
export type ProjectPatch = Partial<
  Pick<Project, 'name' | 'allowedOrigins' | 'features' | 'analyticsEnabled' | 'custodyMode'>
>

/** Project ids: letters, digits, `.`, `_`, `-`; 1 to 64 characters, starting with a letter or digit. */
export const PROJECT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'
const PROJECT_ID_RE = new RegExp(PROJECT_ID_PATTERN)

/** True when `id` has the shape of a project id. */
export const isProjectId = (id: unknown): id is string => typeof id === 'string' && PROJECT_ID_RE.test(id)

interface ProjectRow {
  id: string
  name: string
  allowed_origins: string[]
  features: unknown
  analytics_enabled: boolean
  custody_mode: CustodyMode
  created_at: Date
  updated_at: Date
}

const toProject = (r: ProjectRow): Project => ({
  id: r.id,
  name: r.name,
  allowedOrigins: r.allowed_origins,
  features: r.features,
  analyticsEnabled: r.analytics_enabled,
  custodyMode: r.custody_mode,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
})

/** Creates a project; throws when the id exists. */
export async function createProject(
  db: Queryable,
  p: Pick<Project, 'id' | 'name'> & Partial<Project>,
): Promise<Project> {
  const { rows } = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins, features, analytics_enabled, custody_mode)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6) RETURNING *`,
    [
      p.id,
      p.name,
      JSON.stringify(p.allowedOrigins ?? []),
      JSON.stringify(p.features ?? []),
      p.analyticsEnabled ?? true,
      p.custodyMode ?? 'passkey',
    ],
  )
  return toProject(rows[0]!)
}

/** Creates the project unless one with that id exists (idempotent seeding). */
export async function ensureProject(db: Queryable, p: Pick<Project, 'id' | 'name'> & Partial<Project>) {
  await db.query(
    `INSERT INTO projects (id, name, allowed_origins, features, analytics_enabled)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5) ON CONFLICT (id) DO NOTHING`,
    [
      p.id,
      p.name,
      JSON.stringify(p.allowedOrigins ?? []),
      JSON.stringify(p.features ?? []),
      p.analyticsEnabled ?? true,
    ],
  )
}

/** The project with this id, or undefined. */
export async function getProject(db: Queryable, id: string): Promise<Project | undefined> {
  const { rows } = await db.query<ProjectRow>('SELECT * FROM projects WHERE id = $1', [id])
  return rows[0] ? toProject(rows[0]) : undefined
}

/** All projects, by id. */
export async function listProjects(db: Queryable): Promise<Project[]> {
  const { rows } = await db.query<ProjectRow>('SELECT * FROM projects ORDER BY id')
  return rows.map(toProject)
}

/** Applies `patch` and returns the updated project, or undefined when it does not exist. */
export async function updateProject(
  db: Queryable,
  id: string,
  patch: ProjectPatch,
): Promise<Project | undefined> {
  const { rows } = await db.query<ProjectRow>(
    `UPDATE projects SET
       name = COALESCE($2, name),
       allowed_origins = COALESCE($3::jsonb, allowed_origins),
       features = COALESCE($4::jsonb, features),
       analytics_enabled = COALESCE($5, analytics_enabled),
       custody_mode = COALESCE($6, custody_mode),
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      patch.name ?? null,
      patch.allowedOrigins ? JSON.stringify(patch.allowedOrigins) : null,
      patch.features === undefined ? null : JSON.stringify(patch.features),
      patch.analyticsEnabled ?? null,
      patch.custodyMode ?? null,
    ],
  )
  return rows[0] ? toProject(rows[0]) : undefined
}

/** Deletes a project and its events; true when it existed. */
export async function deleteProject(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM projects WHERE id = $1 RETURNING id', [id])
  return rows.length > 0
}

import type { Queryable } from '../db/Db.js'

/** One wrapping key released in managed custody (`auth_key_releases`, append-only). */
export interface KeyRelease {
  id: number
  releasedAt: Date
  projectId: string
  userId: string
  sessionId: string
  appOrigin: string
  userAgent: string
}

interface KeyReleaseRow {
  id: string | number
  released_at: Date
  project_id: string
  user_id: string
  session_id: string
  app_origin: string
  user_agent: string
}

const toRelease = (r: KeyReleaseRow): KeyRelease => ({
  id: Number(r.id),
  releasedAt: new Date(r.released_at),
  projectId: r.project_id,
  userId: r.user_id,
  sessionId: r.session_id,
  appOrigin: r.app_origin,
  userAgent: r.user_agent,
})

/** Records a release. There is no update or delete: the table refuses both. */
export async function recordKeyRelease(
  db: Queryable,
  r: Omit<KeyRelease, 'id' | 'releasedAt'> & { releasedAt: Date },
): Promise<KeyRelease> {
  const { rows } = await db.query<KeyReleaseRow>(
    `INSERT INTO auth_key_releases (released_at, project_id, user_id, session_id, app_origin, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [r.releasedAt, r.projectId, r.userId, r.sessionId, r.appOrigin, r.userAgent],
  )
  return toRelease(rows[0]!)
}

/** A user's releases, newest first (what an operator or the user reviews). */
export async function listKeyReleases(db: Queryable, userId: string): Promise<KeyRelease[]> {
  const { rows } = await db.query<KeyReleaseRow>(
    'SELECT * FROM auth_key_releases WHERE user_id = $1 ORDER BY id DESC',
    [userId],
  )
  return rows.map(toRelease)
}

import type { Db } from '../db/Db.js'
import { DatabaseUnavailableError } from '../db/unavailable.js'
import { getProject, type Project } from './projectRepo.js'

/** How long a project (or its absence) is cached before the database is asked again. */
export const PROJECT_CACHE_TTL_MS = 5000
/** Cached ids before the cache is cleared (bounds memory under random-id floods). */
const PROJECT_CACHE_MAX = 10_000

/**
 * Read-through cache of projects by id. Changes made with the admin CLI reach a running gateway within
 * {@link PROJECT_CACHE_TTL_MS}. While the database is unavailable, a project seen before is served from
 * memory past its expiry, so routes that need no database keep answering.
 */
export class ProjectCache {
  #entries = new Map<string, { project: Project | undefined; expires: number }>()

  constructor(
    private readonly db: Db,
    private readonly ttlMs = PROJECT_CACHE_TTL_MS,
  ) {}

  async get(id: string): Promise<Project | undefined> {
    const now = Date.now()
    const hit = this.#entries.get(id)
    if (hit && hit.expires > now) return hit.project
    let project: Project | undefined
    try {
      project = await getProject(this.db, id)
    } catch (error) {
      if (hit && error instanceof DatabaseUnavailableError) return hit.project
      throw error
    }
    if (this.#entries.size >= PROJECT_CACHE_MAX) this.#entries.clear()
    this.#entries.set(id, { project, expires: now + this.ttlMs })
    return project
  }

  /** Forgets every cached project. */
  clear(): void {
    this.#entries.clear()
  }
}

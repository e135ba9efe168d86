import { DEFAULT_PROJECT_ID, DEFAULT_WALLETS_FILE, DEV_PROJECT_ORIGINS } from '../config.js'
import { ensureProject } from '../projects/projectRepo.js'
import { seedWalletsIfEmpty } from '../registry/walletRepo.js'
import type { Db } from './Db.js'

/** What {@link seedDatabase} needs. */
export interface SeedOptions {
  walletsFile?: string
  devProjectId?: string
  /** Whether to create the development project (false in production). Default true. */
  seedDevProject?: boolean
}

/**
 * Idempotent first-run data: the wallet registry (only when the table is empty) and, outside production, the
 * development project (only when no project has its id), so a fresh checkout works with no setup.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ walletsAdded: number }> {
  const walletsAdded = await seedWalletsIfEmpty(db, options.walletsFile ?? DEFAULT_WALLETS_FILE)
  if (options.seedDevProject === false) return { walletsAdded }
  await ensureProject(db, {
    id: options.devProjectId ?? DEFAULT_PROJECT_ID,
    name: 'Portico development',
    allowedOrigins: [...DEV_PROJECT_ORIGINS],
    features: [],
    analyticsEnabled: true,
  })
  return { walletsAdded }
}

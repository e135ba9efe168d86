import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** Shortest `PORTICO_SECURE_SITE_SECRET` accepted, in characters. */
export const MIN_SITE_SECRET_LENGTH = 32

/**
 * The site key service's secret: `PORTICO_SECURE_SITE_SECRET` when set (production: keep it away from the
 * gateway's host and database), else a random one generated once into `file` (mode 0600) so development keeps
 * opening the same keys across restarts. Losing it makes every stored key unrecoverable: back it up.
 */
export function loadSiteSecret(env: NodeJS.ProcessEnv, file: string): string {
  const fromEnv = env.PORTICO_SECURE_SITE_SECRET
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SITE_SECRET_LENGTH) {
      throw new Error(`PORTICO_SECURE_SITE_SECRET must be at least ${MIN_SITE_SECRET_LENGTH} characters`)
    }
    return fromEnv
  }
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return secret
}

import { hkdfSync, randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'

/** Bytes of a generated auth secret. */
const SECRET_BYTES = 32
/** Row name of the generated secret in `auth_secrets`. */
const SECRET_NAME = 'auth'

/** The keys the auth routes use, derived (HKDF-SHA-256) from one secret. */
export interface AuthKeys {
  /** HS256 key of access tokens. */
  tokenKey: Uint8Array
  /** HMAC-SHA-256 key that hashes one-time codes before they are stored. */
  codeKey: Uint8Array
}

const derive = (secret: Uint8Array, purpose: string) =>
  new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), `portico/auth/${purpose}`, 32))

/**
 * The auth keys: from `secret` (env `PORTICO_AUTH_SECRET`) when given, else from a random secret created on
 * the first start and kept in the database, so every instance and every restart uses the same keys.
 */
export async function loadAuthKeys(db: Db, secret?: string): Promise<AuthKeys> {
  let material: Uint8Array
  if (secret) {
    material = new TextEncoder().encode(secret)
  } else {
    await db.query('INSERT INTO auth_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      SECRET_NAME,
      randomBytes(SECRET_BYTES),
    ])
    const { rows } = await db.query<{ secret: Uint8Array }>(
      'SELECT secret FROM auth_secrets WHERE name = $1',
      [SECRET_NAME],
    )
    if (!rows[0]) throw new Error('auth secret missing after insert')
    material = new Uint8Array(rows[0].secret)
  }
  return { tokenKey: derive(material, 'access-token'), codeKey: derive(material, 'otp-hash') }
}

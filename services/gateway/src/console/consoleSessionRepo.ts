import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Db.js'
import type { OperatorIdentity } from './consoleOidc.js'

/** A random token for a cookie (256 bits, base64url). Only its {@link hashToken} is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** The SHA-256 of a cookie token, as stored: a stolen table opens no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** What the callback needs to finish a sign-in. */
export interface LoginFlow {
  state: string
  nonce: string
  codeVerifier: string
}

/**
 * Sign-ins in progress kept at most: past it the oldest are dropped, so anyone calling `/console/api/login` in a loop
 * can only make other sign-ins start again, never fill the database.
 */
export const MAX_LOGIN_FLOWS = 1000

/** Stores a sign-in in progress under the hash of the browser's flow cookie (expired ones and any past the cap go). */
export async function saveLoginFlow(db: Queryable, token: string, flow: LoginFlow, ttlSec: number) {
  await db.query('DELETE FROM console_login_flows WHERE expires_at <= now()')
  await db.query(
    `DELETE FROM console_login_flows WHERE id_hash IN (
       SELECT id_hash FROM console_login_flows ORDER BY expires_at DESC OFFSET $1)`,
    [MAX_LOGIN_FLOWS - 1],
  )
  await db.query(
    `INSERT INTO console_login_flows (id_hash, state, nonce, code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), flow.state, flow.nonce, flow.codeVerifier, ttlSec],
  )
}

/** Takes (reads and deletes) the unexpired sign-in of this flow cookie: a callback is redeemed once. */
export async function takeLoginFlow(db: Queryable, token: string): Promise<LoginFlow | undefined> {
  const { rows } = await db.query<{ state: string; nonce: string; code_verifier: string }>(
    `DELETE FROM console_login_flows WHERE id_hash = $1 AND expires_at > now()
     RETURNING state, nonce, code_verifier`,
    [hashToken(token)],
  )
  const row = rows[0]
  return row ? { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier } : undefined
}

/** Opens an operator session; returns the cookie token. */
export async function createConsoleSession(
  db: Queryable,
  operator: OperatorIdentity,
  ttlSec: number,
): Promise<string> {
  const token = newToken()
  await db.query('DELETE FROM console_sessions WHERE expires_at <= now()')
  await db.query(
    `INSERT INTO console_sessions (id_hash, subject, email, name, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), operator.subject, operator.email ?? null, operator.name, ttlSec],
  )
  return token
}

/** The operator of an unexpired session, or undefined. */
export async function findConsoleSession(
  db: Queryable,
  token: string,
): Promise<OperatorIdentity | undefined> {
  const { rows } = await db.query<{ subject: string; email: string | null; name: string }>(
    'SELECT subject, email, name FROM console_sessions WHERE id_hash = $1 AND expires_at > now()',
    [hashToken(token)],
  )
  const row = rows[0]
  return row ? { subject: row.subject, email: row.email ?? undefined, name: row.name } : undefined
}

/** Ends a session (sign-out). */
export async function deleteConsoleSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM console_sessions WHERE id_hash = $1', [hashToken(token)])
}

import type { Db } from '../db/Db.js'

/** One envelope of a user's key: sealed under a passkey's PRF output or a recovery kit's secret. */
export interface StoredEnvelope {
  kind: 'passkey' | 'kit'
  /** The passkey's credential id or the kit's id (base64url). */
  id: string
  envelope: string
  createdAt: string
}

/** A user's key in one namespace: the address stored with its first envelope, and every envelope. */
export interface StoredUserKey {
  address: string | null
  envelopes: StoredEnvelope[]
}

export async function findUserKey(db: Db, userId: string, namespace: string): Promise<StoredUserKey> {
  const key = await db.query<{ address: string }>(
    'SELECT address FROM auth_user_keys WHERE user_id = $1 AND namespace = $2',
    [userId, namespace],
  )
  const envelopes = await db.query<{
    kind: 'passkey' | 'kit'
    id: string
    envelope: string
    created_at: Date
  }>(
    `SELECT kind, envelope_id AS id, envelope, created_at FROM auth_key_envelopes
     WHERE user_id = $1 AND namespace = $2 ORDER BY created_at, envelope_id`,
    [userId, namespace],
  )
  return {
    address: key.rows[0]?.address ?? null,
    envelopes: envelopes.rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      envelope: r.envelope,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  }
}

/** What adding an envelope did. */
export type AddOutcome = 'added' | 'address-mismatch' | 'id-taken'

/**
 * Adds an envelope in one transaction: the first one stores the address (never replaced later); a later one must
 * name the stored address; an id already used is refused, so no envelope is ever overwritten.
 */
export async function addEnvelope(
  db: Db,
  userId: string,
  namespace: string,
  address: string,
  envelope: Omit<StoredEnvelope, 'createdAt'>,
): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO auth_user_keys (user_id, namespace, address) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, namespace) DO NOTHING`,
      [userId, namespace, address],
    )
    const stored = await tx.query<{ address: string }>(
      'SELECT address FROM auth_user_keys WHERE user_id = $1 AND namespace = $2 FOR UPDATE',
      [userId, namespace],
    )
    if (stored.rows[0]?.address.toLowerCase() !== address.toLowerCase()) return 'address-mismatch'
    const inserted = await tx.query(
      `INSERT INTO auth_key_envelopes (user_id, namespace, envelope_id, kind, envelope) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, namespace, envelope_id) DO NOTHING RETURNING envelope_id`,
      [userId, namespace, envelope.id, envelope.kind, envelope.envelope],
    )
    return inserted.rows.length > 0 ? 'added' : 'id-taken'
  })
}

/** What removing an envelope did. */
export type RemoveOutcome = 'removed' | 'not-found' | 'last'

/** Removes one envelope unless it is the user's last way in. */
export async function removeEnvelope(
  db: Db,
  userId: string,
  namespace: string,
  id: string,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const all = await tx.query<{ id: string }>(
      `SELECT envelope_id AS id FROM auth_key_envelopes WHERE user_id = $1 AND namespace = $2 FOR UPDATE`,
      [userId, namespace],
    )
    if (!all.rows.some((r) => r.id === id)) return 'not-found'
    if (all.rows.length === 1) return 'last'
    await tx.query(
      'DELETE FROM auth_key_envelopes WHERE user_id = $1 AND namespace = $2 AND envelope_id = $3',
      [userId, namespace, id],
    )
    return 'removed'
  })
}

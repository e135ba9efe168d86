import type { Queryable } from '../db/Db.js'

/** A session as the gateway keeps it. */
export interface SmartSessionRow {
  pci: string
  chainId: string
  account: string
  projectId: string
  signer: unknown
  permissions: unknown
  policies: unknown
  /** Unix seconds. */
  expiry: number
  createdAt: Date
  revokedAt: Date | null
}

interface Row {
  pci: string
  chain_id: string
  account: string
  project_id: string
  signer: unknown
  permissions: unknown
  policies: unknown
  expiry: string | number
  created_at: Date | string
  revoked_at: Date | string | null
}

const toSession = (row: Row): SmartSessionRow => ({
  pci: row.pci,
  chainId: row.chain_id,
  account: row.account,
  projectId: row.project_id,
  signer: row.signer,
  permissions: row.permissions,
  policies: row.policies,
  expiry: Number(row.expiry),
  createdAt: new Date(row.created_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
})

/** Stores a new session; false when its pci is taken. Addresses are kept lowercase. */
export async function insertSmartSession(
  db: Queryable,
  session: Omit<SmartSessionRow, 'createdAt' | 'revokedAt'>,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO smart_sessions (pci, chain_id, account, project_id, signer, permissions, policies, expiry)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (pci) DO NOTHING RETURNING pci`,
    [
      session.pci.toLowerCase(),
      session.chainId,
      session.account.toLowerCase(),
      session.projectId,
      JSON.stringify(session.signer),
      JSON.stringify(session.permissions),
      JSON.stringify(session.policies),
      session.expiry,
    ],
  )
  return rows.length === 1
}

/** The sessions of an account, newest first; on one chain, or on every chain when `chainId` is undefined. */
export async function listSmartSessions(
  db: Queryable,
  account: string,
  chainId: string | undefined,
): Promise<SmartSessionRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM smart_sessions WHERE account = $1 AND ($2::text IS NULL OR chain_id = $2)
     ORDER BY created_at DESC, pci`,
    [account.toLowerCase(), chainId ?? null],
  )
  return rows.map(toSession)
}

/** Marks a session of `account` revoked (once; a second revoke keeps the first time). Undefined: no such session. */
export async function revokeSmartSession(
  db: Queryable,
  account: string,
  chainId: string,
  pci: string,
): Promise<SmartSessionRow | undefined> {
  const { rows } = await db.query<Row>(
    `UPDATE smart_sessions SET revoked_at = COALESCE(revoked_at, now())
     WHERE pci = $1 AND account = $2 AND chain_id = $3 RETURNING *`,
    [pci.toLowerCase(), account.toLowerCase(), chainId],
  )
  return rows[0] && toSession(rows[0])
}

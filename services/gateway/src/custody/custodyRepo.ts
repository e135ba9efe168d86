import type { Db } from '../db/Db.js'

/** An embedded wallet's stored key, encrypted by the secure site (docs/embedded-wallet-trust-model.md). */
export interface StoredWallet {
  namespace: string
  address: string
  /** The secure site's envelope; the gateway cannot open it. */
  ciphertext: string
}

export async function findWallet(db: Db, userId: string, namespace: string): Promise<StoredWallet | null> {
  const { rows } = await db.query<StoredWallet>(
    'SELECT namespace, address, ciphertext FROM auth_wallets WHERE user_id = $1 AND namespace = $2',
    [userId, namespace],
  )
  return rows[0] ?? null
}

/** Stores the user's first wallet for a namespace; never replaces one (returns false when one exists). */
export async function insertWallet(db: Db, userId: string, wallet: StoredWallet): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO auth_wallets (user_id, namespace, address, ciphertext) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, namespace) DO NOTHING RETURNING user_id`,
    [userId, wallet.namespace, wallet.address, wallet.ciphertext],
  )
  return rows.length > 0
}

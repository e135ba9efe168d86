import type { Queryable } from '../db/Db.js'

/** A purchase's life: checkout open, paid (tokens on their way), delivered, or the delivery failed. */
export type PurchaseStatus = 'pending' | 'processing' | 'completed' | 'failed'

/** One on-ramp purchase (table `onramp_purchases`, migration 0008). */
export interface Purchase {
  id: string
  projectId: string
  provider: string
  status: PurchaseStatus
  /** Lower-case hex. */
  address: string
  chainId: string
  fiatCurrency: string
  fiatAmount: string
  feeAmount: string
  cryptoSymbol: string
  cryptoAmount: string
  tokenAddress: string
  tokenDecimals: number
  txHash: string | null
  error: string | null
  createdAt: Date
}

type Row = {
  id: string
  project_id: string
  provider: string
  status: PurchaseStatus
  address: string
  chain_id: string
  fiat_currency: string
  fiat_amount: string
  fee_amount: string
  crypto_symbol: string
  crypto_amount: string
  token_address: string
  token_decimals: number
  tx_hash: string | null
  error: string | null
  created_at: Date | string
}

const toPurchase = (r: Row): Purchase => ({
  id: r.id,
  projectId: r.project_id,
  provider: r.provider,
  status: r.status,
  address: r.address,
  chainId: r.chain_id,
  fiatCurrency: r.fiat_currency,
  fiatAmount: r.fiat_amount,
  feeAmount: r.fee_amount,
  cryptoSymbol: r.crypto_symbol,
  cryptoAmount: r.crypto_amount,
  tokenAddress: r.token_address,
  tokenDecimals: r.token_decimals,
  txHash: r.tx_hash,
  error: r.error,
  createdAt: new Date(r.created_at),
})

/** A new purchase, before its checkout opens. */
export type NewPurchase = Omit<Purchase, 'status' | 'txHash' | 'error' | 'createdAt'>

/** Records a pending purchase. */
export async function insertPurchase(db: Queryable, p: NewPurchase): Promise<void> {
  await db.query(
    `INSERT INTO onramp_purchases (id, project_id, provider, status, address, chain_id, fiat_currency,
       fiat_amount, fee_amount, crypto_symbol, crypto_amount, token_address, token_decimals)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      p.id,
      p.projectId,
      p.provider,
      p.address.toLowerCase(),
      p.chainId,
      p.fiatCurrency,
      p.fiatAmount,
      p.feeAmount,
      p.cryptoSymbol,
      p.cryptoAmount,
      p.tokenAddress,
      p.tokenDecimals,
    ],
  )
}

/** The purchase with this id, if any. */
export async function getPurchase(db: Queryable, id: string): Promise<Purchase | undefined> {
  const { rows } = await db.query<Row>('SELECT * FROM onramp_purchases WHERE id = $1', [id])
  return rows[0] && toPurchase(rows[0])
}

/**
 * Moves a pending purchase opened after `notBefore` to processing, in one statement: of two payments of one
 * checkout (two clicks, two instances) exactly one gets the row; the other gets undefined.
 */
export async function claimPurchase(
  db: Queryable,
  id: string,
  notBefore: Date,
): Promise<Purchase | undefined> {
  const { rows } = await db.query<Row>(
    `UPDATE onramp_purchases SET status = 'processing', updated_at = now()
     WHERE id = $1 AND status = 'pending' AND created_at >= $2 RETURNING *`,
    [id, notBefore.toISOString()],
  )
  return rows[0] && toPurchase(rows[0])
}

/** Records the delivery transaction's outcome. */
export async function finishPurchase(
  db: Queryable,
  id: string,
  outcome: { status: 'completed' | 'failed'; txHash?: string; error?: string },
): Promise<void> {
  await db.query(
    `UPDATE onramp_purchases SET status = $2, tx_hash = COALESCE($3, tx_hash), error = $4, updated_at = now()
     WHERE id = $1`,
    [id, outcome.status, outcome.txHash ?? null, outcome.error ?? null],
  )
}

/** Records the delivery transaction's hash as soon as it is sent. */
export async function setPurchaseTx(db: Queryable, id: string, txHash: string): Promise<void> {
  await db.query('UPDATE onramp_purchases SET tx_hash = $2, updated_at = now() WHERE id = $1', [id, txHash])
}

/** J-15: an address's purchases through one provider, newest first. */
export async function listPurchases(
  db: Queryable,
  address: string,
  provider: string,
  limit: number,
): Promise<Purchase[]> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM onramp_purchases WHERE address = $1 AND provider = $2 ORDER BY created_at DESC, id LIMIT $3`,
    [address.toLowerCase(), provider, limit],
  )
  return rows.map(toPurchase)
}

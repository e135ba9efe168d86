import type { OnrampPurchaseStatus, Transaction } from '@portico/core'
import type { Queryable } from '../db/Db.js'
import { listPurchases, type Purchase, type PurchaseStatus } from './purchaseRepo.js'

/** J-15: the on-ramp status each stored purchase status is reported as. */
const STATUS: Record<PurchaseStatus, OnrampPurchaseStatus> = {
  pending: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  processing: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  completed: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
}

/** One purchase in the history's transaction shape: a `buy` whose transfer is the tokens bought. */
export function purchaseTransaction(p: Purchase): Transaction {
  return {
    id: p.id,
    metadata: {
      operationType: 'buy',
      hash: p.txHash ?? '',
      minedAt: p.createdAt.toISOString(),
      sentFrom: '',
      sentTo: p.address,
      status: STATUS[p.status],
      nonce: 0,
      chain: p.chainId as Transaction['metadata']['chain'],
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric: p.cryptoAmount, decimals: p.tokenDecimals },
        fungible_info: {
          name: p.cryptoSymbol,
          symbol: p.cryptoSymbol,
          decimals: p.tokenDecimals,
          address: p.tokenAddress,
        },
      },
    ],
  }
}

/** U-03 with `onramp=<provider>` (J-15): the address's purchases through that provider, newest first. */
export async function purchaseHistory(
  db: Queryable,
  address: string,
  provider: string,
  limit: number,
): Promise<{ data: Transaction[]; next: null }> {
  const rows = await listPurchases(db, address, provider, limit)
  return { data: rows.map(purchaseTransaction), next: null }
}

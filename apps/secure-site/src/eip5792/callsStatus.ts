import { type Hex, numberToHex } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'

/** EIP-5792 status codes: pending, confirmed, reverted on chain. */
export const CallsStatusCodes = { PENDING: 100, CONFIRMED: 200, REVERTED: 500 } as const

/** The EIP-5792 version this wallet answers with. */
export const EIP5792_VERSION = '2.0.0'

/**
 * `wallet_getCallsStatus`'s answer from the bundler's user-operation receipt (`null`: not mined yet). The
 * batch is one user operation, so it is atomic: one receipt, all calls or none.
 */
export function callsStatus(id: Hex, chainId: number, receipt: UserOperationReceipt | null) {
  const base = { version: EIP5792_VERSION, id, chainId: numberToHex(chainId), atomic: true }
  if (!receipt) return { ...base, status: CallsStatusCodes.PENDING }
  const tx = receipt.receipt
  return {
    ...base,
    status: receipt.success ? CallsStatusCodes.CONFIRMED : CallsStatusCodes.REVERTED,
    receipts: [
      {
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: tx.blockHash,
        blockNumber: numberToHex(tx.blockNumber),
        gasUsed: numberToHex(tx.gasUsed),
        transactionHash: tx.transactionHash,
      },
    ],
  }
}

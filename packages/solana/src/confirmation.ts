import { BaseError } from '@portico/core'
import { solanaRpc } from './rpc.js'

/** How often the signature's status is asked, and how long before giving up. */
export const CONFIRMATION_POLL_MS = 400
export const CONFIRMATION_TIMEOUT_MS = 60_000

type SignatureStatus = { err: unknown; confirmationStatus?: string | null } | null

/**
 * Resolves once the transaction `signature` is confirmed (`confirmed` or `finalized`) on the RPC at `rpcUrl`;
 * rejects when it failed on chain or was not confirmed within {@link CONFIRMATION_TIMEOUT_MS}. Polls
 * `getSignatureStatuses` (one plain `fetch` each, so it needs no Solana library).
 */
export async function waitForSignature(
  rpcUrl: string,
  signature: string,
  timeoutMs = CONFIRMATION_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { value } = await solanaRpc<{ value: SignatureStatus[] }>(rpcUrl, 'getSignatureStatuses', [
      [signature],
      { searchTransactionHistory: true },
    ])
    const status = Array.isArray(value) ? value[0] : null
    if (status?.err) {
      throw new BaseError('Transaction failed', {
        details: `Solana transaction ${signature} failed on chain`,
      })
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await new Promise((resolve) => setTimeout(resolve, CONFIRMATION_POLL_MS))
  }
  throw new BaseError('Transaction not confirmed', {
    details: `Solana transaction ${signature} was not confirmed within ${timeoutMs} ms`,
  })
}

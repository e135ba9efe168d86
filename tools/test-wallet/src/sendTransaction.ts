import { createWalletClient, type Hex, hexToBigInt, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { addressParam, hexParam, invalidParams } from './params.js'

/** Optional hex quantity field of a transaction request. */
function quantity(tx: Record<string, unknown>, field: string): bigint | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  return hexToBigInt(hexParam(value, field))
}

/**
 * `eth_sendTransaction`: signs locally with the account (nonce, gas and fees filled from the chain) and
 * submits it with `eth_sendRawTransaction`. Resolves the transaction hash.
 */
export async function sendTransaction(account: HDAccount, rpcUrl: string, raw: unknown): Promise<Hex> {
  if (typeof raw !== 'object' || raw === null)
    invalidParams('eth_sendTransaction expects a transaction object')
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined && addressParam(tx.from, 'from') !== account.address) {
    invalidParams('from is not the connected account')
  }
  const to = tx.to === undefined || tx.to === null ? undefined : addressParam(tx.to, 'to')
  const data =
    tx.data === undefined
      ? tx.input === undefined
        ? undefined
        : hexParam(tx.input, 'input')
      : hexParam(tx.data, 'data')
  const gas = quantity(tx, 'gas')
  const nonce = quantity(tx, 'nonce')
  const client = createWalletClient({ account, transport: http(rpcUrl) })
  return client.sendTransaction({
    chain: null,
    to: to ?? null,
    value: quantity(tx, 'value') ?? 0n,
    ...(data ? { data } : {}),
    ...(gas !== undefined ? { gas } : {}),
    ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
  } as never)
}

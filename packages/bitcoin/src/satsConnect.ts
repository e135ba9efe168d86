import {
  BaseError,
  ConnectionRejectedError,
  InvalidWalletResponseError,
  ProviderErrorCodes,
} from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { SATS_CONNECT_FEATURE } from './constants.js'

/** A sats-connect provider: `request(method, params)` answering `{ status, result | error }`. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The sats-connect provider of a wallet, or `undefined` when it has none. */
export function satsConnectProvider(wallet: Wallet): SatsConnectProvider | undefined {
  const feature = (wallet.features as Record<string, unknown>)[SATS_CONNECT_FEATURE]
  const provider = isObject(feature) ? feature.provider : undefined
  return isObject(provider) && typeof provider.request === 'function'
    ? (provider as unknown as SatsConnectProvider)
    : undefined
}

/**
 * Calls `method` on the wallet and returns its `result`. A rejection (code 4001) becomes
 * `ConnectionRejectedError`, another error a wallet error with its message, and an answer in neither shape an
 * `InvalidWalletResponseError`.
 */
export async function satsRequest(wallet: Wallet, method: string, params: unknown): Promise<unknown> {
  const provider = satsConnectProvider(wallet)
  if (!provider) throw new BaseError(`${wallet.name} does not support sats-connect`, { category: 'WALLET' })
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    throw new BaseError(`${wallet.name} failed ${method}`, { category: 'WALLET', cause: error })
  }
  if (isObject(answer) && answer.status === 'success' && 'result' in answer) return answer.result
  if (isObject(answer) && answer.status === 'error' && isObject(answer.error)) {
    const { code, message } = answer.error
    if (code === ProviderErrorCodes.USER_REJECTED)
      throw new ConnectionRejectedError({ details: String(message) })
    throw new BaseError(
      typeof message === 'string' && message ? message : `${wallet.name} failed ${method}`,
      {
        category: 'WALLET',
      },
    )
  }
  throw new InvalidWalletResponseError(`Wallet answered ${method} with neither a result nor an error`)
}

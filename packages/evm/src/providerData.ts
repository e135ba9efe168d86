import type { Eip1193Provider } from '@portico/core'
import type { Address } from 'viem'
import { parseAccounts, parseChainId } from './walletResponses.js'

/** What a wallet reports without prompting. */
export type ProviderData = { accounts: Address[]; chainId: number | undefined }

/**
 * C-26: reads `eth_accounts` and `eth_chainId` (hex chain id as a number). When the wallet fails or answers
 * something malformed, returns no accounts and no chain id and logs one console warning.
 */
export async function getProviderData(provider: Eip1193Provider): Promise<ProviderData> {
  try {
    const [accounts, chainId] = await Promise.all([
      provider.request({ method: 'eth_accounts' }),
      provider.request({ method: 'eth_chainId' }),
    ])
    return { accounts: await parseAccounts(accounts), chainId: parseChainId(chainId) }
  } catch (error) {
    console.warn('@portico/evm: could not read accounts and chain id from the wallet', error)
    return { accounts: [], chainId: undefined }
  }
}

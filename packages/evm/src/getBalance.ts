import type { CaipNetwork } from '@portico/core'
import { createPublicClient, formatUnits, http, type PublicClient } from 'viem'
import { evmChainId } from './networks.js'
import { addressInput } from './walletRequests.js'

/** Reads native balances over HTTP JSON-RPC, one viem public client per RPC URL. */
export function createBalanceReader(getRpcUrl: (network: CaipNetwork) => string) {
  const clients = new Map<string, PublicClient>()
  const clientFor = (url: string): PublicClient => {
    let client = clients.get(url)
    if (!client) {
      client = createPublicClient({ transport: http(url) })
      clients.set(url, client)
    }
    return client
  }
  /** Native balance of `address` on `caipNetwork`, in whole units (formatUnits) with the symbol. */
  return async function getBalance(params: { address: string; caipNetwork: CaipNetwork }) {
    const address = addressInput(params.address, 'address')
    evmChainId(params.caipNetwork)
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const wei = await clientFor(getRpcUrl(params.caipNetwork)).getBalance({ address })
    return { balance: formatUnits(wei, decimals), symbol }
  }
}

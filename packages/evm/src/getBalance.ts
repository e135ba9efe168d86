import { type CaipNetwork, formatDecimalAmount } from '@portico/core'
import { evmChainId } from './networks.js'
import { RPC_TRANSPORT_CONFIG } from './rpcTransport.js'
import { addressInput } from './walletRequests.js'

/** Reads native balances over HTTP JSON-RPC; the viem public client loads on the first read. */
export function createBalanceReader(getRpcUrl: (network: CaipNetwork) => string) {
  /** Native balance of `address` on `caipNetwork`, in whole units (exact decimal) with the symbol. */
  return async function getBalance(params: { address: string; caipNetwork: CaipNetwork }) {
    const address = await addressInput(params.address, 'address')
    evmChainId(params.caipNetwork)
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const { publicClientFor } = await import('./publicClients.js')
    const wei = await publicClientFor(getRpcUrl(params.caipNetwork), RPC_TRANSPORT_CONFIG).getBalance({
      address,
    })
    return { balance: formatDecimalAmount(wei, decimals), symbol }
  }
}

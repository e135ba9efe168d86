import type { CaipAddress, ChainNamespace } from './network.js'

/** Account types (SPEC §3). Bitcoin accounts use `payment`. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

export type Account = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export type AccountStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export type ConnectedWalletInfo = { name: string; icon?: string; identifier?: string; social?: string }

export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: CaipAddress
  /** USD value of the quantity; omitted when the price is unknown (never shown as a fake $0.00). */
  value?: number
  /** USD price of one unit; omitted when unknown. */
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

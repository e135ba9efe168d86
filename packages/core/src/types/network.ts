/** The chain namespaces the product knows (SPEC §3, D-01). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:31337`. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A network as SPEC §3 describes it. */
export type CaipNetwork = {
  id: number | string
  name: string
  /** Short slug, e.g. `anvil` or `mainnet`. */
  network?: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  deprecatedCaipNetworkId?: CaipNetworkId
}

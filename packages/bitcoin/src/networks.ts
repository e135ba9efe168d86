import { bitcoin, bitcoinTestnet, type CaipNetwork } from '@portico/core'

export { bitcoin, bitcoinTestnet }

/** The Bitcoin networks of the spec (D-02): mainnet and testnet, BTC with 8 decimals. */
export const BITCOIN_NETWORKS: readonly CaipNetwork[] = [bitcoin, bitcoinTestnet]

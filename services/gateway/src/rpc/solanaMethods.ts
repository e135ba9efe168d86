/**
 * The Solana JSON-RPC methods the gateway's proxy forwards (`solana:*` chains): the cluster and account reads
 * that wallets, `@solana/kit` and the modal use, plus `sendTransaction` (a transaction the wallet already
 * signed). Not forwarded: `requestAirdrop` (a faucet, not a read) and anything else a validator offers.
 *
 * REQUIREMENTS O-01's solana list (`solana_signMessage`, `solana_signTransaction`, …) names wallet methods,
 * which a wallet answers and a node does not; the proxy's list is the node's side of the same calls.
 */
export const SOLANA_READ_METHODS: readonly string[] = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'simulateTransaction',
]

/** The one writing Solana method forwarded: a signed transaction (base58 or base64). */
export const SOLANA_SEND_METHODS: readonly string[] = ['sendTransaction']

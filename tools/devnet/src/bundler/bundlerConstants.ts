import { type Hex, keccak256, toHex } from 'viem'

/** Default port of the bundler of devnet chain A (31337); env `PORTICO_BUNDLER_PORT`. */
export const DEFAULT_BUNDLER_PORT = 8791
/** Default port of the bundler of devnet chain B (31338); env `PORTICO_BUNDLER_B_PORT`. */
export const DEFAULT_BUNDLER_B_PORT = 8792

/**
 * Key of the account that sends the bundles (keccak256 of `portico-devnet-bundler-executor`). Not one of the
 * mnemonic's accounts, so their nonces stay untouched. Development only: this key is public.
 */
export const BUNDLER_EXECUTOR_KEY: Hex = keccak256(toHex('portico-devnet-bundler-executor'))
/** Key of the account that deploys alto's simulation contracts (keccak256 of `portico-devnet-bundler-utility`). */
export const BUNDLER_UTILITY_KEY: Hex = keccak256(toHex('portico-devnet-bundler-utility'))

/** How long the bundler may take to answer `eth_supportedEntryPoints` after it is spawned. */
export const BUNDLER_READY_TIMEOUT_MS = 30_000
/** How often alto polls the chain for new blocks and receipts, in ms (anvil mines at once). */
export const BUNDLER_BLOCK_TIME_MS = 200

/** CAIP-2 id of the devnet Solana chain (TEST-CONTRACT.md "Devnet Solana"). */
export const SOLANA_DEVNET_NETWORK_ID = 'solana:portico-local'

/** Default JSON-RPC port of the devnet Solana; its WebSocket listens on the next port. */
export const SOLANA_DEVNET_DEFAULT_PORT = 8899

/** Environment variable that overrides {@link SOLANA_DEVNET_DEFAULT_PORT}. */
export const SOLANA_DEVNET_PORT_VARIABLE = 'PORTICO_SOLANA_PORT'

/** How many accounts of the mnemonic (m/44'/501'/<n>'/0', n = 0..9) the devnet funds. */
export const SOLANA_DEVNET_ACCOUNT_COUNT = 10

/** Lamports in one SOL (SOL has 9 decimals). */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** SOL given to every funded account. */
export const SOLANA_DEVNET_ACCOUNT_SOL = 1_000n

/** The devnet's SPL stablecoin (TEST-CONTRACT.md: symbol pUSD, 6 decimals). */
export const SOLANA_PUSD = { name: 'Portico USD', symbol: 'pUSD', decimals: 6 } as const

/** Whole pUSD given to every funded account. */
export const SOLANA_DEVNET_ACCOUNT_PUSD = 1_000_000n

/** Signature fee the runtime charges (litesvm's default fee structure), in lamports per signature. */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** Largest airdrop `requestAirdrop` grants at once, in lamports (like a public faucet, it has a cap). */
export const MAX_AIRDROP_LAMPORTS = 1_000_000n * LAMPORTS_PER_SOL

/** Blocks a blockhash stays valid for, reported as `lastValidBlockHeight` (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n

/** Largest JSON-RPC request body the server reads, in bytes. */
export const MAX_REQUEST_BYTES = 1_048_576

/** Largest number of requests in one JSON-RPC batch. */
export const MAX_BATCH_LENGTH = 100

/** Most addresses `getMultipleAccounts` takes (Solana's own limit) and signatures `getSignatureStatuses` takes. */
export const MAX_MULTIPLE_ACCOUNTS = 100
export const MAX_SIGNATURE_STATUSES = 256

/** Default and largest `limit` of `getSignaturesForAddress`. */
export const MAX_SIGNATURES_FOR_ADDRESS = 1_000

/** Version the devnet reports from `getVersion` (the runtime is litesvm; the core version is the API it mimics). */
export const SOLANA_DEVNET_VERSION = { 'solana-core': '2.3.0', 'feature-set': 0 } as const

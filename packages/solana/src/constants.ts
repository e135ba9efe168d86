/** The adapter's chain namespace. */
export const SOLANA_NAMESPACE = 'solana' as const

/** SOL has 9 decimals (D-02): 1 SOL = 10^9 lamports. */
export const SOL_DECIMALS = 9
export const LAMPORTS_PER_SOL = 10n ** BigInt(SOL_DECIMALS)

/** The wallet-standard features the adapter uses (wallets must have `standard:connect`). */
export const WalletFeatures = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

/** Length of an ed25519 signature and public key, in bytes. */
export const SIGNATURE_BYTES = 64
export const PUBLIC_KEY_BYTES = 32

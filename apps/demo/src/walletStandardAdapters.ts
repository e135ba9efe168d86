// The Solana and Bitcoin adapters in one lazy chunk (see docs/decisions.md, the multichain budget entry).
export { createBitcoinAdapter } from '@portico/bitcoin'
export { createSolanaAdapter } from '@portico/solana'

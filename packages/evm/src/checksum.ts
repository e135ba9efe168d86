/**
 * EIP-55 checksums, in their own chunk: they need keccak-256 (~4 KiB gzip), which nothing before the first
 * click uses. `walletResponses` and `walletRequests` load this module when a wallet or an app hands over an
 * address, which only happens after the visitor picked a wallet (or a stored connection is restored).
 */
export { getAddress } from 'viem'

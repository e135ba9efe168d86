import { type Address, type Hex, keccak256, toHex } from 'viem'

/**
 * Farcaster's IdRegistry address on Optimism, the one `@farcaster/auth-client`'s `viemConnector` reads. The devnet
 * puts its registry at the same address (as it does for the EntryPoint), so a client left at Farcaster's default
 * address works against the devnet too; the gateway's `PORTICO_FARCASTER_ID_REGISTRY` may name another.
 */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * Private key of the devnet's Farcaster test account: the custody address of fid 1 (keccak256 of the text
 * `portico-devnet-farcaster-custody`). The test client signs Sign In With Farcaster messages with it.
 * Development only: this key is public.
 */
export const DEVNET_FARCASTER_CUSTODY_KEY: Hex = keccak256(toHex('portico-devnet-farcaster-custody'))

/** The fid the devnet registers to {@link DEVNET_FARCASTER_CUSTODY_KEY}'s address (the first one issued). */
export const DEVNET_FARCASTER_FID = 1

/**
 * Private key of the account that sends the registration (keccak256 of `portico-devnet-farcaster-registrar`), so
 * the other deployers' nonces stay as they are. Development only: this key is public.
 */
export const FARCASTER_REGISTRAR_KEY: Hex = keccak256(toHex('portico-devnet-farcaster-registrar'))

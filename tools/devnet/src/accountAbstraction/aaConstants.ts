import { type Address, type Hex, keccak256, toHex } from 'viem'

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 deployer) that anvil ships at this address, and through
 * which the ERC-4337 contracts are deployed, so their addresses depend only on their code and a salt.
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt eth-infinitism deploys EntryPoint v0.8 with; with the published bytecode it gives the canonical address. */
export const ENTRY_POINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/** EntryPoint v0.8's canonical address (the same as on public chains, and viem's `entryPoint08Address`). */
export const ENTRY_POINT_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** The EntryPoint version the devnet runs. */
export const ENTRY_POINT_VERSION = '0.8' as const

/** The salt of the account factories (ours, so their addresses are ours too). */
export const FACTORY_SALT: Hex = keccak256(toHex('portico-devnet-account-factory'))

/**
 * Private key of the account that sends the CREATE2 deployments (keccak256 of `portico-devnet-aa-deployer`).
 * Separate from the token deployer so its nonces stay as they are. Development only: this key is public.
 */
export const AA_DEPLOYER_KEY: Hex = keccak256(toHex('portico-devnet-aa-deployer'))

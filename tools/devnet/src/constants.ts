import { DEV_ADDRESS, DEV_MNEMONIC } from '@portico/core/dev'
import type { Address, Hex } from 'viem'

/** The standard development mnemonic; its accounts are funded on both devnet chains. */
export const DEVNET_MNEMONIC = DEV_MNEMONIC

/** The 10 funded accounts of {@link DEVNET_MNEMONIC} (m/44'/60'/0'/0/0..9), account 0 first. */
export const DEVNET_ACCOUNTS = [
  DEV_ADDRESS,
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const satisfies readonly Address[]

/** Ether given to every dev account (anvil's default). */
export const DEVNET_ACCOUNT_BALANCE_ETH = 10_000

/**
 * Private key of the account that deploys the devnet contracts. It is not one of {@link DEVNET_ACCOUNTS}, so
 * their nonces stay at 0 (the key is keccak256 of the text `portico-devnet-deployer`). It deploys with nonces 0, 1, 2 on a fresh chain, which makes every contract address
 * the same on both chains and on every start. Development only: this key is public.
 */
export const DEVNET_DEPLOYER_KEY: Hex = '0x3e72620108a8cbe53db9b098335f9120b65d030e742dc9f50bc2345ed312ef9d'

/** The two devnet chains: id, default port and the environment variable that overrides the port. */
export const DEVNET_CHAINS = [
  { key: 'A', chainId: 31337, defaultPort: 8545, portVariable: 'PORTICO_EVM_A_PORT' },
  { key: 'B', chainId: 31338, defaultPort: 8546, portVariable: 'PORTICO_EVM_B_PORT' },
] as const

/** The host every devnet chain binds to. */
export const DEVNET_HOST = '127.0.0.1'

/** How long a chain may take to answer its first JSON-RPC call before start fails. */
export const ANVIL_READY_TIMEOUT_MS = 10_000

/** How long `stop()` waits after SIGTERM before it sends SIGKILL. */
export const STOP_GRACE_MS = 2_000

export { findFreePortPair } from '../ports.js'
export {
  LAMPORTS_PER_SIGNATURE,
  LAMPORTS_PER_SOL,
  SOLANA_DEVNET_ACCOUNT_COUNT,
  SOLANA_DEVNET_ACCOUNT_PUSD,
  SOLANA_DEVNET_ACCOUNT_SOL,
  SOLANA_DEVNET_DEFAULT_PORT,
  SOLANA_DEVNET_NETWORK_ID,
  SOLANA_DEVNET_PORT_VARIABLE,
  SOLANA_PUSD,
} from './constants.js'
export {
  type SolanaDevnetKey,
  solanaDerivationPath,
  solanaDevnetAddresses,
  solanaDevnetKey,
  solanaDevnetSigner,
} from './keys.js'
export { SOLANA_RPC_METHODS } from './rpcDispatch.js'
export { SOLANA_PUSD_MINT, type SolanaSeed } from './seed.js'
export { SOLANA_DEVNET_GENESIS_HASH, type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.js'

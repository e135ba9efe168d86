export {
  AA_DEPLOYER_KEY,
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_ADDRESS,
  ENTRY_POINT_VERSION,
} from './accountAbstraction/aaConstants.js'
export {
  AA_DEPLOYMENTS,
  ACCOUNT_FACTORY_ADDRESSES,
  create2Address,
  deployAccountAbstraction,
} from './accountAbstraction/deployAccountAbstraction.js'
export { type AnvilChain, anvilBinaryPath, startAnvil } from './anvil.js'
export {
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_ACCOUNTS,
  DEVNET_CHAINS,
  DEVNET_DEPLOYER_KEY,
  DEVNET_HOST,
  DEVNET_MNEMONIC,
} from './constants.js'
export { DEVNET_ERC20S, DEVNET_ERC721, type Erc20Spec } from './contractSpecs.js'
export { addressAt, deployer } from './deploy.js'
export {
  PorticoPunks,
  PorticoSmartAccount,
  PorticoSmartAccountFactory,
  PorticoToken,
} from './generated/contracts.js'
export {
  DEFAULT_MANIFEST_PATH,
  type DevnetAccountFactory,
  type DevnetContract,
  type DevnetEntryPoint,
  type DevnetErc20,
  type DevnetErc721,
  type DevnetManifest,
  type DevnetManifestChain,
  type DevnetManifestSolana,
  type DevnetSplToken,
  readManifest,
  writeManifest,
} from './manifest.js'
export {
  assertPortsFree,
  findFreePort,
  findFreePortPair,
  isPortFree,
  PortInUseError,
  portFromEnv,
} from './ports.js'
export * from './solana/index.js'
export { type Devnet, type StartDevnetOptions, startDevnet } from './startDevnet.js'

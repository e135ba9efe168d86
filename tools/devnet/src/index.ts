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
export {
  AMM_DEPLOYER_FUNDING_ETH,
  DEVNET_AMM_DEPLOYER_KEY,
  DEVNET_ETH_USD,
  DEVNET_POOLS,
  DEVNET_PRT_USD,
  type PoolSpec,
} from './amm/ammSpecs.js'
export { ammDeployer, deployAmm } from './amm/deployAmm.js'
export {
  type Artifact,
  UNISWAP_V2_INIT_CODE_HASH,
  UniswapV2Factory,
  UniswapV2Pair,
  UniswapV2Router02,
  WETH9,
} from './amm/uniswapArtifacts.js'
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
export * from './ens/index.js'
export {
  deployFarcasterRegistry,
  devnetFarcasterCustody,
  registerFarcasterFid,
} from './farcaster/deployFarcasterRegistry.js'
export {
  DEVNET_FARCASTER_CUSTODY_KEY,
  DEVNET_FARCASTER_FID,
  FARCASTER_ID_REGISTRY_ADDRESS,
} from './farcaster/farcasterConstants.js'
export {
  FarcasterIdRegistry,
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
  type DevnetFarcasterIdRegistry,
  type DevnetManifest,
  type DevnetManifestChain,
  type DevnetManifestSolana,
  type DevnetSplToken,
  type DevnetUniswapV2Factory,
  type DevnetUniswapV2Pair,
  type DevnetUniswapV2Router,
  type DevnetWeth,
  readManifest,
  type UniswapV2Contract,
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

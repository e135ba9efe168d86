export {
  PorticoEnsRegistry,
  PorticoOffchainResolver,
  PorticoUniversalResolver,
} from '../generated/contracts.js'
export type {
  DevnetEnsOffchainResolver,
  DevnetEnsRegistry,
  DevnetEnsUniversalResolver,
  EnsContract,
} from '../manifest.js'
export { type DeployEnsOptions, deployEns, ENS_ADDRESSES } from './deployEns.js'
export { devnetEnsChain } from './devnetEnsChain.js'
export {
  DEV_ENS_SIGNER_ADDRESS,
  DEV_ENS_ZONE,
  ENS_DEPLOYER_KEY,
  ENS_GATEWAY_PATH,
  ensGatewayUrlTemplate,
} from './ensConstants.js'

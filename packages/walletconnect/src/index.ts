export { EIP155_EVENTS, EIP155_METHODS } from './constants.js'
export {
  type CreateWalletConnectConnectorParameters,
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.js'
export { createMemoryStorage, type KeyValueStorage } from './memoryStorage.js'
export { proposalNamespaces, sessionAddresses, sessionChainIds } from './namespaces.js'
export { disableVerifyApi } from './offline.js'
export { ProviderRpcError } from './providerError.js'
export type { SessionProvider } from './sessionProvider.js'

/**
 * `@portico/evm`: the EVM adapter: injected and EIP-6963 wallets, balances, sending and signing with viem.
 *
 * @module @portico/evm
 */
export { toAccounts } from './accounts.js'
export {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  EVM_NAMESPACE,
  INJECTED_CONNECTOR_ID,
  INJECTED_CONNECTOR_NAME,
  WalletChainErrorCodes,
} from './constants.js'
export { type CreateEvmAdapterOptions, createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'
export {
  announcedConnector,
  type Eip6963Announcement,
  parseAnnouncement,
  watchAnnouncements,
} from './discovery.js'
export { getProviderData, type ProviderData } from './providerData.js'
export { JsonRpcErrorCodes, rpcErrorName } from './rpcErrorCodes.js'
export {
  type AddEthereumChainParameter,
  addEthereumChainParameter,
  isUnrecognizedChainError,
  switchChain,
} from './switchChain.js'
export { stringifyTypedData } from './walletRequests.js'
export {
  parseAccounts,
  parseAddress,
  parseChainId,
  parseSignature,
  parseTransactionHash,
} from './walletResponses.js'

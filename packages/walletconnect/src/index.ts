/**
 * `@portico/walletconnect`: Portico's own WalletConnect v2 Sign client and connector, written from the public specification.
 *
 * @module @portico/walletconnect
 */
export { EIP155_EVENTS, EIP155_METHODS, NAMESPACE_METHODS } from './constants.js'
export {
  type CreateWalletConnectConnectorParameters,
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.js'
export {
  proposalNamespaces,
  sessionAddresses,
  sessionChainIds,
  sessionChains,
  sessionNamespaceAddresses,
} from './namespaces.js'
export { WalletConnectProtocolError } from './protocol/errors.js'
export { formatPairingUri, type PairingUri, parsePairingUri } from './protocol/uri.js'
export { ProviderRpcError } from './providerError.js'
export type { RelayMessage, WebSocketConstructor, WebSocketLike } from './relay/relayClient.js'
export type { SessionProvider } from './sessionProvider.js'
export {
  type AuthenticateParameters,
  type AuthenticateResult,
  authenticate,
} from './sign/authenticate.js'
export type { AuthPayload, Cacao } from './sign/authMessage.js'
export { SignClient, type SignClientEvents, type SignClientOptions } from './sign/signClient.js'
export {
  type Metadata,
  type Pairing,
  type ProposalNamespace,
  type Session,
  type SessionNamespace,
  SignError,
} from './sign/types.js'
export { createLocalStorage, createMemoryStorage, type KeyValueStorage } from './storage.js'

/**
 * `@portico/evm/smart-account`: sending with a smart account's session key (ERC-7715 grants).
 *
 * @module @portico/evm/smart-account
 */
export {
  type SendWithSessionParameters,
  type SendWithSessionReturnType,
  type SessionCall,
  SessionKeyError,
  type SessionPermissionsContext,
  sendWithSession,
  type ToSessionKeyAccountParameters,
  toSessionKeyAccount,
} from './sendWithSession.js'
export {
  grantSessionCall,
  NATIVE_TRANSFER_SELECTOR,
  newSessionId,
  revokeSessionCall,
  type SessionGrant,
  selectorOf,
} from './sessionGrant.js'
export {
  accountFactoryAbi,
  PORTICO_ACCOUNT_DOMAIN,
  PORTICO_MESSAGE_TYPES,
  porticoSmartAccountAbi,
} from './smartAccountAbi.js'
export {
  type PorticoSmartAccount,
  type PorticoSmartAccountImplementation,
  sessionSignature,
  type ToPorticoSmartAccountParameters,
  toPorticoSmartAccount,
} from './toPorticoSmartAccount.js'

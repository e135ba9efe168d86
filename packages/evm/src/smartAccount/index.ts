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

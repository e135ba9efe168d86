import { ProviderErrorCodes } from '@portico/core'

/** EVM methods the dapp asks the wallet to allow in a session. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

/** EVM events the dapp asks the wallet to emit. */
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** Storage prefix of the official client's keys, so they sit beside Portico's own (W-01). */
export const WC_STORAGE_PREFIX = 'portico'

/** EIP-1193 4100: the session is missing or does not grant the request. */
export const UNAUTHORIZED_CODE = ProviderErrorCodes.UNAUTHORIZED
/** EIP-1193 4200: a method the session does not support. */
export const UNSUPPORTED_METHOD_CODE = ProviderErrorCodes.UNSUPPORTED_METHOD
/** WalletConnect's reason code for a user disconnect (the wallet or the app ended the session). */
export const USER_DISCONNECTED_CODE = 6000

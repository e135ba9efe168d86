import { ProviderErrorCodes } from '@portico/core'

/**
 * O-01: the methods and events proposed for each namespace, in one table. EVM account, sign, transaction,
 * typed-data and wallet_* methods; Solana signing and account methods; bip122 transfer, signMessage,
 * signPsbt and account addresses.
 */
export const NAMESPACE_METHODS = {
  eip155: {
    methods: [
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
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
      'solana_getAccounts',
      'solana_requestAccounts',
    ],
    events: [],
  },
  bip122: {
    methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
} as const satisfies Record<string, { methods: readonly string[]; events: readonly string[] }>

/** EVM methods the dapp asks the wallet to allow in a session. */
export const EIP155_METHODS = NAMESPACE_METHODS.eip155.methods
/** EVM events the dapp asks the wallet to emit. */
export const EIP155_EVENTS = NAMESPACE_METHODS.eip155.events

/** Storage prefix of the client's state, beside Portico's own keys (W-01). */
export const WC_STORAGE_PREFIX = 'portico'

/** EIP-1193 4100: the session is missing or does not grant the request. */
export const UNAUTHORIZED_CODE = ProviderErrorCodes.UNAUTHORIZED
/** EIP-1193 4200: a method the session does not support. */
export const UNSUPPORTED_METHOD_CODE = ProviderErrorCodes.UNSUPPORTED_METHOD
/** WalletConnect's reason code for a user disconnect (the wallet or the app ended the session). */
export const USER_DISCONNECTED_CODE = 6000

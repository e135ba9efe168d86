/**
 * `@portico/core`: the framework-free client: options, stores, controllers, the gateway client and the errors. Runs in Node and the browser.
 *
 * @module @portico/core
 */
export { addressLabelKey } from './account/addressLabelKey.js'
export { createAccount } from './account/createAccount.js'
export {
  filterTransactions,
  groupTransactionsByYear,
  isSpamTransaction,
  mergeTransactions,
} from './activity/groupTransactions.js'
export { pendingCountLabel, trackPending } from './activity/pendingTransactions.js'
export {
  formatRelativeTime,
  MONTH_NAMES,
  type RelativeTimeUnit,
  relativeTime,
} from './activity/relativeTime.js'
export * from './adapterKit/index.js'
export * from './caip/index.js'
export {
  createPorticoClient,
  type PorticoClient,
  type PorticoClientEnvironment,
} from './client/createPorticoClient.js'
export * from './constants.js'
export * from './controllers/connectorList.js'
export type { CoreContext } from './controllers/context.js'
// Issue 22 item 9: types only; the controller's code is a lazy chunk (`portico.embeddedLogin()`).
export type {
  ConnectWithSiwx,
  EmbeddedLoginController,
  EmbeddedLoginDeps,
} from './controllers/embeddedLogin/embeddedLoginController.js'
export type { EmbeddedLoginState } from './controllers/embeddedLogin/embeddedLoginState.js'
export { type OpenParameters, resolveOpenView } from './controllers/modalController.js'
export type { NameAvailability } from './controllers/names/namesController.js'
export { sortRequestedNetworks, unknownNetwork } from './controllers/networkController.js'
export type { OnrampFeature } from './controllers/onramp/onrampFeature.js'
export { UPDATABLE_OPTIONS, type UpdatableOptions } from './controllers/optionsController.js'
export { preloadImage } from './controllers/preloadImage.js'
export type { EmbeddedSiwxSigned } from './controllers/siwx/embeddedSignIn.js'
export type {
  GrantPermissionsRequest,
  GrantPermissionsResult,
} from './controllers/smartSessions/grantPermissions.js'
export type { SmartSessionsFeature } from './controllers/smartSessions/smartSessionsFeature.js'
export {
  getPairingExpiry,
  isPairingExpired,
  type WalletConnectController,
  type WalletConnectState,
} from './controllers/walletConnectController.js'
export {
  ENVELOPE_PROOF_MAX_AGE_MS,
  type EnvelopeChange,
  envelopeProofMessage,
} from './custody/envelopeProof.js'
export * from './errors/index.js'
export * from './format/decimalAmount.js'
export * from './format/formatBalance.js'
export {
  type AnalyticsEvent,
  createGatewayClient,
  type GatewayClient,
  type GetWalletsParameters,
} from './gateway/client.js'
export type { NameRecord, NameSuggestion } from './gateway/namesApi.js'
// Named, not `export *` of the names barrel: esbuild (IIFE, no splitting) then skips the init of these modules,
// which the names controller also loads with import(), and leaves the exports undefined (bundleIntegrity.test.ts).
export {
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_NAME_MIN_LENGTH,
  AccountNameMessages,
  accountNameLabel,
  accountNameProblem,
  fullAccountName,
} from './names/accountNameRules.js'
export { chainIdForCoinType, coinTypeForChainId, ETH_COIN_TYPE } from './names/coinType.js'
export { NameErrorMessages, NameTags, serverReason } from './names/nameMessages.js'
export * from './networks.js'
export type * from './onramp/onrampTypes.js'
export * from './options.js'
export {
  isOriginAllowed,
  MAX_ORIGIN_PATTERN_LENGTH,
  originMatches,
  validateOriginPattern,
} from './origin/originMatch.js'
export { EIP155_NODE_READ_METHODS } from './rpc/eip155ReadMethods.js'
export { isNativeToken } from './send/isNativeToken.js'
export {
  type SendButtonLabel,
  SendButtonLabels,
  type SendFormInput,
  sendButtonLabel,
} from './send/sendButtonLabel.js'
export {
  type CheckedSessionRequest,
  checkPermissionRequest,
  MAX_SESSION_SECONDS,
  NATIVE_TRANSFER_SELECTOR,
  PermissionRequestError,
  revokeSmartSessionMessage,
  SESSION_PERMISSION_TYPES,
  SESSION_SIGNER_TYPE,
  type SessionCallPermission,
} from './sessions/permissionRequest.js'
export { checkPermissionTargets, type GetCode } from './sessions/permissionTargets.js'
export * from './siwx/index.js'
export { SmartSessionErrorMessages } from './smartSessions/smartSessionMessages.js'
export { smartSessionsEnabled } from './smartSessions/smartSessionsEnabled.js'
export type {
  SmartSession,
  SmartSessionPermission,
  SmartSessionStatus,
  SmartSessionTab,
} from './smartSessions/smartSessionTypes.js'
export {
  awaitFarcasterLogin,
  clearFarcasterUrl,
  ensureFarcasterUrl,
  type FarcasterLogin,
  type FarcasterLoginUser,
} from './social/farcasterLogin.js'
export { projectOfSocialState, socialStateFor } from './social/socialState.js'
export { isInsideTelegram } from './social/telegramDetect.js'
export {
  TELEGRAM_RESULT_PARAM,
  type TelegramPage,
  takeTelegramSocialResult,
} from './social/telegramResume.js'
export {
  filterSocialsForPlatform,
  platformOfUserAgent,
  type TelegramPlatform,
} from './social/telegramSocials.js'
export * from './ssr/index.js'
export { createStorage, type PorticoStorage } from './storage/storage.js'
export { StorageKeys, storedConnections } from './storage/storageKeys.js'
export {
  type AccountState,
  type ChainsState,
  isSupportedNetwork,
  type NetworkState,
  patchAccountState,
} from './stores/chains.js'
export type { Connection, RecentWallet } from './stores/connections.js'
export type { EventListener, PorticoEvent, SwapEventData } from './stores/events.js'
export type { NftsState } from './stores/nfts.js'
export type { SnackbarVariant } from './stores/notifications.js'
export type { OnrampState } from './stores/onramp.js'
export { initialRouterState, type RouterData, type RouterState, VIEWS, type View } from './stores/router.js'
export type { SendState } from './stores/send.js'
export { checkIfSmartAccountEnabled } from './stores/smartAccountEnabled.js'
export type { SwapState } from './stores/swap.js'
export type { ThemeMode, ThemeVariables } from './stores/theme.js'
export type { TransactionsState } from './stores/transactions.js'
export { minimumReceived, networkFeeUsd, SWAP_GAS_ESTIMATE } from './swap/networkFeeUsd.js'
export { type SwapFormInput, swapButtonLabel } from './swap/swapButtonLabel.js'
export type { BuiltTransaction, SwapQuote, SwapToken } from './swap/swapTypes.js'
export * from './types/index.js'
export * from './types/walletconnect.js'

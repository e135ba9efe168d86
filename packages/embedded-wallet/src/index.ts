/**
 * `@portico/embedded-wallet`: the email and social wallet's connector, talking to the secure site's frame.
 *
 * @module @portico/embedded-wallet
 */
export type { BuiltEmbeddedWallet } from './buildEmbeddedWallet.js'
export {
  APP_EVENT_PREFIX,
  CONNECT_TIMEOUT_MS,
  FRAME_EVENT_PREFIX,
  FRAME_ID,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_NAME,
  FRAME_READY_DELAY_MS,
  FrameMessages,
  SIGN_OUT_TIMEOUT_MS,
} from './constants.js'
export {
  AUTH_CONNECTOR_ID,
  type AuthConnectorOptions,
  type AuthLogin,
  createAuthConnector,
} from './createAuthConnector.js'
export { createFrame, frameUrl } from './createFrame.js'
export {
  createEmbeddedProvider,
  type EmbeddedProviderOptions,
  type EmbeddedUser,
  type EmbeddedWallet,
  type FrameTransport,
} from './embeddedProvider.js'
export { EmbeddedWalletError, PopupBlockedError } from './errors.js'
export { createFrameClient, type FrameClient, type FrameClientOptions } from './frameClient.js'
export {
  LOGIN_STORAGE_PREFIX,
  type LoginKey,
  LoginKeys,
  type LoginStorage,
  loginStorage,
} from './loginStorage.js'
export {
  APP_EVENT_TYPES,
  type AppEvent,
  type AppEventType,
  CODE_PURPOSES,
  type CodePurpose,
} from './protocol/appEvents.js'
export {
  type FrameEvent,
  type FrameNotice,
  type FrameReply,
  isUserPayload,
  parseFrameEvent,
} from './protocol/frameEvents.js'
export { classifyMethod, type MethodClass, SAFE_METHODS, UNSAFE_METHODS } from './protocol/rpcMethods.js'
export type { SiwxAtLoginParams } from './siwxAtLogin.js'
export type { SocialLoginResult, SocialUser } from './socialConnect.js'
export { runSocialLogin, type SocialLoginOptions } from './socialLogin.js'
export {
  openSocialPopup,
  SOCIAL_LOADING_PATH,
  SOCIAL_POPUP_CHECK_MS,
  SOCIAL_POPUP_FEATURES,
  SOCIAL_RESULT_TYPE,
} from './socialPopup.js'

export { CONSOLE_CALLBACK_PATH, consoleIdpClient, devIdpClients } from './idp/devIdpClients.js'
export { devUserClaims, subjectOf } from './idp/devUser.js'
export { signInWithDevIdp } from './idp/signInWithDevIdp.js'
export {
  type FaultyIdTokenProvider,
  type IdTokenFault,
  startFaultyIdTokenProvider,
} from './idp/startFaultyIdTokenProvider.js'
export {
  DEFAULT_IDP_PORT,
  DEV_USER_API_PATH,
  type DevIdpClient,
  type IdentityProvider,
  type IdentityProviderOptions,
  startIdentityProvider,
} from './idp/startIdentityProvider.js'
export { type CaughtMail, MAX_STORED_MESSAGES, type MailAddress } from './mailStore.js'
export {
  DEFAULT_MAIL_PORT,
  DEFAULT_SMTP_PORT,
  type MailCatcher,
  type MailCatcherOptions,
  startMailCatcher,
} from './startMailCatcher.js'
export { waitForMail } from './waitForMail.js'

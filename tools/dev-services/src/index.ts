export { type CaughtMail, MAX_STORED_MESSAGES, type MailAddress } from './mailStore.js'
export {
  DEFAULT_MAIL_PORT,
  DEFAULT_SMTP_PORT,
  type MailCatcher,
  type MailCatcherOptions,
  startMailCatcher,
} from './startMailCatcher.js'
export { waitForMail } from './waitForMail.js'

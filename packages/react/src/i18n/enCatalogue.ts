import { BUTTONS_EN } from '../components/buttonsStrings.js'
import { MODAL_EN } from '../modal/Modal.js'
import { ACCOUNT_EN } from '../views/account/accountStrings.js'
import { SEND_EN } from '../views/account/sendStrings.js'
import { FARCASTER_EN } from '../views/ConnectingFarcaster.js'
import { CONNECT_EN } from '../views/connectStrings.js'
import { EMAIL_EN } from '../views/emailStrings.js'
import { NAMES_EN } from '../views/names/namesStrings.js'
import { NETWORKS_EN } from '../views/networksStrings.js'
import { ONRAMP_EN } from '../views/onramp/onrampStrings.js'
import { VIEW_TITLES } from '../views/registry.js'
import { SIWX_EN } from '../views/siwx/SIWXSignMessage.js'
import { SMART_SESSIONS_EN } from '../views/smartSessions/smartSessionStrings.js'
import { SOCIAL_EN } from '../views/socialStrings.js'
import { SWAP_EN } from '../views/swap/swapStrings.js'
import { WALLETS_EN } from '../views/walletsStrings.js'
import { CORE_MESSAGES } from './coreMessages.js'

/**
 * Every English string group, by catalogue group name: what each locale translates. The English itself lives
 * beside the views that show it (so each lazy view carries its own); only the tests and the locale files'
 * types use this map, so no chunk carries it.
 */
export const EN_CATALOGUE = {
  modal: MODAL_EN,
  titles: VIEW_TITLES as Record<string, string>,
  buttons: BUTTONS_EN,
  connect: CONNECT_EN,
  wallets: WALLETS_EN,
  networks: NETWORKS_EN,
  account: ACCOUNT_EN,
  send: SEND_EN,
  swap: SWAP_EN,
  email: EMAIL_EN,
  social: SOCIAL_EN,
  farcaster: FARCASTER_EN,
  onramp: ONRAMP_EN,
  names: NAMES_EN,
  siwx: SIWX_EN,
  smartSessions: SMART_SESSIONS_EN,
  /** Core's user-facing messages, keyed by their English text (see useMessages). */
  messages: CORE_MESSAGES,
}

/** A locale's catalogue: any group and key of {@link EN_CATALOGUE}. */
export type Translations = {
  [G in keyof typeof EN_CATALOGUE]?: Partial<Record<keyof (typeof EN_CATALOGUE)[G], string>>
}

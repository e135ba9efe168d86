import {
  AccountNameMessages,
  AlertMessages,
  ErrorMessages,
  NameErrorMessages,
  NameTags,
  SendButtonLabels,
  SmartSessionErrorMessages,
  SuccessMessages,
  SwapMessages,
} from '@portico/core'
import { OnrampMessages } from '@portico/core/onramp'

/** Developer-facing errors (a misconfigured app, an internal state), not shown to visitors: not translated. */
const INTERNAL: readonly string[] = [
  ErrorMessages.NO_ACTIVE_CAIP_ADDRESS,
  ErrorMessages.CHAIN_REQUIRED_ACCOUNT_DATA,
  ErrorMessages.CHAIN_REQUIRED_ACCOUNT_PROP,
  ErrorMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND,
  ErrorMessages.CHAIN_ADAPTER_NOT_FOUND,
  ErrorMessages.TRANSACTIONS_NEED_ADDRESS,
  ErrorMessages.SIWX_NOT_ENABLED,
  NameErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  SmartSessionErrorMessages.GRANT_UNSUPPORTED,
]

/** The fixed texts of the objects (their functions build texts with values: {@link TEMPLATES}). */
const texts = (...groups: object[]) =>
  groups
    .flatMap((group) => Object.values(group))
    .filter((value): value is string => typeof value === 'string' && !INTERNAL.includes(value))

/**
 * The messages core builds with values, as templates (`{name}` where a value goes; `useMessages` matches a
 * message to its template and keeps the values): core's own functions called with the placeholders, so the
 * English cannot drift from what core shows.
 */
const TEMPLATES: readonly string[] = [
  SwapMessages.swapping('{from}', '{amount}', '{to}'),
  SwapMessages.swapped('{from}', '{amount}', '{to}'),
  ErrorMessages.notEnoughForFee('{symbol}'),
  OnrampMessages.minimum('{amount}', '{currency}'),
  OnrampMessages.maximum('{amount}', '{currency}'),
  OnrampMessages.notPayable('{currency}', '{method}'),
]

/**
 * The user-facing messages core produces (SPEC section 8 errors and alerts, snackbars, the send and swap
 * button labels, the name checks, the on-ramp limits), each keyed by itself: the `messages` group a locale translates. Only the
 * tests and the catalogue types use it.
 */
export const CORE_MESSAGES: Record<string, string> = Object.fromEntries(
  texts(
    ErrorMessages,
    AlertMessages,
    SuccessMessages,
    SwapMessages,
    SendButtonLabels,
    NameTags,
    AccountNameMessages,
    NameErrorMessages,
    SmartSessionErrorMessages,
    OnrampMessages,
  )
    .concat(TEMPLATES)
    .map((text) => [text, text]),
)

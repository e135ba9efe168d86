import {
  AccountNameMessages,
  AlertMessages,
  ErrorMessages,
  NameTags,
  SendButtonLabels,
  SuccessMessages,
  SwapMessages,
} from '@portico/core'

/** Developer-facing errors (a misconfigured app, an internal state), not shown to visitors: not translated. */
const INTERNAL: readonly string[] = [
  ErrorMessages.NO_ACTIVE_CAIP_ADDRESS,
  ErrorMessages.CHAIN_REQUIRED_ACCOUNT_DATA,
  ErrorMessages.CHAIN_REQUIRED_ACCOUNT_PROP,
  ErrorMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND,
  ErrorMessages.CHAIN_ADAPTER_NOT_FOUND,
  ErrorMessages.TRANSACTIONS_NEED_ADDRESS,
  ErrorMessages.SIWX_NOT_ENABLED,
]

/** The fixed texts of the objects (their functions build texts with values, which stay English). */
const texts = (...groups: object[]) =>
  groups
    .flatMap((group) => Object.values(group))
    .filter((value): value is string => typeof value === 'string' && !INTERNAL.includes(value))

/**
 * The user-facing messages core produces (SPEC section 8 errors and alerts, snackbars, the send and swap
 * button labels, the name checks), each keyed by itself: the `messages` group a locale translates. Only the
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
    { ENTER_AMOUNT: 'Enter an amount' },
  ).map((text) => [text, text]),
)

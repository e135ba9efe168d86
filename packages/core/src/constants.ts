import type { ChainNamespace } from './types/network.js'

/**
 * Every number of SPEC.md section 9 that the modal uses, named once and cited by requirement ID.
 * Durations are in milliseconds.
 */

/** T: recent wallets kept (C-08). */
export const RECENT_WALLETS_LIMIT = 2
/** T: balance refetch blocked this long after a failure (E-08). */
export const BALANCE_RETRY_MS = 30_000
/** T: balance cache lifetime (E-10). */
export const BALANCE_CACHE_MS = 30_000
/** T: name and identity cache lifetime (E-18). */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** T: RPC timeout, retries, base delay and batch limit. */
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRIES = 3
export const RPC_RETRY_BASE_DELAY_MS = 150
export const RPC_BATCH_LIMIT = 1000
/** T: connect and login request timeout. */
export const CONNECT_TIMEOUT_MS = 120_000
/** T: pairing lifetime, expiry margin and retry delay (C-22, C-23). */
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
export const PAIRING_RETRY_MS = 1_000
/** T: image preload timeout (C-20). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** T: search input debounce and minimum wait before results show (C-17). */
export const SEARCH_DEBOUNCE_MS = 500
export const SEARCH_MIN_WAIT_MS = 300
/** T: wallet list sizes (C-15, C-16, C-17). */
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100
/** T: account balance decimals (E-14), token total decimals (E-15), default decimal places (E-16). */
export const BALANCE_DECIMALS = 3
export const TOKEN_BALANCE_DECIMALS = 2
export const DEFAULT_DECIMALS = 2
/** T: display names longer than this are truncated with an ellipsis (E-19). */
export const DISPLAY_NAME_MAX_LENGTH = 30
/** O: an unknown RPC method shows its error after this delay. */
export const UNKNOWN_METHOD_ERROR_DELAY_MS = 300
/** T-20, E-09: balances exist only on these namespaces. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** T-20: names (ENS-style) only on eip155. */
export const NAMES_NAMESPACES: readonly ChainNamespace[] = ['eip155']
/** T-20: the activity (transaction history) tab only on eip155. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']
/** T-20: the auth (email and social) connector supports these namespaces. */
export const AUTH_CONNECTOR_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** S-49: a snackbar hides itself after this long (alerts stay until closed or replaced). */
export const SNACKBAR_HIDE_MS = 2_500
/** P: error reports limited to this many per window. */
export const ERROR_REPORTS_PER_WINDOW = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

/** K-13, T-14: pending transactions are counted up to this many; more show as '99+'. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** P-19, T-25: the logger writes to the console from this level up. */
export const DEFAULT_LOG_LEVEL = 'error'
/** P-19, T-25: the logger keeps its latest entries up to this many bytes (UTF-8 of each entry's JSON). */
export const LOGGER_BUFFER_BYTES = 1_024_000

/** Q: appearance defaults (SPEC §2). */
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const FONT_SIZE_PX = 10
export const BORDER_RADIUS_PX = 4
export const SHAKE_MS = 500
export const HEADER_TEXT_TRANSITION_MS = 120
export const HEIGHT_TRANSITION_MS = 150
export const VIEW_TRANSITION_MS = 150

/** supported social providers. */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Storage key prefix (W). */
export const STORAGE_PREFIX = '@portico/'
/** The self-hosted gateway the client calls unless the app names another. */
export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8787'
/** `st` sent on gateway calls unless the app sets sdkType. */
export const DEFAULT_SDK_TYPE = 'portico'
export const SDK_VERSION = 'react-universal-0.1.0'

/** I-01, T-16: the 12 EVM networks swaps run on (the gateway adds the devnet chains it has an AMM for). */
export const SWAP_SUPPORTED_NETWORK_IDS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const
/** I-10, T-15: swap slippage tolerance, in percent (1 means 1 %), sent unchanged as `eip155.slippage`. */
export const SWAP_SLIPPAGE = 1
/** The largest slippage the gateway accepts, in percent. */
export const MAX_SWAP_SLIPPAGE = 50
/** I-06: quotes are fetched 500 ms after the last amount change. */
export const SWAP_QUOTE_DEBOUNCE_MS = 500
/** The address the convert API uses for a network's native currency (CAIP-10 `eip155:<id>:0xeeee…`). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** F-20, SPEC §2: Back from ConnectingFarcaster while unconnected clears the URL after 100 ms. */
export const FARCASTER_BACK_CLEAR_MS = 100

import { isChainNamespace, parseCaipNetworkId } from './caip/caip.js'
import {
  DEFAULT_GATEWAY_URL,
  DEFAULT_SDK_TYPE,
  SDK_VERSION,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './constants.js'
import { InvalidOptionError } from './errors/errors.js'
import type { ProjectConfig } from './remoteConfig/projectConfig.js'
import { isSIWXConfig, type SIWXConfig } from './siwx/siwxTypes.js'
import type { ThemeMode, ThemeVariables } from './stores/theme.js'
import type { AccountType } from './types/account.js'
import type { ChainAdapter } from './types/adapter.js'
import type { CaipNetwork, ChainNamespace } from './types/network.js'
import type { WalletListEntry } from './types/wallet.js'
import type { WalletConnectLoader } from './types/walletconnect.js'

/** connect methods. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]
/** account feature buttons. */
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURES)[number]
/** C-04: connector groups. */
export const CONNECTOR_GROUPS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]
/** when the "All Wallets" row shows. */
export const ALL_WALLETS_MODES = ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const
export type AllWalletsMode = (typeof ALL_WALLETS_MODES)[number]

/** feature flags; each falls back to its default individually. */
export type Features = {
  send: boolean
  receive: boolean
  swaps: boolean
  onramp: boolean
  email: boolean
  socials: readonly SocialProvider[] | false
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  collapseWallets: boolean
  pay: boolean
  /** N-05: smart-account sessions (SmartSessionList), for a smart account on eip155. */
  smartSessions: boolean
  connectMethodsOrder: readonly ConnectMethod[] | undefined
  walletFeaturesOrder: readonly WalletFeature[]
  connectorTypeOrder: readonly ConnectorGroup[] | undefined
}

export const DEFAULT_FEATURES: Features = {
  send: true,
  receive: true,
  swaps: true,
  onramp: true,
  email: false,
  socials: false,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  collapseWallets: false,
  pay: false,
  smartSessions: false,
  connectMethodsOrder: undefined,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectorTypeOrder: undefined,
}

/** Options an app passes to `createPortico` (SPEC §1, A-05). */
export type PorticoOptions = {
  projectId: string
  networks: readonly CaipNetwork[]
  adapters?: readonly ChainAdapter[]
  defaultNetwork?: CaipNetwork
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /** Base URL of the self-hosted gateway (default http://127.0.0.1:8787). */
  gatewayUrl?: string
  /** WebSocket URL of the WalletConnect relay. */
  relayUrl?: string
  sdkType?: string
  sdkVersion?: string
  features?: Partial<Features>
  /**
   * the app's own values of the features the project configuration can set; laid over `features`, and
   * overridden in turn by the project configuration read from the gateway (P-02).
   */
  remoteFeatures?: Partial<Pick<Features, 'socials' | 'email' | 'swaps' | 'onramp' | 'analytics' | 'history'>>
  /**
   * The project configuration given inline (the `/appkit/v1/config` document, optionally with the allow-list of
   * `/projects/v1/origins`): the client then sends no configuration request. Unset: read from the gateway once at
   * start (the browser keeps the answer for the gateway's cache time).
   */
  projectConfig?: ProjectConfig
  customWallets?: WalletListEntry[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  tokens?: Record<string, { address: string; image?: string }>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** A-18, M-10: sign-in with X: `true` for the built-in one verified by the gateway, or an {@link SIWXConfig}. */
  siwx?: boolean | SIWXConfig
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  enableNetworkSwitch?: boolean
  allowUnsupportedChain?: boolean
  enableWalletConnect?: boolean
  enableEIP6963?: boolean
  enableInjected?: boolean
  enableEmbedded?: boolean
  /** Basic WalletConnect mode: the dialog opens straight on WalletConnect (default false). */
  basic?: boolean
  /** 'SHOW' (default), 'HIDE' or 'ONLY_MOBILE'. */
  allWallets?: AllWalletsMode
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The dialog's language, a BCP 47 tag such as `de` or `pt-BR` (its language part picks the catalogue).
   * Default: the first of the browser's `navigator.languages` Portico has, else English. An unknown locale
   * falls back to English with one console warning (`@portico/react` lists the locales).
   */
  locale?: string
  /** Loads the WalletConnect connector when the visitor first needs it. */
  walletConnect?: WalletConnectLoader
}

/** Options with every default filled in. */
export type ResolvedOptions = Omit<
  Required<PorticoOptions>,
  | 'defaultNetwork'
  | 'metadata'
  | 'siwx'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'walletConnect'
  | 'relayUrl'
  | 'locale'
  | 'projectConfig'
> &
  Pick<
    PorticoOptions,
    | 'projectConfig'
    | 'defaultNetwork'
    | 'metadata'
    | 'siwx'
    | 'termsConditionsUrl'
    | 'privacyPolicyUrl'
    | 'walletConnect'
    | 'relayUrl'
    | 'locale'
  > & { features: Features }

/** default account types. */
export const DEFAULT_ACCOUNT_TYPES: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
}

const fail = (option: string, problem: string): never => {
  throw new InvalidOptionError(option, problem)
}

function checkStringArray(name: string, value: unknown): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    fail(name, 'must be an array of strings')
  return value as string[]
}

function checkBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') fail(name, 'must be true or false')
  return value as boolean
}

function checkUrl(name: string, value: unknown, fallback?: string): string | undefined {
  if (value === undefined) return fallback
  if (typeof value !== 'string') return fail(name, 'must be a URL string')
  try {
    new URL(value)
  } catch {
    fail(name, `"${value}" is not a valid URL`)
  }
  return value as string
}

function checkOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if (!allowed.includes(value as T)) fail(name, `must be one of ${allowed.join(', ')}`)
  return value as T
}

function checkListOf(name: string, value: unknown, allowed: readonly string[]): void {
  if (value === undefined) return
  if (!Array.isArray(value) || value.some((v) => !allowed.includes(v)))
    fail(name, `must be an array of ${allowed.join(', ')}`)
}

function checkNetworks(networks: unknown): CaipNetwork[] {
  if (!Array.isArray(networks) || networks.length === 0)
    fail('networks', 'must be a non-empty array of networks')
  return (networks as CaipNetwork[]).map((network, i) => {
    if (!network || typeof network !== 'object') fail(`networks[${i}]`, 'must be a network object')
    if (!isChainNamespace(network.chainNamespace))
      fail(`networks[${i}].chainNamespace`, 'is not a known namespace')
    try {
      parseCaipNetworkId(network.caipNetworkId)
    } catch {
      fail(`networks[${i}].caipNetworkId`, `"${String(network.caipNetworkId)}" is not namespace:reference`)
    }
    if (typeof network.name !== 'string' || !network.name)
      fail(`networks[${i}].name`, 'must be a non-empty string')
    return network
  })
}

function checkFeatures(features: unknown): Features {
  if (features === undefined) return { ...DEFAULT_FEATURES }
  if (!features || typeof features !== 'object') return fail('features', 'must be an object')
  const f = features as Partial<Features>
  const merged = { ...DEFAULT_FEATURES } as Record<string, unknown>
  for (const [key, value] of Object.entries(f)) {
    if (!(key in DEFAULT_FEATURES)) fail(`features.${key}`, 'is not a known feature')
    if (value !== undefined) merged[key] = value
  }
  checkListOf('features.connectMethodsOrder', merged.connectMethodsOrder, CONNECT_METHODS)
  checkListOf('features.walletFeaturesOrder', merged.walletFeaturesOrder, WALLET_FEATURES)
  checkListOf('features.connectorTypeOrder', merged.connectorTypeOrder, CONNECTOR_GROUPS)
  const socials = merged.socials
  if (socials !== false && (!Array.isArray(socials) || socials.some((s) => !SOCIAL_PROVIDERS.includes(s)))) {
    fail('features.socials', `must be false or a list of ${SOCIAL_PROVIDERS.join(', ')}`)
  }
  return merged as Features
}

/**
 * Validates the app's options and fills in defaults. Throws an {@link InvalidOptionError} naming the
 * first bad option.
 */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  if (!options || typeof options !== 'object') fail('options', 'must be an object')
  // a missing or empty projectId is not fatal; the client shows 'Project ID Not Configured'.
  if (options.projectId !== undefined && typeof options.projectId !== 'string')
    fail('projectId', 'must be a string')
  const networks = checkNetworks(options.networks)
  if (
    options.defaultNetwork &&
    !networks.some((n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId)
  ) {
    fail('defaultNetwork', 'must be one of networks')
  }
  if (options.adapters !== undefined && !Array.isArray(options.adapters)) fail('adapters', 'must be an array')
  if (options.themeMode !== undefined && options.themeMode !== 'light' && options.themeMode !== 'dark') {
    fail('themeMode', 'must be "light" or "dark"')
  }
  if (options.locale !== undefined && (typeof options.locale !== 'string' || !options.locale)) {
    fail('locale', 'must be a language tag such as "de" or "pt-BR"')
  }
  if (options.customWallets !== undefined && !Array.isArray(options.customWallets)) {
    fail('customWallets', 'must be an array of wallets')
  }
  if (options.siwx !== undefined && typeof options.siwx !== 'boolean' && !isSIWXConfig(options.siwx)) {
    fail(
      'siwx',
      'must be true or an object with createMessage, addSession, revokeSession, setSessions and getSessions',
    )
  }
  return {
    ...options,
    projectId: options.projectId ?? '',
    networks,
    adapters: options.adapters ?? [],
    gatewayUrl: (checkUrl('gatewayUrl', options.gatewayUrl, DEFAULT_GATEWAY_URL) as string).replace(
      /\/$/,
      '',
    ),
    relayUrl: checkUrl('relayUrl', options.relayUrl),
    sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    // the app's values of the remote-controlled features win over its `features`.
    features: checkFeatures(
      options.remoteFeatures ? { ...options.features, ...options.remoteFeatures } : options.features,
    ),
    remoteFeatures: options.remoteFeatures ?? {},
    customWallets: options.customWallets ?? [],
    includeWalletIds: checkStringArray('includeWalletIds', options.includeWalletIds),
    excludeWalletIds: checkStringArray('excludeWalletIds', options.excludeWalletIds),
    featuredWalletIds: checkStringArray('featuredWalletIds', options.featuredWalletIds),
    tokens: options.tokens ?? {},
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    enableNetworkSwitch: checkBoolean('enableNetworkSwitch', options.enableNetworkSwitch, true),
    allowUnsupportedChain: checkBoolean('allowUnsupportedChain', options.allowUnsupportedChain, false),
    enableWalletConnect: checkBoolean('enableWalletConnect', options.enableWalletConnect, true),
    enableEIP6963: checkBoolean('enableEIP6963', options.enableEIP6963, true),
    enableInjected: checkBoolean('enableInjected', options.enableInjected, true),
    enableEmbedded: checkBoolean('enableEmbedded', options.enableEmbedded, false),
    basic: checkBoolean('basic', options.basic, false),
    allWallets: checkOneOf('allWallets', options.allWallets, ALL_WALLETS_MODES, 'SHOW'),
    themeMode: options.themeMode ?? 'dark',
    themeVariables: options.themeVariables ?? {},
  }
}

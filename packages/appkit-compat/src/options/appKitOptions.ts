import type { CaipNetwork, ChainAdapter, ChainNamespace, PorticoOptions, ThemeMode } from '@portico/core'
import type { AppKitThemeVariables } from './themeVariables.js'

/**
 * An adapter of this package (`WagmiAdapter`, `SolanaAdapter`, `BitcoinAdapter`): AppKit's adapter objects,
 * each carrying the Portico chain adapter that does the work.
 */
export interface AppKitAdapter {
  /** The chain namespace this adapter connects (`eip155`, `solana`, `bip122`). */
  readonly namespace: ChainNamespace
  /** The Portico chain adapter `createAppKit` hands to `createPortico`. */
  readonly porticoAdapter: ChainAdapter
  /** The gateway the adapter reads through, when it has one (the wagmi adapter's transports). */
  readonly gatewayUrl?: string | undefined
  /** Called once by `createAppKit` with the instance it created. */
  bind?(portico: import('@portico/react').Portico): void
}

/** AppKit's `features`, as far as Portico has them (the others are warned about by `createAppKit`). */
export type AppKitFeatures = NonNullable<PorticoOptions['features']> & {
  /** AppKit only: the email login's "or continue with a wallet" list. Not supported. */
  emailShowWallets?: boolean
}

/**
 * The options of AppKit's `createAppKit`, written from its public documentation, plus Portico's own
 * (`gatewayUrl`, `relayUrl`, `locale`, `projectConfig`). `projectId` names the project on your gateway.
 */
export type AppKitOptions = {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  adapters?: readonly AppKitAdapter[]
  defaultNetwork?: CaipNetwork
  metadata?: PorticoOptions['metadata']
  features?: AppKitFeatures
  themeMode?: ThemeMode
  themeVariables?: AppKitThemeVariables
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  customWallets?: PorticoOptions['customWallets']
  tokens?: PorticoOptions['tokens']
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  allWallets?: PorticoOptions['allWallets']
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableWalletConnect?: boolean
  enableInjected?: boolean
  enableEIP6963?: boolean
  enableEmbedded?: boolean
  defaultAccountTypes?: PorticoOptions['defaultAccountTypes']
  siwx?: PorticoOptions['siwx']
  sdkType?: string
  sdkVersion?: string
  /** Portico: your gateway (default as `createPortico`'s, or the wagmi adapter's `gatewayUrl`). */
  gatewayUrl?: string
  /** Portico: your WalletConnect relay. */
  relayUrl?: string
  /** Portico: the dialog's language. */
  locale?: string
  /** Portico: the project configuration given inline. */
  projectConfig?: PorticoOptions['projectConfig']
  /** Any other AppKit option: accepted, named in `createAppKit`'s one warning, and ignored. */
  [option: string]: unknown
}

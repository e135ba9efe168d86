import { DEFAULT_FEATURES, type PorticoOptions } from '@portico/core'
import type { AppKitOptions } from './appKitOptions.js'
import { toPorticoThemeVariables } from './themeVariables.js'

/** AppKit options that are Portico options of the same name and meaning, passed through as they are. */
const SAME_NAME = [
  'projectId',
  'networks',
  'defaultNetwork',
  'metadata',
  'themeMode',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'tokens',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'allWallets',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'enableWalletConnect',
  'enableInjected',
  'enableEIP6963',
  'enableEmbedded',
  'defaultAccountTypes',
  'siwx',
  'sdkType',
  'sdkVersion',
  'gatewayUrl',
  'relayUrl',
  'locale',
  'projectConfig',
] as const satisfies readonly (keyof PorticoOptions)[]

/** Options `createAppKit` reads itself (mapped, not passed through). */
const MAPPED = new Set<string>(['adapters', 'features', 'themeVariables'])
const PASSED = new Set<string>(SAME_NAME)

/** Where the one warning sends the reader: the guide's table of options Portico does not honour. */
export const UNSUPPORTED_OPTIONS_GUIDE = 'docs/migrating-from-appkit.md#options-portico-does-not-honour'

export type ToPorticoOptionsResult = {
  /** What `createPortico` receives (adapters excepted: the caller adds them). */
  options: Omit<PorticoOptions, 'adapters'>
  /** Every option given that Portico does not honour, by name (`enableCoinbase`, `features.emailShowWallets`). */
  unsupported: string[]
}

/**
 * AppKit's `createAppKit` options as `createPortico`'s: same-name options pass through, `features` keeps the
 * flags Portico has, `themeVariables` go from `--w3m-*` to `--portico-*`, and with no `gatewayUrl` the first
 * adapter's applies (else `createPortico`'s default). Everything else is listed in `unsupported`.
 */
export function toPorticoOptions(appKit: AppKitOptions): ToPorticoOptionsResult {
  const unsupported: string[] = []
  const options: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(appKit)) {
    if (value === undefined) continue
    if (PASSED.has(name)) options[name] = value
    else if (!MAPPED.has(name)) unsupported.push(name)
  }
  if (appKit.features) {
    const features: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(appKit.features)) {
      if (name in DEFAULT_FEATURES) features[name] = value
      else unsupported.push(`features.${name}`)
    }
    options.features = features
  }
  if (appKit.themeVariables) {
    const theme = toPorticoThemeVariables(appKit.themeVariables)
    options.themeVariables = theme.themeVariables
    unsupported.push(...theme.unsupported.map((name) => `themeVariables.${name}`))
  }
  const adapterGateway = appKit.adapters?.find((adapter) => adapter.gatewayUrl)?.gatewayUrl
  if (options.gatewayUrl === undefined && adapterGateway) options.gatewayUrl = adapterGateway
  return { options: options as ToPorticoOptionsResult['options'], unsupported }
}

/** The one console warning of `createAppKit`: every option Portico does not honour, and where to read why. */
export const unsupportedOptionsMessage = (unsupported: readonly string[]): string =>
  `[portico] createAppKit: Portico does not honour ${unsupported.length === 1 ? 'this option' : 'these options'}, ` +
  `which are ignored: ${unsupported.join(', ')}. See ${UNSUPPORTED_OPTIONS_GUIDE}.`

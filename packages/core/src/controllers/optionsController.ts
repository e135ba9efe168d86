import { InvalidOptionError } from '../errors/errors.js'
import {
  type ConnectMethod,
  type Features,
  type PorticoOptions,
  type ResolvedOptions,
  resolveOptions,
  type WalletFeature,
} from '../options.js'
import type { CoreContext } from './context.js'

/** the options an app may change after `createPortico`; the others shape the client itself. */
export const UPDATABLE_OPTIONS = [
  'features',
  'customWallets',
  'includeWalletIds',
  'excludeWalletIds',
  'featuredWalletIds',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'metadata',
  'enableNetworkSwitch',
  'allowUnsupportedChain',
  'allWallets',
  'themeMode',
  'themeVariables',
] as const satisfies readonly (keyof PorticoOptions)[]
export type UpdatableOptions = Partial<Pick<PorticoOptions, (typeof UPDATABLE_OPTIONS)[number]>>

/**
 * runtime setters. Every change is validated like the options of `createPortico` (a bad value throws
 * an error naming it and changes nothing); the views re-render from the stores without remounting.
 */
export function createOptionsController(ctx: CoreContext) {
  function updateOptions(changes: UpdatableOptions) {
    if (!changes || typeof changes !== 'object') throw new InvalidOptionError('options', 'must be an object')
    for (const key of Object.keys(changes)) {
      if (!(UPDATABLE_OPTIONS as readonly string[]).includes(key))
        throw new InvalidOptionError(key, 'cannot change after createPortico')
    }
    const current = ctx.options.getState()
    const next: ResolvedOptions = resolveOptions({
      ...current,
      ...changes,
      features: { ...current.features, ...changes.features },
      themeVariables: { ...current.themeVariables, ...changes.themeVariables },
    } as PorticoOptions)
    ctx.options.setState(next)
    if (changes.themeMode !== undefined || changes.themeVariables !== undefined) {
      ctx.theme.setState({ themeMode: next.themeMode, themeVariables: next.themeVariables })
    }
  }
  const updateFeatures = (features: Partial<Features>) => updateOptions({ features })
  return {
    updateOptions,
    updateFeatures,
    setThemeMode: (themeMode: 'light' | 'dark') => updateOptions({ themeMode }),
    setThemeVariables: (themeVariables: Record<string, string | number>) => updateOptions({ themeVariables }),
    setConnectMethodsOrder: (connectMethodsOrder: readonly ConnectMethod[]) =>
      updateFeatures({ connectMethodsOrder }),
    setWalletFeaturesOrder: (walletFeaturesOrder: readonly WalletFeature[]) =>
      updateFeatures({ walletFeaturesOrder }),
    setCollapseWallets: (collapseWallets: boolean) => updateFeatures({ collapseWallets }),
  }
}

export type OptionsController = ReturnType<typeof createOptionsController>

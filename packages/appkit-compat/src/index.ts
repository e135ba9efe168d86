/**
 * `@portico/appkit-compat`: AppKit's `createAppKit` on Portico, and the option mapping behind it. The React hooks
 * are in `@portico/appkit-compat/react`, the networks in `/networks`, the adapters in `/adapter-wagmi`,
 * `/adapter-solana` and `/adapter-bitcoin`. Migration guide: docs/migrating-from-appkit.md.
 */
export { type AppKit, createAppKit } from './createAppKit.js'
export { APPKIT_ELEMENTS, type AppKitElementAttributes, defineAppKitElements } from './elements.js'
export { AppKitNotCreatedError } from './instance.js'
export type { AppKitAdapter, AppKitFeatures, AppKitOptions } from './options/appKitOptions.js'
export {
  type AppKitThemeVariables,
  toAppKitThemeVariables,
  toPorticoThemeVariables,
} from './options/themeVariables.js'
export {
  type ToPorticoOptionsResult,
  toPorticoOptions,
  UNSUPPORTED_OPTIONS_GUIDE,
  unsupportedOptionsMessage,
} from './options/toPorticoOptions.js'

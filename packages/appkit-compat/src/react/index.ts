/**
 * `@portico/appkit-compat/react`: what `@reown/appkit/react` gives an app, on Portico. Change the import and
 * keep the code: `createAppKit`, the `useAppKit*` hooks, `useDisconnect`, `useWalletInfo`, and the
 * `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and `<appkit-network-button>` elements
 * (defined by `createAppKit`).
 *
 * @module @portico/appkit-compat/react
 */
import type { AppKitElementAttributes } from '../elements.js'

export { type AppKit, createAppKit } from '../createAppKit.js'
export type { AppKitElementAttributes } from '../elements.js'
export { AppKitNotCreatedError } from '../instance.js'
export type { AppKitAdapter, AppKitFeatures, AppKitOptions } from '../options/appKitOptions.js'
export type { AppKitThemeVariables } from '../options/themeVariables.js'
export { useAppKit } from './useAppKit.js'
export { useAppKitAccount } from './useAppKitAccount.js'
export { type AppKitEvent, useAppKitEvents } from './useAppKitEvents.js'
export { useAppKitNetwork } from './useAppKitNetwork.js'
export { useAppKitProvider } from './useAppKitProvider.js'
export { useAppKitState } from './useAppKitState.js'
export { useAppKitTheme } from './useAppKitTheme.js'
export { useDisconnect } from './useDisconnect.js'
export { useWalletInfo } from './useWalletInfo.js'

// `<appkit-button />` and its siblings in TSX, as AppKit declares them.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementAttributes
      'appkit-connect-button': AppKitElementAttributes
      'appkit-account-button': AppKitElementAttributes
      'appkit-network-button': AppKitElementAttributes
    }
  }
}

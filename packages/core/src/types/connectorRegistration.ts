import type { PorticoOptions } from '../options.js'
import type { RpcRequestHooks } from './rpcRequestHooks.js'

/** F-26: the dialog's theme as an embedded wallet's frame receives it. */
export type ConnectorTheme = {
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number | undefined>
}

/**
 * What core hands a connector when it is registered (issue 22 item 9): everything the dialog provides that a
 * connector may need, given once, instead of setters called on the connector and DOM lookups by the views.
 */
export interface ConnectorRegistration {
  /** O-04 to O-09: what the dialog does around an embedded wallet's unsafe requests. */
  requestHooks: RpcRequestHooks
  /** F-07, F-08, F-30: shows an alert in the dialog. */
  alert(message: string): void
  /** F-26, Q-09: the dialog's theme now, and each change (returns the unsubscribe function). */
  theme: { get(): ConnectorTheme; subscribe(listener: (theme: ConnectorTheme) => void): () => void }
  /**
   * F-31, issue 22: the frame host. `container()` is where the connector mounts its frame (the dialog's element
   * once it rendered; a modal dialog is in the top layer, so a frame outside it could never show over it);
   * `attach(frame)` hands the created frame to core, where the views that place it find it.
   */
  frameHost: { container(): unknown; attach(frame: unknown): void }
  /** the app's `metadata` option, which an embedded wallet syncs to its secure site (the approval screen). */
  appMetadata(): PorticoOptions['metadata']
}

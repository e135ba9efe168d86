import {
  createPorticoClient,
  type PorticoClient,
  type PorticoClientEnvironment,
  type PorticoOptions,
} from '@portico/core'
import { startLocale } from './i18n/locale.js'
import { mountModal } from './modal/mount.js'

/** A Portico instance: the core client plus the mounted dialog. */
export type Portico = PorticoClient & {
  /** Removes the dialog's host element and stops listening to wallets. */
  unmount(): void
}

/**
 * Creates Portico: validates the options (an invalid option throws an error naming it), sets up the
 * adapters, restores the last connection, and injects this instance's dialog host element. Give the instance
 * to the app's components with `<PorticoProvider portico={portico}>`.
 *
 * @example
 * const portico = createPortico({ projectId: 'portico-dev', networks: [anvil], adapters: [createEvmAdapter()] })
 * portico.open()
 */
export function createPortico(options: PorticoOptions, environment?: PorticoClientEnvironment): Portico {
  const client = createPorticoClient(options, environment)
  void startLocale(client, options.locale)
  const unmountModal = typeof document === 'undefined' ? () => {} : mountModal(client)
  return Object.assign(client, {
    unmount() {
      unmountModal()
      client.destroy()
    },
  })
}

import { BaseError, type PorticoClient } from '@portico/core'
import { createContext, useContext } from 'react'

/** The Portico instance a component tree uses: set by {@link PorticoProvider} (and inside the dialog). */
export const PorticoContext = createContext<PorticoClient | undefined>(undefined)

/** A Portico hook or component rendered outside a `PorticoProvider`. */
export class MissingPorticoProviderError extends BaseError {
  override name = 'MissingPorticoProviderError'
  constructor() {
    super('Portico hooks and components need a <PorticoProvider> above them.', {
      category: 'CONFIGURATION',
      metaMessages: [
        'Wrap the app in <PorticoProvider portico={portico}>, where portico is what createPortico(options) returned.',
      ],
    })
  }
}

/** The Portico instance of the nearest {@link PorticoProvider}; throws {@link MissingPorticoProviderError} without one. */
export function usePorticoInstance(): PorticoClient {
  const instance = useContext(PorticoContext)
  if (!instance) throw new MissingPorticoProviderError()
  return instance
}

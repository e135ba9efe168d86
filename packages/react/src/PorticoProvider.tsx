import type { PorticoClient } from '@portico/core'
import type { ReactNode } from 'react'
import { PorticoContext } from './context.js'

/**
 * Gives the components and hooks below it their Portico instance. Two providers with two instances on one page
 * stay independent: each subtree talks to its own.
 *
 * @example
 * const portico = createPortico({ projectId, networks, adapters })
 * createRoot(root).render(<PorticoProvider portico={portico}><App /></PorticoProvider>)
 */
export function PorticoProvider({ portico, children }: { portico: PorticoClient; children?: ReactNode }) {
  return <PorticoContext.Provider value={portico}>{children}</PorticoContext.Provider>
}

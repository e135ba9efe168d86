import type { PorticoClient } from '@portico/core'
import { createContext, useContext } from 'react'

/** The Portico instance a component tree uses. */
export const PorticoContext = createContext<PorticoClient | undefined>(undefined)

let defaultInstance: PorticoClient | undefined

/** Registers the instance hooks use when no `PorticoProvider` is above them (the last `createPortico`). */
export function setDefaultPortico(instance: PorticoClient | undefined) {
  defaultInstance = instance
}

/** The Portico instance from context, or the last one created. Throws a clear error when there is none. */
export function usePorticoInstance(): PorticoClient {
  const instance = useContext(PorticoContext) ?? defaultInstance
  if (!instance) throw new Error('Portico is not set up: call createPortico(options) before using its hooks.')
  return instance
}

import { type Portico, PorticoContext } from '@portico/react'
import { useContext } from 'react'
import { getAppKitInstance } from '../instance.js'

/**
 * The Portico instance AppKit's hooks act on: the nearest `PorticoProvider`'s if there is one, else the instance
 * of the last `createAppKit` (AppKit's hooks need no provider). Throws `AppKitNotCreatedError` with neither.
 */
export function useAppKitInstance(): Portico {
  return (useContext(PorticoContext) as Portico | undefined) ?? getAppKitInstance()
}

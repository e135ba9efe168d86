import { BaseError } from '@portico/core'
import type { Portico } from '@portico/react'

/** The instance the last `createAppKit` created: AppKit's hooks and elements work without a provider. */
let current: Portico | undefined

/** Records the instance `createAppKit` created (and unmounts the one before it, if any). */
export function setAppKitInstance(portico: Portico | undefined): void {
  if (current && current !== portico) current.unmount()
  current = portico
}

/** An AppKit hook or element used before `createAppKit` ran. */
export class AppKitNotCreatedError extends BaseError {
  override name = 'AppKitNotCreatedError'
  constructor() {
    super('Call createAppKit({ projectId, networks, adapters }) before using AppKit hooks or elements.', {
      category: 'CONFIGURATION',
    })
  }
}

/** The instance of the last `createAppKit`; throws {@link AppKitNotCreatedError} before it. */
export function getAppKitInstance(): Portico {
  if (!current) throw new AppKitNotCreatedError()
  return current
}

/** The instance of the last `createAppKit`, or undefined before it. */
export const peekAppKitInstance = (): Portico | undefined => current

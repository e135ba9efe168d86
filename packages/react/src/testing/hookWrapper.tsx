import type { PorticoClient } from '@portico/core'
import { cleanup } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { PorticoProvider } from '../PorticoProvider.js'

// Unmounts what each test rendered (this package runs vitest without globals, so the library cannot do it).
afterEach(cleanup)

/** A `renderHook` wrapper that provides this Portico instance. */
export const providerOf =
  (portico: PorticoClient) =>
  ({ children }: { children: ReactNode }) => <PorticoProvider portico={portico}>{children}</PorticoProvider>

'use client'

import { hydratePorticoState, type PorticoSsrState, persistPorticoStateCookie } from '@portico/core'
import { createPortico, PorticoProvider } from '@portico/react'
import { type ReactNode, useEffect, useState } from 'react'
import { porticoOptions, type ServiceConfig } from './porticoOptions'

/**
 * One Portico instance per page load (per request on the server), started in the state the server read from
 * the cookie so server HTML and the first browser render agree; the cookie follows every change afterwards.
 */
export function Providers(props: {
  config: ServiceConfig
  initialState: PorticoSsrState | undefined
  children: ReactNode
}) {
  const [portico] = useState(() => {
    const instance = createPortico(porticoOptions(props.config))
    hydratePorticoState(instance, props.initialState)
    return instance
  })
  useEffect(() => persistPorticoStateCookie(portico), [portico])
  return <PorticoProvider portico={portico}>{props.children}</PorticoProvider>
}

'use client'

import { hydratePorticoState, type PorticoSsrState, persistPorticoStateCookie } from '@portico/core'
import { createPortico, type Portico, PorticoProvider } from '@portico/react'
import { type ReactNode, useEffect, useState } from 'react'
import { porticoOptions, type ServiceConfig } from './porticoOptions'

/** The browser's one instance: created once per page load, whatever React renders twice (StrictMode). */
let browserInstance: Portico | undefined

/**
 * A Portico instance started in the state the server read from the cookie, so the server's HTML and the first
 * browser render agree: one per request on the server, one per page load in the browser.
 */
function getPortico(config: ServiceConfig, initialState: PorticoSsrState | undefined): Portico {
  if (typeof window !== 'undefined' && browserInstance) return browserInstance
  const instance = createPortico(porticoOptions(config))
  hydratePorticoState(instance, initialState)
  if (typeof window !== 'undefined') browserInstance = instance
  return instance
}

/** Gives the page its Portico instance and keeps the state cookie in step with it. */
export function Providers(props: {
  config: ServiceConfig
  initialState: PorticoSsrState | undefined
  children: ReactNode
}) {
  const [portico] = useState(() => getPortico(props.config, props.initialState))
  useEffect(() => persistPorticoStateCookie(portico), [portico])
  return <PorticoProvider portico={portico}>{props.children}</PorticoProvider>
}

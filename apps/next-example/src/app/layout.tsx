import { parsePorticoStateCookie } from '@portico/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './Providers'
import { serviceConfig } from './porticoOptions'

export const metadata = { title: 'Portico on Next.js', icons: { icon: 'data:,' } }

/** Reads the visitor's Portico state from the cookie, so the first HTML already shows it. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = parsePorticoStateCookie((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers config={serviceConfig()} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}

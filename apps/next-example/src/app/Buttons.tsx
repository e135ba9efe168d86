'use client'

import { ConnectButton, NetworkButton } from '@portico/react'

/** Portico's host buttons; rendered on the server too (this marks the client boundary). */
export function Buttons() {
  return (
    <header>
      <NetworkButton />
      <ConnectButton />
    </header>
  )
}

import { parsePorticoStateCookie } from '@portico/core'
import { headers } from 'next/headers'
import { Buttons } from './Buttons'

/** A server component: the buttons (client components, rendered here first) and what the server read. */
export default async function Page() {
  const state = parsePorticoStateCookie((await headers()).get('cookie'))
  return (
    <main>
      <Buttons />
      <p>
        Server saw: <output data-testid="server-address">{state?.address ?? ''}</output>{' '}
        <output data-testid="server-network">{state?.caipNetworkId ?? ''}</output>
      </p>
    </main>
  )
}

import { anvil } from '@portico/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoProvider } from '../PorticoProvider.js'
import { connectFirst } from '../testing/connectStub.js'
import { makePortico } from '../testing/modalHarness.js'
import { ConnectButtonCustom, type ConnectButtonCustomProps } from './ConnectButtonCustom.js'

/** A custom button as an app would draw it; records every props object it receives. */
function setup() {
  const portico = makePortico()
  const seen: ConnectButtonCustomProps[] = []
  render(
    <PorticoProvider portico={portico}>
      <ConnectButtonCustom>
        {(props) => {
          seen.push(props)
          if (!props.mounted) return <span data-testid="placeholder" />
          return props.account ? (
            <button type="button" data-testid="my-account" onClick={props.openAccountModal}>
              {props.account.displayAddress} {props.account.displayBalance} on {props.chain?.name}
            </button>
          ) : (
            <>
              <button type="button" data-testid="my-connect" onClick={props.openConnectModal}>
                Sign in
              </button>
              <button type="button" data-testid="my-chain" onClick={props.openChainModal}>
                {props.chain?.name}
              </button>
            </>
          )
        }}
      </ConnectButtonCustom>
    </PorticoProvider>,
  )
  return { portico, seen }
}

describe('ConnectButtonCustom (headless render prop)', () => {
  afterEach(cleanup)

  it('renders unmounted first (server HTML matches), then mounted and ready once the last connection is restored', async () => {
    const { seen } = setup()
    expect(seen[0]).toMatchObject({
      mounted: false,
      ready: false,
      account: undefined,
      status: 'disconnected',
    })
    await waitFor(() => expect(seen.at(-1)?.ready).toBe(true))
    expect(seen.at(-1)?.mounted).toBe(true)
    expect(seen.at(-1)?.chain).toEqual({
      id: anvil.id,
      name: anvil.name,
      caipNetworkId: anvil.caipNetworkId,
      namespace: 'eip155',
    })
  })

  it('A-01 openConnectModal and openChainModal open the dialog at Connect and Networks; closeModal closes it', async () => {
    const { portico, seen } = setup()
    await act(async () => fireEvent.click(await screen.findByTestId('my-connect')))
    expect(portico.stores.router.getState().view).toBe('Connect')
    expect(seen.at(-1)?.modalOpen).toBe(true)
    act(() => seen.at(-1)?.closeModal())
    expect(portico.getState().open).toBe(false)
    await act(async () => fireEvent.click(screen.getByTestId('my-chain')))
    expect(portico.stores.router.getState().view).toBe('Networks')
  })

  it('E-14 once connected, children get the account (short address, balance) and openAccountModal opens Account', async () => {
    const { portico } = setup()
    await act(() => connectFirst(portico))
    const button = await screen.findByTestId('my-account')
    await waitFor(() => expect(button.textContent).toBe(`0xf39F…2266 1.500 ETH on ${anvil.name}`))
    await act(async () => fireEvent.click(button))
    expect(portico.stores.router.getState().view).toBe('Account')
  })
})

import { describe, expect, it, vi } from 'vitest'
import {
  type ChainsStore,
  createChainsStore,
  initialAccountState,
  patchAccountState,
} from '../stores/chains.js'
import { createModalStore } from '../stores/modal.js'
import { awaitFarcasterLogin, ensureFarcasterUrl, type FarcasterLogin } from './farcasterLogin.js'

// The connector's Farcaster actions are an in-memory stand-in here: they talk to the secure site's iframe, which
// cannot run in Node (apps/secure-site/test/farcasterHandlers.test.ts and e2e/farcaster.e2e.ts run the real ones).
function chainsWithEip155(): ChainsStore {
  const chains = createChainsStore()
  chains.setState({
    chains: {
      eip155: {
        namespace: 'eip155',
        networkState: {
          caipNetwork: undefined,
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
          approvedCaipNetworkIds: [],
          requestedCaipNetworks: [],
        },
        accountState: initialAccountState(),
      },
    },
  })
  return chains
}
const urlOf = (chains: ChainsStore) => chains.getState().chains.eip155?.accountState.farcasterUrl

function fakeLogin(connect: Promise<never> | Promise<{ address: string; socialProvider: string }>) {
  return {
    getFarcasterUri: vi.fn(async () => 'farcaster://connect?channelToken=t'),
    connectFarcaster: vi.fn(() => connect),
    cancelFarcaster: vi.fn(),
  } satisfies FarcasterLogin
}

describe('Farcaster login (F-20)', () => {
  it('F-20 fetches the URL with GET_FARCASTER_URI only when none is stored, and stores it', async () => {
    const chains = chainsWithEip155()
    const login = fakeLogin(new Promise(() => undefined))
    expect(await ensureFarcasterUrl(chains, login)).toBe('farcaster://connect?channelToken=t')
    expect(urlOf(chains)).toBe('farcaster://connect?channelToken=t')
    expect(await ensureFarcasterUrl(chains, login)).toBe('farcaster://connect?channelToken=t')
    expect(login.getFarcasterUri).toHaveBeenCalledTimes(1)
  })

  it("F-20 S-34 closing the dialog during the Farcaster login rejects 'Popup closed' and stops the wait", async () => {
    const chains = chainsWithEip155()
    const modal = createModalStore()
    modal.setState({ open: true })
    const login = fakeLogin(new Promise(() => undefined))
    await ensureFarcasterUrl(chains, login)
    const waiting = awaitFarcasterLogin(modal, chains, login)
    modal.setState({ open: false })
    await expect(waiting).rejects.toThrow('Popup closed')
    expect(login.cancelFarcaster).toHaveBeenCalledTimes(1)
    expect(urlOf(chains)).toBeUndefined()
  })

  it('F-20 resolves the user once the Farcaster app signed in, and the used URL is cleared', async () => {
    const chains = chainsWithEip155()
    const modal = createModalStore()
    modal.setState({ open: true })
    const user = { address: '0x0000000000000000000000000000000000000001', socialProvider: 'farcaster' }
    const login = fakeLogin(Promise.resolve(user))
    await ensureFarcasterUrl(chains, login)
    expect(await awaitFarcasterLogin(modal, chains, login)).toEqual(user)
    expect(urlOf(chains)).toBeUndefined()
    modal.setState({ open: false })
    expect(login.cancelFarcaster).not.toHaveBeenCalled()
  })

  it('F-20 an abandoned attempt that ends late does not clear the URL of a newer one', async () => {
    const chains = chainsWithEip155()
    const modal = createModalStore()
    modal.setState({ open: true })
    let fail: (e: Error) => void = () => undefined
    const login = fakeLogin(new Promise<never>((_, reject) => (fail = reject)))
    await ensureFarcasterUrl(chains, login)
    const old = awaitFarcasterLogin(modal, chains, login)
    // Back, then Farcaster again: a new URL is stored before the old wait ends.
    patchAccountState(chains, 'eip155', { farcasterUrl: 'farcaster://connect?channelToken=newer' })
    fail(new Error('Failed to connect'))
    await expect(old).rejects.toThrow('Failed to connect')
    expect(urlOf(chains)).toBe('farcaster://connect?channelToken=newer')
  })
})

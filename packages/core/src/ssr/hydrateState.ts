import { toCaipAddress } from '../caip/caip.js'
import { isAddressForNamespace } from '../caip/validators.js'
import type { PorticoClient } from '../client/createPorticoClient.js'
import { initialAccountState } from '../stores/chains.js'
import { type PorticoSsrState, porticoStateCookie } from './stateCookie.js'

type ClientStores = Pick<PorticoClient, 'stores' | 'ready'>

/** Portico's active network and address now, as the state cookie stores them. */
export function readPorticoSsrState(client: Pick<PorticoClient, 'stores'>): PorticoSsrState | undefined {
  const { activeCaipNetwork, activeCaipAddress, activeChain } = client.stores.chains.getState()
  if (!activeCaipNetwork) return undefined
  const address = activeChain
    ? client.stores.chains.getState().chains[activeChain]?.accountState.address
    : undefined
  return { caipNetworkId: activeCaipNetwork.caipNetworkId, address: activeCaipAddress ? address : undefined }
}

/**
 * Starts a new client (server or browser) in the state the server read from the cookie, so both render the
 * same HTML and hydration matches: the network, and the address shown as connected. Call it right after
 * creating the client, before the first render. The wallet itself is restored as usual; if it is not (the
 * wallet no longer grants the account), the address is cleared once `client.ready` settles. A state naming a
 * network the app did not configure, or an address that is not one of that namespace, is ignored.
 */
export function hydratePorticoState(client: ClientStores, state: PorticoSsrState | undefined): void {
  if (!state) return
  const chains = client.stores.chains.getState()
  const network = chains.caipNetworks.find((n) => n.caipNetworkId === state.caipNetworkId)
  const namespace = network?.chainNamespace
  const chain = namespace ? chains.chains[namespace] : undefined
  if (!network || !namespace || !chain) return
  const address = state.address && isAddressForNamespace(namespace, state.address) ? state.address : undefined
  const caipAddress = address ? toCaipAddress(network.caipNetworkId, address) : undefined
  client.stores.chains.setState({
    activeChain: namespace,
    activeCaipNetwork: network,
    activeCaipAddress: caipAddress,
    chains: {
      ...chains.chains,
      [namespace]: {
        ...chain,
        networkState: { ...chain.networkState, caipNetwork: network },
        accountState: address
          ? { ...chain.accountState, status: 'connected', address, caipAddress }
          : chain.accountState,
      },
    },
  })
  if (!caipAddress) return
  const clearIfNotRestored = () => {
    if (client.stores.connections.getState().connectorIds[namespace]) return
    const now = client.stores.chains.getState()
    const account = now.chains[namespace]?.accountState
    if (account?.caipAddress !== caipAddress) return
    client.stores.chains.setState({
      activeCaipAddress: now.activeCaipAddress === caipAddress ? undefined : now.activeCaipAddress,
      chains: {
        ...now.chains,
        [namespace]: {
          ...(now.chains[namespace] ?? chain),
          accountState: { ...initialAccountState(), preferredAccountTypes: account.preferredAccountTypes },
        },
      },
    })
  }
  void client.ready.then(clearIfNotRestored, clearIfNotRestored)
}

/**
 * Keeps the state cookie in step with the client (connect, disconnect, account and network changes), so the
 * next server render shows what the visitor sees. Writes through `write` (default: `document.cookie`).
 * Returns the unsubscribe function.
 */
export function persistPorticoStateCookie(
  client: Pick<PorticoClient, 'stores'>,
  write: (cookie: string) => void = (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: built and encoded by porticoStateCookie; the Cookie Store API is not in every browser Portico supports
    document.cookie = cookie
  },
): () => void {
  let last: string | undefined
  const sync = () => {
    const state = readPorticoSsrState(client)
    const cookie = state ? porticoStateCookie(state) : undefined
    if (!cookie || cookie === last) return
    last = cookie
    write(cookie)
  }
  sync()
  return client.stores.chains.subscribe(sync)
}

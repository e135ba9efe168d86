import { createStore } from 'zustand/vanilla'
import type {
  Account,
  AccountStatus,
  AccountType,
  ConnectedWalletInfo,
  TokenBalance,
} from '../types/account.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/network.js'

/** D-04: per-chain network state. */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  approvedCaipNetworkIds: CaipNetworkId[]
  requestedCaipNetworks: CaipNetwork[]
}

/** E-03: per-chain account state. */
export type AccountState = {
  status: AccountStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  user: { username?: string; email?: string } | undefined
  addressExplorerUrl: string | undefined
  smartAccountDeployed: boolean
  currentTab: number
  tokenBalance: TokenBalance[]
  addressLabels: Record<string, string>
  allAccounts: Account[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  balanceLoading: boolean
  lastRetry: number | undefined
}

export type ChainState = { namespace: ChainNamespace; networkState: NetworkState; accountState: AccountState }

export type ChainsState = {
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** Every network the app configured, across namespaces. */
  caipNetworks: CaipNetwork[]
  activeChain: ChainNamespace | undefined
  activeCaipNetwork: CaipNetwork | undefined
  activeCaipAddress: CaipAddress | undefined
  /** D-16: no adapter matched. */
  noAdapters: boolean
}

/** E-03, E-07: the account state of a chain with nothing connected. */
export const initialAccountState = (): AccountState => ({
  status: 'disconnected',
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  user: undefined,
  addressExplorerUrl: undefined,
  smartAccountDeployed: false,
  currentTab: 0,
  tokenBalance: [],
  addressLabels: {},
  allAccounts: [],
  connectedWalletInfo: undefined,
  preferredAccountTypes: {},
  socialProvider: undefined,
  socialWindow: undefined,
  farcasterUrl: undefined,
  balanceLoading: false,
  lastRetry: undefined,
})

export const createChainsStore = () =>
  createStore<ChainsState>()(() => ({
    chains: {},
    caipNetworks: [],
    activeChain: undefined,
    activeCaipNetwork: undefined,
    activeCaipAddress: undefined,
    noAdapters: false,
  }))

export type ChainsStore = ReturnType<typeof createChainsStore>

/** Updates one chain's account state immutably. */
export function patchAccountState(
  store: ChainsStore,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
) {
  store.setState((s) => {
    const chain = s.chains[namespace]
    if (!chain) return s
    return {
      chains: { ...s.chains, [namespace]: { ...chain, accountState: { ...chain.accountState, ...patch } } },
    }
  })
}

/** The type of {@link patchAccountState}, for code that receives it as a parameter (lazy chunks). */
export type PatchAccountState = typeof patchAccountState

/** Updates one chain's network state immutably. */
export function patchNetworkState(
  store: ChainsStore,
  namespace: ChainNamespace,
  patch: Partial<NetworkState>,
) {
  store.setState((s) => {
    const chain = s.chains[namespace]
    if (!chain) return s
    return {
      chains: { ...s.chains, [namespace]: { ...chain, networkState: { ...chain.networkState, ...patch } } },
    }
  })
}

/** D-05: a network is supported when the requested list is empty or contains it. */
export function isSupportedNetwork(state: ChainsState, namespace: ChainNamespace | undefined): boolean {
  if (!namespace) return true
  const chain = state.chains[namespace]
  const requested = chain?.networkState.requestedCaipNetworks ?? []
  const active = state.activeChain === namespace ? state.activeCaipNetwork : chain?.networkState.caipNetwork
  if (requested.length === 0) return true
  return requested.some((n) => n.caipNetworkId === active?.caipNetworkId)
}

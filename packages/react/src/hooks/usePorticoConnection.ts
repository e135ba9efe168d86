import {
  type AccountStatus,
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  type ConnectedWalletInfo,
  type Connector,
  getPlainAddress,
} from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** What {@link usePorticoConnection} returns. */
export type PorticoConnection = {
  status: AccountStatus
  isConnected: boolean
  /** The plain address (`0x…`, base58, bc1…) of the active namespace. */
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /** The active namespace (eip155, solana, bip122). */
  namespace: ChainNamespace | undefined
  /** The active network, and its chain id (a number on eip155, the CAIP-2 reference elsewhere). */
  chain: CaipNetwork | undefined
  chainId: CaipNetwork['id'] | undefined
  /** The connector connected on the active namespace (from the adapters' list), when it is listed. */
  connector: Connector | undefined
  /** The connector id connected on the active namespace (also for connectors no adapter lists). */
  connectorId: string | undefined
  /** The connected wallet's name and icon. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * Headless: the connection state in one object (address, chain, status, connector), re-rendering only when
 * one of these changes.
 *
 * @example
 * const { isConnected, address, chain, connector } = usePorticoConnection()
 */
export function usePorticoConnection(): PorticoConnection {
  const portico = usePorticoInstance()
  const chains = useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    return {
      status: account?.status ?? 'disconnected',
      caipAddress: s.activeCaipAddress,
      namespace: s.activeChain,
      chain: s.activeCaipNetwork,
      walletInfo: account?.connectedWalletInfo,
    }
  })
  const connectorId = useStoreSelector(portico.stores.connections, (s) =>
    chains.namespace ? s.connectorIds[chains.namespace] : undefined,
  )
  const connector = useStoreSelector(portico.stores.connectors, (s) =>
    connectorId ? s.connectors.find((c) => c.id === connectorId && c.chain === chains.namespace) : undefined,
  )
  return {
    ...chains,
    isConnected: !!chains.caipAddress,
    address: getPlainAddress(chains.caipAddress),
    chainId: chains.chain?.id,
    connector,
    connectorId,
  }
}

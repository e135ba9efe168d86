import { type CaipNetwork, type ChainNamespace, formatBalance, shortenAddress } from '@portico/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { usePorticoConnection } from '../hooks/usePorticoConnection.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

/** What a {@link ConnectButtonCustom} hands its children. */
export type ConnectButtonCustomProps = {
  /** The connected account; undefined while nothing is connected. */
  account:
    | {
        address: string
        /** `0x1234…abcd` (shortened for a button). */
        displayAddress: string
        /** The native balance with its symbol ('1.5 ETH'), '' until it is known. */
        displayBalance: string
        balance: string | undefined
        balanceSymbol: string | undefined
      }
    | undefined
  /** The active network; undefined before the networks are set up. */
  chain: { id: CaipNetwork['id']; name: string; caipNetworkId: string; namespace: ChainNamespace } | undefined
  /** The connection status (disconnected, connecting, connected, reconnecting). */
  status: ReturnType<typeof usePorticoConnection>['status']
  /** Opens the dialog at Connect, at the Account view, or at the network list. */
  openConnectModal(): void
  openAccountModal(): void
  openChainModal(): void
  closeModal(): void
  /** The dialog is open. */
  modalOpen: boolean
  /** True once rendered in the browser (false in the server's HTML and the first client render, so both agree). */
  mounted: boolean
  /** True once the last connection was restored (or there was none to restore). */
  ready: boolean
}

/**
 * Headless: a render prop over Portico's state for apps that draw their own connect button, like
 * RainbowKit's `ConnectButton.Custom`. Render nothing visible until `mounted` when the page is server-rendered.
 *
 * @example
 * <ConnectButtonCustom>
 *   {({ account, chain, openConnectModal, openAccountModal, mounted }) =>
 *     !mounted ? null : account ? (
 *       <button onClick={openAccountModal}>{account.displayAddress} on {chain?.name}</button>
 *     ) : (
 *       <button onClick={openConnectModal}>Sign in</button>
 *     )}
 * </ConnectButtonCustom>
 */
export function ConnectButtonCustom({ children }: { children(props: ConnectButtonCustomProps): ReactNode }) {
  const portico = usePorticoInstance()
  const connection = usePorticoConnection()
  const balance = useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    return { balance: account?.balance, symbol: account?.balanceSymbol }
  })
  const modalOpen = useStoreSelector(portico.stores.modal, (s) => s.open)
  const [mounted, setMounted] = useState(false)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setMounted(true)
    let live = true
    portico.ready.then(
      () => live && setReady(true),
      () => live && setReady(true),
    )
    return () => {
      live = false
    }
  }, [portico])

  const actions = useMemo(
    () => ({
      openConnectModal: () => portico.open({ view: 'Connect' }),
      openAccountModal: () => portico.open({ view: 'Account' }),
      openChainModal: () => portico.open({ view: 'Networks' }),
      closeModal: () => portico.close(),
    }),
    [portico],
  )
  const { address, chain } = connection
  return (
    <>
      {children({
        account: address
          ? {
              address,
              displayAddress: shortenAddress(address),
              displayBalance: formatBalance(balance.balance, balance.symbol),
              balance: balance.balance,
              balanceSymbol: balance.symbol,
            }
          : undefined,
        chain: chain
          ? {
              id: chain.id,
              name: chain.name,
              caipNetworkId: chain.caipNetworkId,
              namespace: chain.chainNamespace,
            }
          : undefined,
        status: connection.status,
        modalOpen,
        mounted,
        ready,
        ...actions,
      })}
    </>
  )
}
